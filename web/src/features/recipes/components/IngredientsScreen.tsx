// /ingredients (spec §6 Ricette): the ingredients recipes are made of — live cursor pages with a total, a name search
// kept in the URL, allergens and energy per 100 g, edit, and delete after confirmation; below, the suppliers list.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { accessAllowed, formatKcal, localizedText, normalizeLanguage } from '@backoffice/shared';
import { CrudList } from '../../../components/crud/CrudList';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { useDeletion } from '../../../components/crud/useDeletion';
import { useLiveList } from '../../../components/list/useLiveList';
import { AllergenList } from '../../../components/ui/AllergenList';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import type { Column } from '../../../components/ui/DataTable';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { deleteIngredient, ingredientList, type IngredientRow } from '../api/recipes';
import { nameSearchQuery, parseNameSearch } from './params';
import { SuppliersPanel } from './SuppliersPanel';

export default function IngredientsScreen() {
  const { t, i18n } = useTranslation('recipes');
  const { t: shell } = useTranslation('shell');
  // The list kit reads caption, search.* and actions.* of its t: the ingredients' own, under `ingredients.`.
  const { t: listT } = useTranslation('recipes', { keyPrefix: 'ingredients' });
  const language = normalizeLanguage(i18n.language);
  const navigate = useNavigate();
  const { role } = useSession();
  const { value: params, key, apply } = useUrlState(parseNameSearch, nameSearchQuery);
  const list = useLiveList(ingredientList(params.search, key));
  const mayEdit = accessAllowed('ingredients', 'update', { role });
  const nameOf = (row: IngredientRow) => localizedText(row.name, language) || row.id;
  const deletion = useDeletion(deleteIngredient, {
    title: t('ingredients.delete.title'),
    message: (name) => t('ingredients.delete.message', { name }),
    done: (name) => t('ingredients.delete.done', { name }),
  });
  const columns: Column<IngredientRow>[] = [
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{nameOf(row)}</span> },
    { id: 'allergens', header: t('fields.allergens'), cell: (row) => <AllergenList codes={row.allergens} compact /> },
    { id: 'kcal', header: t('ingredients.kcal100'), align: 'right', cell: (row) => formatKcal(row.per_100g.kcal) },
    { id: 'unit', header: t('fields.unit'), cell: (row) => t(`units.${row.unit}`) },
    editDeleteColumn<IngredientRow>({
      t: listT,
      nameOf,
      allowed: mayEdit,
      onEdit: (row) => void navigate(`/add-ingredient/${encodeURIComponent(row.id)}`),
      onDelete: (row) => deletion.ask(row.id, nameOf(row)),
    }),
  ];
  return (
    <>
      <PageHeader
        title={shell('screens.ingredients')}
        description={t('ingredients.description')}
        actions={
          mayEdit ? <Button onClick={() => void navigate('/add-ingredient')}>{t('ingredients.new')}</Button> : undefined
        }
      />
      <CrudList
        t={listT}
        canteenName=""
        list={list}
        columns={columns}
        search={params.search}
        onSearch={(search) => apply({ search })}
        filtered={params.search !== ''}
      />
      {deletion.dialog}
      <div className="mt-6">
        <SuppliersPanel mayEdit={accessAllowed('suppliers', 'update', { role })} />
      </div>
    </>
  );
}
