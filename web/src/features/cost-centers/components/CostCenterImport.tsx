// Import of cost centres from pasted spreadsheet cells or a CSV file (the kit's import flow), all or nothing.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { costCenterImportSchema, importParsers, type ImportColumn } from '@backoffice/shared';
import { ImportFlow } from '../../../components/import';
import { Modal } from '../../../components/ui/Modal';
import { costCenters } from '../api/cost-centers';

export interface CostCenterImportProps {
  canteenId: string;
  open: boolean;
  onClose: () => void;
  onImported: (count: number) => void;
}

export function CostCenterImport({ canteenId, open, onClose, onImported }: CostCenterImportProps) {
  const { t } = useTranslation('costCenters');
  const columns = useMemo<ImportColumn[]>(
    () => [
      { key: 'name', label: t('fields.name'), aliases: ['nome', 'nombre', 'nom'], required: true },
      { key: 'code', label: t('fields.code'), aliases: ['codice', 'código', 'codigo'] },
      {
        key: 'useAsCustomPriceList',
        label: t('fields.useAsCustomPriceList'),
        aliases: ['price list', 'listino', 'lista de precios'],
        parse: importParsers.boolean,
      },
    ],
    [t],
  );
  return (
    <Modal open={open} onClose={onClose} title={t('import.title')} size="xl">
      <p className="mb-4 text-sm text-slate-700">{t('import.hint')}</p>
      <ImportFlow
        rowSchema={costCenterImportSchema}
        columns={columns}
        write={async (rows, options) => {
          await costCenters.createMany(canteenId, rows, options);
        }}
        onDone={onImported}
      />
    </Modal>
  );
}
