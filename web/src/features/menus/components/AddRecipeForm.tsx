// Adding a recipe to the day (spec §2): find it by name (suggestions from 2 characters, any language), choose an
// occasion, a diet and a component of the canteen's structure; only a valid combination can be confirmed (§5).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  localizedText,
  placementChoices,
  recipeInsertionSchema,
  structureName,
  validPlacements,
  type MenuPlacement,
  type MenuStructure,
  type UiLanguage,
} from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { SuggestionInput } from '../../../components/ui/SuggestionInput';
import { useRecipeSearch } from '../api/recipes';

export interface RecipeToAdd extends MenuPlacement {
  recipeId: string;
  points: number;
  euro: number;
}

export function AddRecipeForm({
  structure,
  language,
  onAdd,
}: {
  structure: MenuStructure;
  language: UiLanguage;
  onAdd: (recipe: RecipeToAdd) => Promise<boolean>;
}) {
  const { t } = useTranslation('menus');
  const [text, setText] = useState('');
  const [occasionId, setOccasionId] = useState(structure.occasions.length === 1 ? structure.occasions[0]!.id : '');
  const [dietId, setDietId] = useState('');
  const [componentId, setComponentId] = useState('');
  const [busy, setBusy] = useState(false);
  const { data: found = [] } = useRecipeSearch(text);
  const recipe = found.find((candidate) => localizedText(candidate.name, language) === text) ?? null;
  const choices = placementChoices(structure, { occasionId, dietId });
  const validComponents = new Set(choices.components.map((component) => component.id));
  const validDiets = new Set(choices.diets.map((diet) => diet.id));
  const schema = recipeInsertionSchema(validPlacements(structure));
  const candidate = { recipeId: recipe?.id ?? '', occasionId, dietId, componentId };
  const valid = schema.safeParse(candidate).success;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !recipe) return;
    setBusy(true);
    const added = await onAdd({ ...candidate, points: recipe.points, euro: recipe.euro });
    setBusy(false);
    if (added) {
      setText('');
      setComponentId('');
    }
  };

  return (
    <Card title={t('add.title')}>
      <form className="grid gap-3 md:grid-cols-2 xl:grid-cols-5 xl:items-end" onSubmit={(event) => void submit(event)}>
        <div className="md:col-span-2">
          <SuggestionInput
            label={t('add.recipe')}
            hint={t('add.recipeHint')}
            value={text}
            onValueChange={setText}
            language={language}
            items={found.map((item) => ({ value: localizedText(item.name, language), labels: item.name }))}
            error={text.length >= 2 && found.length === 0 ? t('add.noMatch') : null}
          />
        </div>
        <SelectField
          label={t('fields.occasion')}
          value={occasionId}
          placeholder={t('add.choose')}
          onChange={(event) => {
            setOccasionId(event.target.value);
            setDietId('');
            setComponentId('');
          }}
          options={structure.occasions.map((occasion) => ({
            value: occasion.id,
            label: structureName(occasion, occasion.id, language),
          }))}
        />
        <SelectField
          label={t('fields.diet')}
          value={dietId}
          placeholder={t('add.choose')}
          disabled={!occasionId}
          onChange={(event) => {
            setDietId(event.target.value);
            setComponentId('');
          }}
          options={structure.diets.map((diet) => ({
            value: diet.id,
            label: structureName(diet, diet.id, language),
            disabled: !validDiets.has(diet.id),
          }))}
        />
        <SelectField
          label={t('fields.component')}
          value={componentId}
          placeholder={t('add.choose')}
          disabled={!dietId}
          hint={dietId ? t('add.componentHint') : undefined}
          onChange={(event) => setComponentId(event.target.value)}
          options={structure.components.map((component) => ({
            value: component.id,
            // A component the diet does not serve stays listed, greyed out: the cook sees why it cannot be chosen.
            label: validComponents.has(component.id)
              ? structureName(component, component.id, language)
              : t('add.notServed', { name: structureName(component, component.id, language) }),
            disabled: !validComponents.has(component.id),
          }))}
        />
        <div className="md:col-span-2 xl:col-span-5">
          <Button type="submit" disabled={!valid} busy={busy}>
            {t('add.confirm')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
