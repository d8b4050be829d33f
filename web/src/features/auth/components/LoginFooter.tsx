// Login footer of spec §2: privacy link (new tab; language and timestamp substituted), copyright year, powered-by, version.
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@backoffice/shared';
import { env } from '../../../config/env';

/** Fills {lang} and {timestamp} of a configured address. */
export function legalUrl(template: string, language: string, now: Date): string {
  return template.replaceAll('{lang}', encodeURIComponent(language)).replaceAll('{timestamp}', String(now.getTime()));
}

export function LoginFooter() {
  const { t, i18n } = useTranslation('common');
  const now = new Date();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const linkClass = 'font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900';
  return (
    <footer className="flex flex-col items-center gap-2 text-center text-xs text-slate-600">
      <nav aria-label={t('footer.privacy')} className="flex gap-4">
        <a href={legalUrl(env.VITE_PRIVACY_URL, language, now)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t('footer.privacy')}
          <span className="sr-only"> {t('footer.newTab')}</span>
        </a>
        <a href={legalUrl(env.VITE_TERMS_URL, language, now)} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t('footer.terms')}
          <span className="sr-only"> {t('footer.newTab')}</span>
        </a>
      </nav>
      <p>{t('footer.copyright', { year: now.getFullYear() })}</p>
      <p>
        {t('footer.poweredBy', { name: env.VITE_POWERED_BY })} · <span>{t('footer.version', { version: APP_VERSION })}</span>
      </p>
    </footer>
  );
}
