// /special-diets (spec §6 DieteSpeciali): the canteen's special diets — live list, search, allergen filter, the
// dishes of a chosen day's menu each diet must avoid, create, edit, delete.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALLERGEN_CODES,
  accessAllowed,
  parseSpecialDietListParams,
  specialDietListQuery,
  specialDietName,
  type AllergenCode,
  type SpecialDietListParams,
} from '@backoffice/shared';
import { useLiveList } from '../../../components/list/useLiveList';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { CrudList } from '../../../components/crud/CrudList';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import type { Column } from '../../../components/ui/DataTable';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { specialDietList, specialDiets, type SpecialDietRow } from '../api/special-diets';
import { AllergenBadges } from './AllergenBadges';
import { ClashCell, DayPicker, localToday } from './DayClashes';
import { useDayDishes } from '../api/clashes';
import { SpecialDietDrawer, type SpecialDietEditing } from './SpecialDietDrawer';
import { useAllergenName } from './AllergenPicker';

export default function SpecialDietsScreen() {
  const { t, i18n } = useTranslation('specialDiets');
  const { t: shell } = useTranslation('shell');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: params, key, apply } = useUrlState(parseSpecialDietListParams, specialDietListQuery);
  const list = useLiveList(specialDietList(canteenId, params, key));
  const day = params.day ?? localToday();
  const dishes = useDayDishes(canteenId, day);
  const allergenName = useAllergenName();
  const [editing, setEditing] = useState<SpecialDietEditing | null>(null);
  // The rules decide; the screen offers only what they allow (hidden, not disabled).
  const mayWrite = accessAllowed('special_diets', 'create', { role, managesCanteen: true });
  const deletion = useDeletion((id) => specialDiets.remove(id), {
    title: t('delete.title'),
    message: (name) => t('delete.message', { name }),
    done: (name) => t('delete.done', { name }),
  });
  const change = (next: Partial<SpecialDietListParams>, replace = false) =>
    // From the latest state, not the render's: two changes before a re-render both land.
    apply((current) => ({ ...current, ...next }), { replace });
  const nameOf = (row: SpecialDietRow) => specialDietName(row.name, language);

  const columns: Column<SpecialDietRow>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (row) => <span className="font-medium">{nameOf(row)}</span>,
    },
    {
      id: 'allergens',
      header: t('fields.excludedAllergens'),
      cell: (row) => <AllergenBadges codes={row.excluded_allergens} />,
    },
    {
      id: 'customers',
      header: t('fields.customers'),
      align: 'right',
      cell: (row) => row.customer_ids.length,
    },
    {
      id: 'clashes',
      header: t('clashes.column'),
      align: 'right',
      cell: (row) => <ClashCell dishes={dishes} excluded={row.excluded_allergens} dietName={nameOf(row)} />,
    },
    editDeleteColumn<SpecialDietRow>({
      t,
      nameOf: nameOf,
      allowed: mayWrite,
      onEdit: (row) => setEditing({ id: row.id, values: row, title: nameOf(row) }),
      onDelete: (row) => deletion.ask(row.id, nameOf(row)),
    }),
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.specialDiets')}
        description={t('description', { canteen: canteenName })}
        actions={
          mayWrite ? (
            <Button onClick={() => setEditing({ id: null, values: null, title: '' })}>
              {t('actions.new')}
            </Button>
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
        filtered={params.search !== '' || params.allergen !== null}
        filters={
          <>
            <SelectField
              label={t('filters.allergen')}
              value={params.allergen === null ? '' : String(params.allergen)}
              onChange={(event) =>
                change({
                  allergen: event.target.value === '' ? null : (Number(event.target.value) as AllergenCode),
                })
              }
              options={[
                { value: '', label: t('filters.anyAllergen') },
                ...ALLERGEN_CODES.map((code) => ({ value: String(code), label: allergenName(code) })),
              ]}
            />
            <DayPicker
              day={day}
              dishes={dishes}
              onChange={(next) => change({ day: next === localToday() ? null : next }, true)}
            />
          </>
        }
      />
      {canteenId && (
        <SpecialDietDrawer canteenId={canteenId} editing={editing} onClose={() => setEditing(null)} />
      )}
      {deletion.dialog}
    </>
  );
}
