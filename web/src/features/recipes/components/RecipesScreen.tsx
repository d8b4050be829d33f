// /recipes (spec §6 Ricette, DeleteRecipe): the recipe book — live cursor pages with a total, a name search in any
// language kept in the URL, allergens and energy per portion, edit, and delete after confirmation (irreversible);
// a free choice of recipes (across pages and searches) downloads as a recipe book PDF.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { accessAllowed, canOpenScreen, formatKcal, localizedText, normalizeLanguage } from '@backoffice/shared';
import { CrudList } from '../../../components/crud/CrudList';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { useLiveList } from '../../../components/list/useLiveList';
import { AllergenList } from '../../../components/ui/AllergenList';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import type { Column } from '../../../components/ui/DataTable';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { recipeList, type RecipeRow } from '../api/recipes';
import { useRecipeDeletion } from './future-menus';
import { parseRecipeListParams, recipeListQuery } from './params';
import { RecipeFilters } from './RecipeFilters';
import { useRecipeBookChoice } from './RecipeBookChoice';

export default function RecipesScreen() {
  const { t, i18n } = useTranslation('recipes');
  const { t: shell } = useTranslation('shell');
  const language = normalizeLanguage(i18n.language);
  const navigate = useNavigate();
  const { role } = useSession();
  const { value: params, key, apply } = useUrlState(parseRecipeListParams, recipeListQuery);
  const list = useLiveList(recipeList(params, key));
  const mayEdit = accessAllowed('recipes', 'update', { role });
  const mayDelete = canOpenScreen('DeleteRecipe', role);
  const nameOf = (row: RecipeRow) => localizedText(row.name, language) || row.id;
  const deletion = useRecipeDeletion();
  const book = useRecipeBookChoice();

  const columns: Column<RecipeRow>[] = [
    {
      id: 'book',
      header: <span className="sr-only">{t('book.column')}</span>,
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={t('book.choose', { name: nameOf(row) })}
          checked={book.chosen.has(row.id)}
          disabled={!book.chosen.has(row.id) && book.full}
          onChange={(event) => book.toggle(row.id, event.target.checked)}
        />
      ),
    },
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{nameOf(row)}</span> },
    { id: 'allergens', header: t('fields.allergens'), cell: (row) => <AllergenList codes={row.allergens} compact /> },
    { id: 'kcal', header: t('fields.kcal'), align: 'right', cell: (row) => formatKcal(row.kcal) },
    { id: 'supplier', header: t('fields.supplier'), cell: (row) => row.supplier || '—' },
    editDeleteColumn<RecipeRow>({
      t,
      nameOf,
      allowed: mayEdit || mayDelete,
      onEdit: (row) => void navigate(`/add-recipe/${encodeURIComponent(row.id)}`),
      onDelete: (row) => deletion.ask(row.id, nameOf(row)),
    }),
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.recipes')}
        description={t('description')}
        actions={mayEdit ? <Button onClick={() => void navigate('/add-recipe')}>{t('actions.new')}</Button> : undefined}
      />
      {book.bar}
      <CrudList
        t={t}
        canteenName=""
        list={list}
        columns={columns}
        search={params.search}
        onSearch={(search) => apply((current) => ({ ...current, search }))}
        filters={<RecipeFilters params={params} onChange={(next) => apply(next)} />}
        filtered={params.search !== '' || params.free !== '' || params.supplier.trim() !== '' || params.course !== ''}
      />
      {deletion.dialog}
    </>
  );
}
