// The activity log's filters: canteen, user, collection, operation, day range; applied together (one history entry).
import { useTranslation } from 'react-i18next';
import {
  ALL_CANTEENS,
  LOGGED_WRITE_COLLECTIONS,
  AUDITED_WRITE_OPERATIONS,
  EMPTY_ACTIVITY_LOG_PARAMS,
  activityLogFiltersSchema,
  type ActivityLogParams,
} from '@backoffice/shared';
import { Form, SelectInput, SubmitButton, TextInput, useSchemaForm } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';

export interface ActivityFiltersProps {
  applied: ActivityLogParams;
  /** Canteens the role may look at: [id, name]. */
  canteens: ReadonlyArray<readonly [string, string]>;
  mayChooseAll: boolean;
  onApply: (params: ActivityLogParams) => void;
}

export function ActivityFilters({ applied, canteens, mayChooseAll, onApply }: ActivityFiltersProps) {
  const { t } = useTranslation('activityLog');
  const form = useSchemaForm(activityLogFiltersSchema, applied);
  return (
    <Card title={t('filters.title')} className="mb-4">
      <Form form={form} onSubmit={(values) => onApply(values)} successMessage={null} guardUnsaved={false}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3 xl:grid-cols-6">
          <SelectInput
            name="canteen"
            label={t('filters.canteen')}
            options={[
              { value: '', label: t('filters.activeCanteen') },
              ...(mayChooseAll ? [{ value: ALL_CANTEENS, label: t('filters.allCanteens') }] : []),
              ...canteens.map(([id, name]) => ({ value: id, label: name === id ? id : `${name} (${id})` })),
            ]}
          />
          <TextInput name="user" label={t('filters.user')} hint={t('filters.userHint')} autoComplete="off" />
          <SelectInput
            name="collection"
            label={t('filters.collection')}
            options={[
              { value: '', label: t('filters.everything') },
              ...LOGGED_WRITE_COLLECTIONS.map((key) => ({ value: key, label: key })),
            ]}
          />
          <SelectInput
            name="operation"
            label={t('filters.operation')}
            options={[
              { value: '', label: t('filters.anyOperation') },
              ...AUDITED_WRITE_OPERATIONS.map((operation) => ({
                value: operation,
                label: t(`operations.${operation}`),
              })),
            ]}
          />
          <TextInput name="from" type="date" label={t('filters.from')} />
          <TextInput name="to" type="date" label={t('filters.to')} />
        </div>
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              form.reset(EMPTY_ACTIVITY_LOG_PARAMS);
              onApply(EMPTY_ACTIVITY_LOG_PARAMS);
            }}
          >
            {t('filters.reset')}
          </Button>
          <SubmitButton>{t('filters.apply')}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
