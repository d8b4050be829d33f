// A category's hours: a list of ranges (each checked as spec §5 says), with the overlaps, the gaps inside the service
// hours and the ranges outside them shown as the user types.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CATEGORY_HOURS_MAX, analyseTimeRanges, type TimeRange } from '@backoffice/shared';
import { TimeRangeInput } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { TimeRangeNotes } from './TimeRangeNotes';

export function HoursListInput({ name, serviceHours }: { name: string; serviceHours: TimeRange | null }) {
  const { t } = useTranslation('shop');
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const ranges = (useWatch({ control, name }) ?? []) as TimeRange[];
  const analysis = analyseTimeRanges(ranges, serviceHours);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">{t('hours.categoryLegend')}</legend>
      <p className="text-xs text-slate-600">
        {serviceHours ? t('hours.categoryHint', { ...serviceHours }) : t('hours.categoryHintNoService')}
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className="flex flex-wrap items-end gap-2">
          <TimeRangeInput name={`${name}.${index}`} legend={t('hours.range', { number: index + 1 })} />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => remove(index)}
            aria-label={t('hours.removeRange', { number: index + 1 })}
          >
            {t('hours.remove')}
          </Button>
        </div>
      ))}
      {fields.length < CATEGORY_HOURS_MAX && (
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => append(serviceHours ? { ...serviceHours } : { from: '', to: '' })}
          >
            {t('hours.addRange')}
          </Button>
        </div>
      )}
      {ranges.length > 0 && <TimeRangeNotes analysis={analysis} />}
    </fieldset>
  );
}
