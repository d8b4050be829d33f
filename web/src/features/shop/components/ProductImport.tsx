// Mass import of products (spec §2 Services screen): cells pasted from a spreadsheet (tab-separated) or typed in the
// text area, or a CSV file, through the kit's import flow — column mapping, a preview with each bad row's errors
// (unknown category, bad price, missing name in the default language…), nothing written while a kept row is
// invalid, then one all-or-nothing write of every kept row.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { productImportColumns, productImportRowSchema, type UiLanguage } from '@backoffice/shared';
import { ImportFlow } from '../../../components/import';
import { Modal } from '../../../components/ui/Modal';
import type { CatalogueCategory } from '../../ifm-service';
import { importProducts } from '../api/catalogue-writes';

export interface ProductImportProps {
  serviceId: string;
  currency: string;
  categories: readonly CatalogueCategory[];
  /** The language every imported product must have a name in (the one the screen shows names in). */
  language: UiLanguage;
  onClose: () => void;
  onImported?: (count: number) => void;
}

export function ProductImport({
  serviceId,
  currency,
  categories,
  language,
  onClose,
  onImported,
}: ProductImportProps) {
  const { t } = useTranslation('shop');
  const { t: common } = useTranslation('common');
  const columns = useMemo(
    () =>
      productImportColumns(
        {
          category: t('fields.category'),
          name: (nameLanguage) => t('import.nameIn', { language: common(`languages.${nameLanguage}`) }),
          description: t('import.descriptionIn', { language: common(`languages.${language}`) }),
          price: t('fields.price'),
          points: t('fields.points'),
          maxQuantity: t('fields.maxQuantity'),
          available: t('fields.available'),
        },
        language,
      ),
    [t, common, language],
  );
  const rowSchema = useMemo(
    () => productImportRowSchema(currency, categories, language),
    [currency, categories, language],
  );

  return (
    <Modal open onClose={onClose} title={t('import.title')} size="xl">
      <div className="mb-4 space-y-1 text-sm text-slate-700">
        <p>{t('import.hint', { language: common(`languages.${language}`) })}</p>
        <p>{t('import.defaults')}</p>
      </div>
      <ImportFlow
        rowSchema={rowSchema}
        columns={columns}
        write={async (rows, options) => {
          await importProducts(serviceId, rows, options);
        }}
        onDone={onImported}
      />
    </Modal>
  );
}
