// Invitation codes from a CSV file or pasted cells: the kit's preview validates each row with the server's own row
// schema, then the valid rows go to the existing uploadCodeCSV route, which validates and upserts them again.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CODE_CSV_COLUMNS,
  dayOfStoredDate,
  invitationCodeCsvRowSchema,
  type ImportColumn,
  type InvitationCodeCsvRow,
} from '@backoffice/shared';
import { ImportFlow } from '../../../components/import';
import { Modal } from '../../../components/ui/Modal';
import { uploadCodeCsv } from '../api/codes';

const day = (date: Date | null) => (date ? dayOfStoredDate(date) : '');

/** The rows back as the CSV uploadCodeCSV reads (ISO dates, a decimal point). */
export function codesCsv(rows: readonly InvitationCodeCsvRow[]): string {
  const header = [...CODE_CSV_COLUMNS.required, ...CODE_CSV_COLUMNS.optional].join(',');
  const lines = rows.map((row) =>
    [
      row.code,
      day(row.valid_from),
      day(row.valid_to),
      row.voucher_value ?? '',
      day(row.voucher_valid_from),
      day(row.voucher_valid_to),
    ].join(','),
  );
  return [header, ...lines].join('\n');
}

export function CodeImport({
  canteenId,
  language,
  onClose,
}: {
  canteenId: string;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('contributionRules');
  // Cells stay text (blank = ''), as the server's schema reads a CSV.
  const asText = (cell: string) => cell.trim();
  const columns = useMemo<ImportColumn[]>(
    () => [
      {
        key: 'code',
        label: t('codes.code'),
        aliases: ['code', 'codice', 'código'],
        required: true,
        parse: asText,
      },
      {
        key: 'valid_from',
        label: t('fields.validFrom'),
        aliases: ['valid_from', 'valido dal'],
        required: true,
        parse: asText,
      },
      {
        key: 'valid_to',
        label: t('fields.validTo'),
        aliases: ['valid_to', 'valido al'],
        required: true,
        parse: asText,
      },
      {
        key: 'voucher_value',
        label: t('codes.voucherValue'),
        aliases: ['voucher_value', 'voucher'],
        parse: asText,
      },
      {
        key: 'voucher_valid_from',
        label: t('codes.voucherFrom'),
        aliases: ['voucher_valid_from'],
        parse: asText,
      },
      { key: 'voucher_valid_to', label: t('codes.voucherTo'), aliases: ['voucher_valid_to'], parse: asText },
    ],
    [t],
  );
  return (
    <Modal open onClose={onClose} title={t('codes.importTitle')} size="xl">
      <p className="mb-4 text-sm text-slate-700">{t('codes.importHint')}</p>
      <ImportFlow
        rowSchema={invitationCodeCsvRowSchema}
        columns={columns}
        write={async (rows, options) => {
          options.onProgress(0, rows.length);
          await uploadCodeCsv(canteenId, language, codesCsv(rows), options.signal);
          options.onProgress(rows.length, rows.length);
        }}
      />
    </Modal>
  );
}
