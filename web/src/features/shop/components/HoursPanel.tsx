// Service hours (one range, spec §5) and the categories' hours checked against them: each category's overlaps and
// ranges outside the service hours, and the stretches of the service hours in which no category can be ordered.
import { useTranslation } from 'react-i18next';
import { analyseTimeRanges, localizedText, serviceHoursFormSchema, type TimeRange } from '@backoffice/shared';
import { Form, SubmitButton, TimeRangeInput, useSchemaForm } from '../../../components/form';
import { Card } from '../../../components/ui/Card';
import { useContentLanguage } from '../../ifm-service';
import { updateServiceHours } from '../api/catalogue-writes';
import type { ServiceContext } from './CategoriesPanel';
import { categoryHours } from './category-facts';
import { TimeRangeNotes } from './TimeRangeNotes';

export function HoursPanel({ serviceId, categories, mayManage, serviceHours }: ServiceContext) {
  const { t } = useTranslation('shop');
  const language = useContentLanguage();
  const running = categories.filter((category) => !category.stopped);
  // A category without hours of its own is orderable for the whole service hours.
  const orderable: TimeRange[] = running.flatMap((category) => {
    const hours = categoryHours(category);
    return hours.length > 0 ? hours : serviceHours ? [serviceHours] : [];
  });
  const coverage = analyseTimeRanges(orderable, serviceHours);

  return (
    <div className="space-y-6">
      <Card title={t('hours.serviceTitle')}>
        {mayManage ? (
          <ServiceHoursForm
            key={`${serviceHours?.from}-${serviceHours?.to}`}
            serviceId={serviceId}
            hours={serviceHours}
          />
        ) : (
          <p className="text-sm">{serviceHours ? t('hours.value', { ...serviceHours }) : t('hours.none')}</p>
        )}
      </Card>
      <Card title={t('hours.coverageTitle')}>
        {serviceHours ? (
          <TimeRangeNotes analysis={{ ...coverage, overlaps: [], outside: [] }} gapsKey="hours.serviceGap" />
        ) : (
          <p className="text-sm text-slate-700">{t('hours.none')}</p>
        )}
        <ul className="mt-4 divide-y divide-slate-100">
          {categories.map((category) => {
            const hours = categoryHours(category);
            const analysis = analyseTimeRanges(hours, serviceHours);
            return (
              <li key={category.id} className="py-3" data-hours-category={category.id}>
                <p className="text-sm font-medium text-slate-900">
                  {localizedText(category.name, language)}{' '}
                  <span className="font-normal text-slate-700">
                    {hours.length === 0
                      ? t('categories.serviceHours')
                      : hours.map((range) => `${range.from}–${range.to}`).join(', ')}
                  </span>
                </p>
                {hours.length > 0 && <TimeRangeNotes analysis={{ ...analysis, gaps: [] }} />}
              </li>
            );
          })}
        </ul>
      </Card>
    </div>
  );
}

function ServiceHoursForm({ serviceId, hours }: { serviceId: string; hours: TimeRange | null }) {
  const { t } = useTranslation('shop');
  const form = useSchemaForm(serviceHoursFormSchema, { hours: hours ?? { from: '', to: '' } });
  return (
    <Form
      form={form}
      successMessage={t('hours.saved')}
      onSubmit={(values) => updateServiceHours(serviceId, values.hours)}
    >
      <TimeRangeInput name="hours" legend={t('hours.serviceLegend')} required />
      <div>
        <SubmitButton />
      </div>
    </Form>
  );
}
