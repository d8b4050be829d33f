// "At least one language" is a rule on the whole name map: its message goes under the tabs, not in one tab.
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RECIPE_NAME_REQUIRED } from '@backoffice/shared';

export function NameRequired() {
  const { t } = useTranslation('recipes');
  const { errors } = useFormState({ name: 'name' });
  const error = errors.name as { message?: string } | undefined;
  return error?.message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {t(RECIPE_NAME_REQUIRED)}
    </p>
  ) : null;
}
