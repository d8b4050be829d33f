// The composer's form: title and body per language, channels, audience (a canteen's customers, staff roles, chosen
// users), schedule with its time zone; beside it the next five occurrences and the audience size per channel.
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  AUDIENCE_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TIME_ZONES,
  ROLE_PRIORITY,
  SCHEDULE_TYPES,
  composerSchema,
  composerToInput,
  type ComposerInput,
} from '@backoffice/shared';
import { Form, SelectInput, SubmitButton, TextInput, TranslatableFields, useFieldError, useSchemaForm } from '../../../components/form';
import { Card } from '../../../components/ui/Card';
import { DateTimeField } from '../../../components/ui/DateTimeFields';
import { createNotification, refusalKey, updateNotification } from '../api/notifications';
import { AudienceSize } from './AudienceSize';
import { OccurrencePreview } from './OccurrencePreview';
import { RecipientPicker } from './RecipientPicker';

export interface ComposerFormProps {
  /** null: a new notification. */
  id: string | null;
  initial: ComposerInput;
}

export function ComposerForm({ id, initial }: ComposerFormProps) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const form = useSchemaForm(composerSchema, initial);
  // The preview counts from when the form opened; the server resolves the schedule again when it saves.
  const [now] = useState(() => new Date());
  return (
    <Form
      form={form}
      successMessage={id ? t('composer.updated') : t('composer.sent')}
      describeError={(error) => {
        const key = refusalKey(error);
        return key ? t(key) : null;
      }}
      onSubmit={async (values) => {
        const input = composerToInput(values);
        const saved = id ? await updateNotification(id, input) : await createNotification(input);
        void navigate(`/notification-programmed-details/${saved.id}`);
      }}
      className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
    >
      <div className="flex flex-col gap-4">
        <Card>
          <h2 className="mb-3 text-base font-semibold text-slate-900">{t('composer.texts')}</h2>
          <TranslatableFields
            languages="communication"
            fields={[
              { name: 'title', label: t('fields.title'), maxLength: 200 },
              { name: 'body', label: t('fields.body'), multiline: true, maxLength: 2000 },
            ]}
          />
        </Card>
        <Card>
          <Channels />
        </Card>
        <Card>
          <Audience />
        </Card>
        <Card>
          <Schedule />
        </Card>
        <div className="flex justify-end">
          <SubmitButton>{id ? t('composer.save') : t('composer.send')}</SubmitButton>
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <Card>
          <OccurrencePreview now={now} />
        </Card>
        <Card>
          <AudienceSize />
        </Card>
      </div>
    </Form>
  );
}

function Channels() {
  const { t } = useTranslation('notifications');
  const { register } = useFormContext<ComposerInput>();
  const error = useFieldError('channels');
  return (
    <fieldset aria-describedby={error ? 'channels-error' : undefined}>
      <legend className="mb-2 text-base font-semibold text-slate-900">{t('fields.channels')}</legend>
      <div className="flex flex-wrap gap-4">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label key={channel} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="checkbox" value={channel} className="size-4 rounded border-slate-400" {...register('channels')} />
            {t(`channels.${channel}`)}
          </label>
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">{t('composer.noneHint')}</p>
      {error && (
        <p id="channels-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Audience() {
  const { t } = useTranslation('notifications');
  const { t: shell } = useTranslation('shell');
  const { register } = useFormContext<ComposerInput>();
  const type = useWatch<ComposerInput, 'audienceType'>({ name: 'audienceType' });
  const canteenId = useWatch<ComposerInput, 'canteenId'>({ name: 'canteenId' });
  const rolesError = useFieldError('roles');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-slate-900">{t('fields.audience')}</legend>
      <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={t('fields.audienceType')}>
        {AUDIENCE_TYPES.map((audience) => (
          <label key={audience} className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <input type="radio" value={audience} className="size-4" {...register('audienceType')} />
            {t(`audience.${audience}`)}
          </label>
        ))}
      </div>
      <TextInput name="canteenId" label={t('fields.canteen')} hint={t('composer.canteenHint')} autoComplete="off" />
      {type === 'staff' && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.roles')}</legend>
          <div className="grid grid-cols-2 gap-1 sm:grid-cols-3">
            {ROLE_PRIORITY.map((role) => (
              <label key={role} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" value={role} className="size-4 rounded border-slate-400" {...register('roles')} />
                {shell(`roles.${role}`)}
              </label>
            ))}
          </div>
          {rolesError && <p className="text-sm font-medium text-red-700">{rolesError}</p>}
        </fieldset>
      )}
      {type === 'users' && <RecipientPicker canteenId={canteenId} />}
    </fieldset>
  );
}

function Schedule() {
  const { t } = useTranslation('notifications');
  const { register } = useFormContext<ComposerInput>();
  const type = useWatch<ComposerInput, 'scheduleType'>({ name: 'scheduleType' });
  const timeZone = useWatch<ComposerInput, 'timeZone'>({ name: 'timeZone' });
  const atError = useFieldError('at');
  const zones = NOTIFICATION_TIME_ZONES.includes(timeZone as never) ? NOTIFICATION_TIME_ZONES : [timeZone, ...NOTIFICATION_TIME_ZONES];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-semibold text-slate-900">{t('fields.schedule')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectInput name="scheduleType" label={t('fields.scheduleType')} options={SCHEDULE_TYPES.map((value) => ({ value, label: t(`schedule.${value}`) }))} />
        <SelectInput name="timeZone" label={t('fields.timeZone')} options={zones.map((zone) => ({ value: zone, label: zone }))} />
        {type === 'SPECIFIC_DAY' && <DateTimeField label={t('fields.at')} required error={atError} {...register('at')} />}
        {type === 'WEEKLY' && (
          <SelectInput
            name="weekday"
            label={t('fields.weekday')}
            options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: String(day), label: t(`weekdays.${day}`) }))}
          />
        )}
        {type === 'MONTHLY' && (
          <SelectInput
            name="dayOfMonth"
            label={t('fields.dayOfMonth')}
            hint={t('composer.dayOfMonthHint')}
            options={Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
          />
        )}
        {(type === 'WEEKLY' || type === 'MONTHLY') && <TextInput name="time" type="time" label={t('fields.time')} required />}
      </div>
    </fieldset>
  );
}
