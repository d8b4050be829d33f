// The report's period: presets in whole ISO weeks, or two days picked by hand (checked before they reach the address).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultSlaPeriod, slaPeriodSchema, type SlaPeriod } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';

/** Presets: the current week alone, or it with the 4, 12 or 26 weeks before. */
const PRESET_WEEKS = [0, 4, 12, 26] as const;

export interface PeriodPickerProps {
  period: SlaPeriod;
  today: string;
  onChange: (period: SlaPeriod) => void;
}

export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const { t } = useTranslation('customerCareSla');
  const preset = PRESET_WEEKS.find((weeks) => {
    const candidate = defaultSlaPeriod(today, weeks);
    return candidate.from === period.from && candidate.to === period.to;
  });
  const [custom, setCustom] = useState(preset === undefined);
  const [draft, setDraft] = useState(period);
  const [error, setError] = useState<string | null>(null);

  const choose = (value: string) => {
    if (value === 'custom') {
      setDraft(period);
      setCustom(true);
      return;
    }
    setCustom(false);
    setError(null);
    onChange(defaultSlaPeriod(today, Number(value)));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = slaPeriodSchema.safeParse(draft);
    if (!parsed.success) {
      setError(t(`errors.${parsed.error.issues[0]?.message.split('.').pop() ?? 'day'}`, { defaultValue: t('errors.day') }));
      return;
    }
    setError(null);
    onChange(parsed.data);
  };

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={apply} noValidate>
      <SelectField
        label={t('period.label')}
        name="slaPeriod"
        value={custom ? 'custom' : String(preset ?? 'custom')}
        onChange={(event) => choose(event.target.value)}
        options={[
          ...PRESET_WEEKS.map((weeks) => ({ value: String(weeks), label: t(`period.presets.${weeks}`) })),
          { value: 'custom', label: t('period.custom') },
        ]}
      />
      {custom && (
        <>
          <TextField
            type="date"
            name="from"
            label={t('period.from')}
            value={draft.from}
            max={today}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
          <TextField
            type="date"
            name="to"
            label={t('period.to')}
            value={draft.to}
            max={today}
            error={error}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
          <Button type="submit" variant="secondary">
            {t('period.apply')}
          </Button>
        </>
      )}
    </form>
  );
}
