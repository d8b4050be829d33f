// The reader's language for catalogue texts: the UI language, one of the eight.
import { useTranslation } from 'react-i18next';
import { normalizeLanguage, type UiLanguage } from '@backoffice/shared';

export function useContentLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
}
