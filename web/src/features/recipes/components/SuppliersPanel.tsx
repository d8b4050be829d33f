// The suppliers list on /ingredients (issue 15): live, ordered by name; EditorRicette roles add, rename and delete
// (after confirmation). Recipes and ingredients store the name, so a renamed or deleted supplier stays readable there.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_NAME_MAX, supplierFormSchema } from '@backoffice/shared';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Form, SubmitButton, TextInput, useSchemaForm } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { deleteSupplier, saveSupplier, useSuppliers, type SupplierRow } from '../api/suppliers';

function SupplierForm({ row, onDone }: { row: SupplierRow | null; onDone: () => void }) {
  const { t } = useTranslation('recipes');
  const form = useSchemaForm(supplierFormSchema, { name: row?.name ?? '' });
  return (
    <Form
      form={form}
      className="flex flex-wrap items-end gap-2"
      successMessage={t('suppliers.saved')}
      guardUnsaved={false}
      onSubmit={async (input) => {
        await saveSupplier(row?.id ?? null, input);
        if (!row) form.reset({ name: '' });
        onDone();
      }}
    >
      <TextInput
        name="name"
        label={row ? t('suppliers.rename', { name: row.name }) : t('suppliers.new')}
        maxLength={SUPPLIER_NAME_MAX}
        required
      />
      <SubmitButton>{row ? t('actions.save') : t('suppliers.add')}</SubmitButton>
      {row && (
        <Button variant="secondary" onClick={onDone}>
          {t('suppliers.cancel')}
        </Button>
      )}
    </Form>
  );
}

export function SuppliersPanel({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation('recipes');
  const suppliers = useSuppliers();
  const [editing, setEditing] = useState<string | null>(null);
  const deletion = useDeletion(deleteSupplier, {
    title: t('suppliers.deleteTitle'),
    message: (name) => t('suppliers.deleteMessage', { name }),
    done: (name) => t('suppliers.deleted', { name }),
  });
  return (
    <Card title={t('suppliers.title')}>
      <div className="flex flex-col gap-3 p-5" data-testid="suppliers">
        <p className="text-sm text-slate-700">{t('suppliers.description')}</p>
        {suppliers.error ? (
          <Alert tone="error">{t('suppliers.error')}</Alert>
        ) : !suppliers.data ? (
          <SkeletonText lines={3} />
        ) : suppliers.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t('suppliers.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {suppliers.data.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-2 py-2" data-supplier={row.name}>
                {editing === row.id ? (
                  <SupplierForm row={row} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <span className="grow text-sm">{row.name}</span>
                    {mayEdit && (
                      <>
                        <Button
                          variant="secondary"
                          onClick={() => setEditing(row.id)}
                          aria-label={t('suppliers.editLabel', { name: row.name })}
                        >
                          {t('suppliers.edit')}
                        </Button>
                        <Button
                          variant="secondary"
                          onClick={() => deletion.ask(row.id, row.name)}
                          aria-label={t('suppliers.delete', { name: row.name })}
                        >
                          {t('suppliers.remove')}
                        </Button>
                      </>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {mayEdit && <SupplierForm row={null} onDone={() => undefined} />}
      </div>
      {deletion.dialog}
    </Card>
  );
}
