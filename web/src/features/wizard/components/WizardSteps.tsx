// The wizard's five steps. All stay mounted (hidden but the current one) so the one form keeps every value; each
// step's fields are validated by the shared schema when Next is pressed.
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CANTEEN_GROUPS,
  CANTEEN_TIME_ZONES,
  GROUP_DEFAULTS,
  SERVICE_TAGS,
  WIZARD_CURRENCIES,
  WIZARD_STEPS,
  canteenType,
  groupNumberRange,
  type CanteenGroup,
  type CanteenType,
  type CanteenWizardInput,
  type EndpointPrefix,
} from '@backoffice/shared';
import { SelectInput, TextInput, useFieldError } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import { useStaffCandidates, useTemplateCanteens } from '../api/wizard';

/** The countries a group's canteens may have: the further-school brand runs in Italy and Spain. */
const GROUP_COUNTRIES: Readonly<Record<CanteenGroup, readonly EndpointPrefix[]>> = {
  italy: ['it'],
  italian_school: ['it'],
  spain: ['es'],
  spanish_school: ['es'],
  further_school: ['it', 'es'],
  chile: ['cl'],
  other: ['other'],
};

/** The canteen type a group's canteens have (spec §3: the school groups, Spanish canteen, other). */
function typeOfGroup(group: CanteenGroup): CanteenType {
  if (group === 'italian_school' || group === 'spanish_school' || group === 'further_school') return group;
  return group === 'spain' ? 'spanish_canteen' : 'other';
}

export function StepPanels({
  step,
  canteenId,
  taken,
}: {
  step: number;
  canteenId: string | null;
  taken: boolean | undefined;
}) {
  const current = WIZARD_STEPS[step];
  return (
    <>
      <div hidden={current !== 'identity'}>
        <IdentityStep canteenId={canteenId} taken={taken} />
      </div>
      <div hidden={current !== 'data'}>
        <DataStep />
      </div>
      <div hidden={current !== 'services'}>
        <ServicesStep />
      </div>
      <div hidden={current !== 'menu'}>
        <MenuStep />
      </div>
      <div hidden={current !== 'staff'}>
        <StaffStep />
      </div>
    </>
  );
}

function IdentityStep({ canteenId, taken }: { canteenId: string | null; taken: boolean | undefined }) {
  const { t } = useTranslation('wizard');
  const { t: canteens } = useTranslation('canteens');
  const { setValue } = useFormContext<CanteenWizardInput>();
  const group = useWatch<CanteenWizardInput, 'group'>({ name: 'group' });
  const previous = useRef(group);
  // A new group brings its country, currency and time zone (the admin may still change them on the next step).
  useEffect(() => {
    if (previous.current === group) return;
    previous.current = group;
    const defaults = GROUP_DEFAULTS[group];
    setValue('endpoint_prefix', defaults.endpoint_prefix, { shouldDirty: true });
    setValue('currency', defaults.currency, { shouldDirty: true });
    setValue('time_zone', defaults.time_zone, { shouldDirty: true });
  }, [group, setValue]);
  const range = groupNumberRange(group);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SelectInput
        name="group"
        label={t('fields.group')}
        required
        options={CANTEEN_GROUPS.map((value) => ({ value, label: canteens(`groups.${value}`) }))}
      />
      <TextInput
        name="number"
        label={t('fields.number')}
        required
        inputMode="numeric"
        autoComplete="off"
        hint={range ? t('hints.numberRange', { from: range.from, to: range.to }) : t('hints.numberOutside')}
      />
      <div className="md:col-span-2" aria-live="polite">
        {canteenId && taken === true && <Alert tone="warning">{t('errors.taken', { id: canteenId })}</Alert>}
        {canteenId && taken === false && (
          <Alert tone="success">
            {t('hints.free', { id: canteenId, type: canteens(`types.${canteenType(canteenId)}`) })}
          </Alert>
        )}
      </div>
    </div>
  );
}

