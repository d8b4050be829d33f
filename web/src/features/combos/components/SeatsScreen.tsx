// /seats (spec §2; key Admin): the active canteen's dining areas for table service (posto) and the seats each offers
// per time slot — live list with search and filter in the URL, create and edit in a side panel, delete.
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  SEAT_CAPACITY_MAX,
  SEAT_SLOTS_MAX,
  accessAllowed,
  nextSeatSlot,
  parseSeatListParams,
  seatAreaFormSchema,
  seatCovers,
  seatListQuery,
  sortedSeatSlots,
  type SeatAreaForm,
  type SeatListParams,
} from '@backoffice/shared';
import { CrudList } from '../../../components/crud/CrudList';
import { FormDrawer } from '../../../components/crud/FormDrawer';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { useDeletion } from '../../../components/crud/useDeletion';
import { YesNoFilterSelect } from '../../../components/crud/YesNoFilterSelect';
import {
  CheckboxInput,
  NumberInput,
  TextInput,
  useFieldError,
  useSchemaForm,
} from '../../../components/form';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import type { ResourceRecord } from '../../../lib/data/resource';
import { formatCount } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { seatAreas, seatFilters } from '../api/seats';

type Row = ResourceRecord<SeatAreaForm>;
interface Editing {
  id: string | null;
  values: SeatAreaForm | null;
}
const EMPTY: SeatAreaForm = { name: '', active: true, slots: [{ from: '12:00', to: '12:30', capacity: 40 }] };

export default function SeatsScreen() {
  const { t } = useTranslation('combos', { keyPrefix: 'seats' });
  const { t: shell } = useTranslation('shell');
  const { role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: params, key, apply } = useUrlState(parseSeatListParams, seatListQuery);
  const list = useLiveList(
    seatAreas.list(canteenId, { filters: seatFilters(params), search: params.search }, key),
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const mayWrite = accessAllowed('seats', 'create', { role, managesCanteen: true });
  const change = (next: Partial<SeatListParams>) => apply((current) => ({ ...current, ...next }));
  const deletion = useDeletion((id) => seatAreas.remove(id), {
    title: t('delete.title'),
    message: (name) => t('delete.message', { name }),
    done: (name) => t('delete.done', { name }),
  });

  const columns: Column<Row>[] = [
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{row.name}</span> },
    {
      id: 'slots',
      header: t('fields.slots'),
      cell: (row) => (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {sortedSeatSlots(row.slots).map((slot) => (
            <li key={slot.from}>
              {t('slotSeats', { from: slot.from, to: slot.to, seats: formatCount(slot.capacity) })}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'covers',
      header: t('fields.covers'),
      align: 'right',
      cell: (row) => formatCount(seatCovers(row.slots)),
    },
    {
      id: 'active',
      header: t('fields.active'),
      cell: (row) =>
        row.active ? (
          <Badge tone="success">{t('state.active')}</Badge>
        ) : (
          <Badge tone="neutral">{t('state.inactive')}</Badge>
        ),
    },
    editDeleteColumn<Row>({
      t,
      nameOf: (row) => row.name,
      allowed: mayWrite,
      onEdit: (row) => setEditing({ id: row.id, values: row }),
      onDelete: (row) => deletion.ask(row.id, row.name),
    }),
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.seats')}
        description={t('description', { canteen: canteenName })}
        actions={
          mayWrite ? (
            <Button onClick={() => setEditing({ id: null, values: null })}>{t('actions.new')}</Button>
          ) : undefined
        }
      />
      <CrudList
        t={t}
        canteenName={canteenName}
        list={list}
        columns={columns}
        search={params.search}
        onSearch={(search) => change({ search })}
        filtered={params.search !== '' || params.active !== 'all'}
        filters={
          <YesNoFilterSelect
            label={t('fields.active')}
            value={params.active}
            onChange={(active) => change({ active })}
            texts={{ all: t('state.all'), yes: t('state.onlyActive'), no: t('state.onlyInactive') }}
          />
        }
      />
      {canteenId && editing && (
        <SeatDrawer
          key={editing.id ?? 'new'}
          canteenId={canteenId}
          editing={editing}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.dialog}
    </>
  );
}

function SeatDrawer({
  canteenId,
  editing,
  onClose,
}: {
  canteenId: string;
  editing: Editing;
  onClose: () => void;
}) {
  const { t } = useTranslation('combos', { keyPrefix: 'seats' });
  const values = editing.values ?? EMPTY;
  const form = useSchemaForm(seatAreaFormSchema, {
    name: values.name,
    active: values.active,
    slots: sortedSeatSlots(values.slots).map((slot) => ({ ...slot })),
  });
  return (
    <FormDrawer
      open
      title={editing.id ? t('form.editTitle', { name: values.name }) : t('form.newTitle')}
      form={form}
      successMessage={t('form.saved')}
      onClose={onClose}
      onSubmit={async (input) => {
        const area = { ...input, slots: sortedSeatSlots(input.slots) };
        if (editing.id) await seatAreas.update(editing.id, area);
        else await seatAreas.create(canteenId, area);
      }}
    >
      <TextInput name="name" label={t('fields.name')} required autoComplete="off" />
      <CheckboxInput name="active" label={t('fields.active')} hint={t('form.activeHint')} variant="switch" />
      <SlotsEditor />
    </FormDrawer>
  );
}

function SlotsEditor() {
  const { t } = useTranslation('combos', { keyPrefix: 'seats' });
  const { control, register, getValues } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' });
  const rootError = useFieldError('slots.root');
  const arrayError = useFieldError('slots');
  const listError = rootError ?? arrayError;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-slate-900">{t('fields.slots')}</legend>
      {fields.map((field, index) => (
        <SlotRow key={field.id} index={index} register={register} onRemove={() => remove(index)} />
      ))}
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      {fields.length < SEAT_SLOTS_MAX ? (
        <div>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => append(nextSeatSlot(getValues('slots') as SeatAreaForm['slots']))}
          >
            {t('form.addSlot')}
          </Button>
        </div>
      ) : (
        // At the limit the button goes; the schema's own message says why.
        <p className="text-sm text-slate-700" data-slots-limit>
          {t('validation.slotsMax')}
        </p>
      )}
    </fieldset>
  );
}

function SlotRow({
  index,
  register,
  onRemove,
}: {
  index: number;
  register: ReturnType<typeof useFormContext>['register'];
  onRemove: () => void;
}) {
  const { t } = useTranslation('combos', { keyPrefix: 'seats' });
  const fromError = useFieldError(`slots.${index}.from`);
  const toError = useFieldError(`slots.${index}.to`);
  const error = fromError ?? toError;
  const number = index + 1;
  return (
    <div
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3"
      data-seat-slot={index}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t('fields.from', { number })}
        <input
          type="time"
          className="rounded-md border border-slate-300 px-2 py-1.5"
          aria-invalid={error ? true : undefined}
          {...register(`slots.${index}.from`)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t('fields.to', { number })}
        <input
          type="time"
          className="rounded-md border border-slate-300 px-2 py-1.5"
          aria-invalid={error ? true : undefined}
          {...register(`slots.${index}.to`)}
        />
      </label>
      <NumberInput
        name={`slots.${index}.capacity`}
        label={t('fields.capacity', { number })}
        min={1}
        max={SEAT_CAPACITY_MAX}
        step={1}
      />
      <Button size="sm" variant="ghost" onClick={onRemove} aria-label={t('form.removeSlot', { number })}>
        {t('form.remove')}
      </Button>
      {error && (
        <p role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
