// /menu/structure, names and limits (spec §6 MenuStructure, §5): the names of the canteen's occasions, diets and
// courses in the eight languages, and each course's per-order maximum (99999 = no limit); saved to menu_structure by
// the saveMenuStructure callable, which checks the same schema.
import { useTranslation } from 'react-i18next';
import {
  PER_COURSE_NO_LIMIT,
  STRUCTURE_NAME_MAX,
  menuStructureNamesFormSchema,
  normalizeLanguage,
  structureName,
  structureNamesForm,
  type MenuStructure,
} from '@backoffice/shared';
import { Form, NumberInput, SubmitButton, TranslatableFields, useSchemaForm } from '../../../components/form';
import { Card } from '../../../components/ui/Card';
import { saveMenuStructureNames } from '../api/menu-day';

export function MenuStructureNames({
  canteenId,
  structure,
}: {
  canteenId: string;
  structure: MenuStructure;
}) {
  const { t, i18n } = useTranslation('menus');
  const language = normalizeLanguage(i18n.language);
  const form = useSchemaForm(menuStructureNamesFormSchema, structureNamesForm(structure));
  const label = (kind: string, entry: { id: string; name: Record<string, string | undefined> }) =>
    `${t(`structure.kinds.${kind}`)}: ${structureName(entry, entry.id, language)}`;
  const fields = [
    ...structure.occasions.map((entry, index) => ({
      name: `occasions.${index}.name`,
      label: label('occasion', entry),
    })),
    ...structure.diets.map((entry, index) => ({ name: `diets.${index}.name`, label: label('diet', entry) })),
    ...structure.components.map((entry, index) => ({
      name: `components.${index}.name`,
      label: label('component', entry),
    })),
  ].map((field) => ({ ...field, maxLength: STRUCTURE_NAME_MAX }));
  return (
    <Card title={t('structure.namesTitle')}>
      <Form
        form={form}
        successMessage={t('structure.namesSaved')}
        onSubmit={async (input) => {
          await saveMenuStructureNames(canteenId, input);
        }}
      >
        <p className="text-sm text-slate-700">{t('structure.namesHint')}</p>
        <TranslatableFields fields={fields} />
        <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="course-maxima">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('structure.maxTitle')}</legend>
          {structure.components.map((entry, index) => (
            <NumberInput
              key={entry.id}
              name={`components.${index}.max_quantity`}
              label={t('structure.max', { component: structureName(entry, entry.id, language) })}
              hint={t('structure.maxHint', { limit: PER_COURSE_NO_LIMIT })}
              min={1}
              max={PER_COURSE_NO_LIMIT}
              step={1}
              required
            />
          ))}
        </fieldset>
        <div>
          <SubmitButton>{t('structure.namesSave')}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