function DataStep() {
  const { t } = useTranslation('wizard');
  const { t: canteens } = useTranslation('canteens');
  const group = useWatch<CanteenWizardInput, 'group'>({ name: 'group' });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextInput name="name" label={t('fields.name')} required autoComplete="off" />
      <TextInput name="address" label={t('fields.address')} autoComplete="off" />
      <SelectInput
        name="endpoint_prefix"
        label={t('fields.country')}
        required
        options={GROUP_COUNTRIES[group].map((value) => ({ value, label: canteens(`countries.${value}`) }))}
      />
      <SelectInput
        name="currency"
        label={t('fields.currency')}
        required
        options={WIZARD_CURRENCIES.map((value) => ({ value, label: value }))}
      />
      <SelectInput
        name="time_zone"
        label={t('fields.timeZone')}
        required
        options={CANTEEN_TIME_ZONES.map((value) => ({ value, label: value }))}
      />
      <p className="self-end text-sm text-slate-600">
        {t('hints.type', { type: canteens(`types.${typeOfGroup(group)}`) })}
      </p>
    </div>
  );
}

/** A group of native checkboxes bound to one array field (react-hook-form collects the checked values). */
function CheckboxGroup({
  name,
  legend,
  hint,
  options,
}: {
  name: 'services' | 'staff';
  legend: string;
  hint?: string;
  options: Array<{ value: string; label: string; detail?: string; hidden?: boolean }>;
}) {
  const { register } = useFormContext<CanteenWizardInput>();
  const error = useFieldError(name);
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {hint && <p className="text-xs text-slate-600">{hint}</p>}
      <ul className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <li key={option.value} hidden={option.hidden}>
            <label className="inline-flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={option.value}
                className="mt-0.5 size-4 rounded border-slate-400 text-brand-600"
                {...register(name)}
              />
              <span>
                {option.label}
                {option.detail && <span className="block text-xs text-slate-600">{option.detail}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

function ServicesStep() {
  const { t } = useTranslation('wizard');
  return (
    <CheckboxGroup
      name="services"
      legend={t('fields.services')}
      hint={t('hints.services')}
      options={SERVICE_TAGS.map((value) => ({ value, label: t(`services.${value}`) }))}
    />
  );
}

function MenuStep() {
  const { t } = useTranslation('wizard');
  const templates = useTemplateCanteens();
  if (templates.error) return <Alert tone="error">{t('menu.loadError')}</Alert>;
  if (templates.data === undefined) return <Skeleton className="h-16" />;
  return (
    <div className="flex flex-col gap-3">
      <SelectInput
        name="template_canteen_id"
        label={t('fields.template')}
        required
        placeholder={t('menu.choose')}
        options={templates.data.map((canteen) => ({
          value: canteen.id,
          label: `${canteen.id} · ${canteen.name}`,
        }))}
      />
      <p className="text-sm text-slate-600">{t('hints.template')}</p>
    </div>
  );
}

function StaffStep() {
  const { t } = useTranslation('wizard');
  const { t: shell } = useTranslation('shell');
  const candidates = useStaffCandidates();
  const [filter, setFilter] = useState('');
  if (candidates.error) return <Alert tone="error">{t('staff.loadError')}</Alert>;
  if (candidates.data === undefined) return <Skeleton className="h-32" />;
  const term = filter.trim().toLowerCase();
  // Hidden by the filter, a chosen member stays chosen: the boxes are only hidden, never unmounted.
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('staff.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        autoComplete="off"
      />
      {candidates.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('staff.none')}</p>
      ) : (
        <CheckboxGroup
          name="staff"
          legend={t('fields.staff')}
          hint={t('hints.staff')}
          options={candidates.data.map((user) => ({
            value: user.uid,
            label: `${user.surname} ${user.name}`,
            detail: `${user.email} · ${shell(`roles.${user.role}`, { defaultValue: user.role })}`,
            hidden: term !== '' && !`${user.name} ${user.surname} ${user.email}`.toLowerCase().includes(term),
          }))}
        />
      )}
    </div>
  );
}
