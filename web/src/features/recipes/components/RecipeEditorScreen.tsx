// /add-recipe and /add-recipe/{id} (spec §6 EditorRicette, DeleteRecipe): names and description per language,
// ingredients with quantity per portion, allergens and nutrients computed from them (a manual allergen override is
// possible and shown as such), euro, points, co2, template, supplier, position; delete after confirmation.
import { useNavigate } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  RECIPE_DESCRIPTION_MAX,
  RECIPE_NAME_MAX,
  canOpenScreen,
  localizedText,
  normalizeLanguage,
  recipeFacts,
  recipeFormSchema,
  recipeWriteFields,
  sameAllergens,
  type RecipeFormInput,
  type UiLanguage,
} from '@backoffice/shared';
import {
  CheckboxInput,
  Form,
  NumberInput,
  SelectInput,
  SubmitButton,
  TextInput,
  TranslatableFields,
  useSchemaForm,
} from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { useRouteParams } from '../../../lib/route-context';
import { useSession } from '../../session';
import { saveRecipe, useIngredientsById, useRecipe, type RecipeRow } from '../api/recipes';
import { MenuDaysList, useFutureMenuDays, useRecipeDeletion } from './future-menus';
import { useCourseOptions } from './courses';
import { AllergenChecks } from './AllergenChecks';
import { IngredientLines } from './IngredientLines';
import { NameRequired } from './NameRequired';
import { SupplierSelect } from './SupplierSelect';
import { RecipeFacts } from './RecipeFacts';

export default function RecipeEditorScreen() {
  const { id } = useRouteParams();
  const recipe = useRecipe(id ?? null);
  const { t } = useTranslation('recipes');
  if (id && recipe.data === undefined && !recipe.error) return <SkeletonText lines={10} />;
  if (id && !recipe.data) return <Alert tone="error">{t('notFound')}</Alert>;
  return <RecipeForm key={id ?? 'new'} id={id ?? null} recipe={recipe.data ?? null} />;
}

function courseOf(recipe: RecipeRow | null): string {
  const course = (recipe as { component?: unknown } | null)?.component;
  return typeof course === 'string' ? course : '';
}

function defaults(recipe: RecipeRow | null): RecipeFormInput {
  const lines = (recipe?.ingredients ?? []).flatMap((line) => {
    const id = (line as { ingredient_id?: unknown }).ingredient_id;
    return typeof id === 'string' ? [{ ingredient_id: id, quantity: line.quantity, unit: line.unit as 'g' }] : [];
  });
  const override = (recipe as { allergens_override?: unknown } | null)?.allergens_override === true;
  return {
    name: { ...(recipe?.name ?? {}) },
    description: { ...(recipe?.description ?? {}) },
    ingredients: lines,
    allergens_override: override,
    manual_allergens: override ? [...(recipe?.allergens ?? [])] : [],
    euro: recipe?.euro ?? 0,
    points: recipe?.points ?? 0,
    co2: recipe?.co2,
    flag_co2: recipe?.flag_co2 ?? 'standard',
    template: typeof recipe?.template === 'string' ? recipe.template : undefined,
    supplier: recipe?.supplier ?? '',
    component: courseOf(recipe),
    pos: recipe?.pos ?? 9999,
  };
}

function RecipeForm({ id, recipe }: { id: string | null; recipe: RecipeRow | null }) {
  const { t, i18n } = useTranslation('recipes');
  const { t: shell } = useTranslation('shell');
  const language = normalizeLanguage(i18n.language) as UiLanguage;
  const navigate = useNavigate();
  const { role } = useSession();
  const form = useSchemaForm(recipeFormSchema, defaults(recipe));
  const lines = (useWatch({ control: form.control, name: 'ingredients' }) ?? []) as RecipeFormInput['ingredients'];
  const override = useWatch({ control: form.control, name: 'allergens_override' }) === true;
  const manual = (useWatch({ control: form.control, name: 'manual_allergens' }) ?? []) as number[];
  const ingredients = useIngredientsById((lines ?? []).map((line) => line.ingredient_id));
  const known = ingredients.data ?? new Map();
  const facts = recipeFacts(
    (lines ?? []).map((line) => ({ ...line, quantity: Number.isFinite(line.quantity) ? line.quantity : 0 })),
    known,
  );
  const names = new Map([...known.values()].map((item) => [item.id, localizedText(item.name, language)]));
  const mayDelete = id !== null && canOpenScreen('DeleteRecipe', role);
  const deletion = useRecipeDeletion(() => void navigate('/recipes'));
  const future = useFutureMenuDays(id);
  const futureDays = future.data ?? [];
  const allergens = override ? manual : facts.allergens;
  // Only once the ingredients are read: before that the computed allergens are empty, not changed.
  const allergensChange =
    recipe !== null && (override || ingredients.data !== undefined) && !sameAllergens(allergens, recipe.allergens);
  const name = recipe ? localizedText(recipe.name, language) : '';
  const courses = useCourseOptions(courseOf(recipe));

  return (
    <>
      <PageHeader
        title={id ? shell('screens.editRecipe') : shell('screens.addRecipe')}
        description={name ? `${name} — ${t('editorDescription')}` : t('editorDescription')}
        actions={
          mayDelete ? (
            <Button variant="danger" onClick={() => deletion.ask(id, name)}>
              {t('actions.delete')}
            </Button>
          ) : undefined
        }
      />
      <Form
        form={form}
        successMessage={t('saved')}
        onSubmit={async (input) => {
          const saved = await saveRecipe(id, recipeWriteFields(input, known));
          if (!id) void navigate(`/add-recipe/${encodeURIComponent(saved)}`, { replace: true });
        }}
      >
        <div className="flex flex-col gap-2">
          <TranslatableFields
            fields={[
              { name: 'name', label: t('fields.name'), maxLength: RECIPE_NAME_MAX },
              { name: 'description', label: t('fields.description'), multiline: true, maxLength: RECIPE_DESCRIPTION_MAX },
            ]}
          />
          <NameRequired />
        </div>
        <IngredientLines names={names} language={language} />
        <RecipeFacts facts={facts} allergens={allergens} overridden={override} />
        {futureDays.length > 0 && (allergensChange || form.formState.isDirty) && (
          <Alert tone="warning">
            <div data-testid="future-menus-warning">
              {allergensChange
                ? t('future.allergensChange', { count: futureDays.length })
                : t('future.onMenus', { count: futureDays.length })}
              <MenuDaysList days={futureDays} />
            </div>
          </Alert>
        )}
        <CheckboxInput name="allergens_override" label={t('fields.override')} hint={t('form.overrideHint')} />
        {override && <AllergenChecks name="manual_allergens" legend={t('fields.manualAllergens')} />}
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberInput name="euro" label={t('fields.euro')} min={0} step="any" />
          <NumberInput name="points" label={t('fields.points')} min={0} step="any" />
          <NumberInput name="pos" label={t('fields.pos')} min={0} step={1} />
          <NumberInput name="co2" label={t('fields.co2')} min={0} step="any" />
          <TextInput name="flag_co2" label={t('fields.flagCo2')} maxLength={200} />
          <TextInput name="template" label={t('fields.template')} maxLength={200} />
          <SupplierSelect label={t('fields.supplier')} />
          <SelectInput name="component" label={t('fields.component')} options={courses} />
        </div>
        <div>
          <SubmitButton>{t('actions.save')}</SubmitButton>
        </div>
      </Form>
      {deletion.dialog}
    </>
  );
}
