// The users CSV import (spec §6 ImportUtenti): the kit's preview checks each row with the server's own row schema,
// then the valid rows go to the existing uploadUsersCSV route, which checks them again; its per-row report is shown.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_CSV_COLUMNS, userCsvImportSchema, usersCsv, type ImportColumn } from '@backoffice/shared';
import { ImportFlow } from '../../../components/import';
import { Alert } from '../../../components/ui/Alert';
import { Modal } from '../../../components/ui/Modal';
import { formatCount } from '../../../lib/format';
import { uploadUsersCsv, type UsersUploadReport } from '../api/customers';

const ALIASES: Record<string, string[]> = {
  email: ['e-mail', 'mail', 'correo', 'courriel'],
  name: ['nome', 'nombre', 'nom', 'first name'],
  surname: ['cognome', 'apellido', 'apellidos', 'last name'],
  matricola: ['badge', 'employee number', 'matrícula'],
  cf: ['codice fiscale', 'tax code'],
  company: ['azienda', 'empresa', 'société'],
  card: ['tessera', 'tarjeta', 'carte'],
};

export function CustomerImport({
  canteenId,
  language,
  onClose,
}: {
  canteenId: string;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('customers');
  const [report, setReport] = useState<UsersUploadReport | null>(null);
  // Cells stay text (blank = ''), as the server's schema reads a CSV.
  const asText = (cell: string) => cell.trim();
  const columns = useMemo<ImportColumn[]>(
    () =>
      [...USER_CSV_COLUMNS.required, ...USER_CSV_COLUMNS.optional].map((key) => ({
        key,
        label: t(`fields.${key}`),
        aliases: [key, ...(ALIASES[key] ?? [])],
        required: (USER_CSV_COLUMNS.required as readonly string[]).includes(key),
        parse: asText,
      })),
    [t],
  );
  const count = (value: number) => formatCount(value);
  return (
    <Modal open onClose={onClose} title={t('import.title')} size="xl">
      <p className="mb-4 text-sm text-slate-700">{t('import.hint')}</p>
      <ImportFlow
        rowSchema={userCsvImportSchema}
        columns={columns}
        write={async (rows, options) => {
          setReport(null);
          options.onProgress(0, rows.length);
          setReport(await uploadUsersCsv(canteenId, language, usersCsv(rows), options.signal));
          options.onProgress(rows.length, rows.length);
        }}
      />
      {report && (
        <div className="mt-4 flex flex-col gap-2" data-testid="users-import-report">
          <Alert tone={report.rejected > 0 ? 'warning' : 'success'}>
            {t('import.report', {
              imported: count(report.imported),
              created: count(report.created),
              updated: count(report.updated),
              rejected: count(report.rejected),
            })}
          </Alert>
          {report.errors.length > 0 && (
            <ul className="list-disc pl-5 text-sm text-red-800">
              {report.errors.map((error) => (
                <li key={`${error.line}-${error.column ?? ''}-${error.code}`}>
                  {t('import.rowError', { line: error.line, column: error.column ?? '—', message: error.message })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
