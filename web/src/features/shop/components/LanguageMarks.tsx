// The eight languages of a text with a mark each: filled or missing (spec §3: names in EN, IT, ES, FR, TR, EU, CA, CL).
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '@backoffice/shared';
import { filledLanguages } from './category-facts';

export function LanguageMarks({ texts }: { texts: unknown }) {
  const { t } = useTranslation('shop');
  const filled = new Set(filledLanguages(texts));
  const missing = UI_LANGUAGES.filter((language) => !filled.has(language)).map((language) =>
    t(`languages.${language}`, { ns: 'common' }),
  );
  return (
    <p className="flex flex-wrap items-center gap-1 text-xs">
      {/* The marks are visual; screen readers get the count and the missing languages in words. */}
      <span className="sr-only">
        {t('languages.summary', { filled: filled.size, total: UI_LANGUAGES.length })}
        {missing.length > 0 && `. ${t('languages.missingList', { languages: missing.join(', ') })}`}
      </span>
      {UI_LANGUAGES.map((language) => (
        <span
          key={language}
          title={t(filled.has(language) ? 'languages.filled' : 'languages.missing', {
            language: t(`languages.${language}`, { ns: 'common' }),
          })}
          className={
            filled.has(language)
              ? 'rounded bg-emerald-50 px-1 font-medium text-emerald-800'
              : 'rounded bg-slate-100 px-1 text-slate-600 line-through'
          }
          aria-hidden="true"
        >
          {language.toUpperCase()}
        </span>
      ))}
    </p>
  );
}
