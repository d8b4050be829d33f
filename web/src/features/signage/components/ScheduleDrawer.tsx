// A schedule in a side panel: its screen, name, weekdays and hours (dayparting), and its playlist of built-in boards
// and media-library documents (each item shows for its seconds, then the next, in a loop).
import { useFieldArray, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SIGNAGE_BOARDS, SIGNAGE_WEEKDAYS, signageScheduleFormSchema, type SignageScheduleForm } from '@backoffice/shared';
import { NumberInput, SelectInput, TextInput, useFieldError, useSchemaForm } from '../../../components/form';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { Button } from '../../../components/ui/Button';
import { schedules } from '../api/signage';
import { DocumentPicker } from './DocumentPicker';

export interface ScheduleEditing {
  id: string | null;
  values: SignageScheduleForm | null;
}

function Weekdays() {
  const { t } = useTranslation('signage');
  const { field } = useController({ name: 'weekdays' });
  const error = useFieldError('weekdays');
  const days = (field.value as number[] | undefined) ?? [];
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-slate-800">{t('fields.weekdays')}</legend>
      <div className="flex flex-wrap gap-3">
        {SIGNAGE_WEEKDAYS.map((day) => (
          <label key={day} className="inline-flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={days.includes(day)}
              onChange={(event) => field.onChange(event.target.checked ? [...days, day].sort() : days.filter((value) => value !== day))}
            />
            {t(`weekdays.${day}`)}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

function Playlist({ canteenId }: { canteenId: string }) {
  const { t } = useTranslation('signage');
  const { control, watch } = useFormContext<SignageScheduleForm>();
  const items = useFieldArray({ control, name: 'items' });
  const error = useFieldError('items');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-800">{t('fields.items')}</legend>
      <ol className="flex flex-col gap-2">
        {items.fields.map((field, index) => {
          const item = watch(`items.${index}`);
          return (
            <li key={field.id} className="flex flex-wrap items-end gap-2 rounded border border-slate-200 p-2">
              {item.kind === 'board' ? (
                <SelectInput name={`items.${index}.board`} label={t('playlist.boardN', { n: index + 1 })} options={SIGNAGE_BOARDS.map((board) => ({ value: board, label: t(`boards.${board}`) }))} />
              ) : (
                <span className="text-sm">{t('playlist.document', { name: item.name })}</span>
              )}
              <NumberInput name={`items.${index}.seconds`} label={t('playlist.secondsN', { n: index + 1 })} min={3} max={3600} />
              {/* The playlist's order is the playing order: an item moves one place up or down (keyboard: Tab, Enter). */}
              <Button size="sm" variant="ghost" disabled={index === 0} onClick={() => items.move(index, index - 1)} aria-label={t('playlist.moveUpOf', { n: index + 1 })}>
                <span aria-hidden="true">↑</span>
              </Button>
              <Button size="sm" variant="ghost" disabled={index === items.fields.length - 1} onClick={() => items.move(index, index + 1)} aria-label={t('playlist.moveDownOf', { n: index + 1 })}>
                <span aria-hidden="true">↓</span>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => items.remove(index)} aria-label={t('playlist.removeOf', { n: index + 1 })}>
                {t('playlist.remove')}
              </Button>
            </li>
          );
        })}
      </ol>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <Button size="sm" variant="secondary" className="self-start" onClick={() => items.append({ kind: 'board', board: 'menu', seconds: 20 })}>
        {t('playlist.addBoard')}
      </Button>
      <DocumentPicker canteenId={canteenId} onAdd={(item) => items.append(item)} />
    </fieldset>
  );
}

export function ScheduleDrawer({ editing, ...props }: { canteenId: string; screens: Array<{ id: string; name: string }>; editing: ScheduleEditing | null; onClose: () => void }) {
  return editing ? <OpenDrawer key={editing.id ?? 'new'} editing={editing} {...props} /> : null;
}

function OpenDrawer({ canteenId, screens, editing, onClose }: { canteenId: string; screens: Array<{ id: string; name: string }>; editing: ScheduleEditing; onClose: () => void }) {
  const { t } = useTranslation('signage');
  const values: SignageScheduleForm = editing.values ?? { screen_id: screens[0]?.id ?? '', name: '', weekdays: [1, 2, 3, 4, 5], from: '11:30', to: '14:30', items: [{ kind: 'board', board: 'menu', seconds: 30 }] };
  const form = useSchemaForm(signageScheduleFormSchema, values);
  return (
    <FormDrawer
      open
      title={editing.id ? t('scheduleForm.editTitle', { name: values.name }) : t('scheduleForm.newTitle')}
      form={form}
      successMessage={t('scheduleForm.saved')}
      onClose={onClose}
      onSubmit={async (values) => {
        // Documents carry their download address for the player (which has no Storage access); a missing file keeps none.
        const needsUrl = values.items.some((item) => item.kind === 'document' && !item.url);
        // Storage (12 KB gzip) loads only when a document needs its address.
        const fileUrl = needsUrl ? (await import('../../../lib/storage')).fileUrl : null;
        const items = await Promise.all(
          values.items.map(async (item) => (item.kind === 'document' && !item.url && fileUrl ? { ...item, url: await fileUrl(item.path).catch(() => undefined) } : item)),
        );
        const input = { ...values, items: items.map((item) => (item.kind === 'document' && item.url === undefined ? { kind: item.kind, path: item.path, name: item.name, seconds: item.seconds } : item)) };
        if (editing.id) await schedules.update(editing.id, { ...input, kind: 'schedule' });
        else await schedules.create(canteenId, { ...input, kind: 'schedule' });
      }}
    >
      <SelectInput name="screen_id" label={t('fields.screen')} options={screens.map((screen) => ({ value: screen.id, label: screen.name }))} />
      <TextInput name="name" label={t('fields.name')} required autoComplete="off" />
      <Weekdays />
      <div className="grid grid-cols-2 gap-3">
        <TextInput name="from" label={t('fields.from')} type="time" required />
        <TextInput name="to" label={t('fields.to')} type="time" required />
      </div>
      <Playlist canteenId={canteenId} />
    </FormDrawer>
  );
}
