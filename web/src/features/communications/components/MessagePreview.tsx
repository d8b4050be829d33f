// The message as the customer app would show it in its area (home banner or news card), one language at a time;
// a language without a title shows that the app hides the message there.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMMUNICATION_LANGUAGES, communicationText, type CommunicationEditorInput, type CommunicationLanguage } from '@backoffice/shared';
import { cx } from '../../../components/ui/cx';

export function MessagePreview() {
  const { t } = useTranslation('communications');
  const { t: common } = useTranslation('common');
  const values = useWatch<CommunicationEditorInput>() as CommunicationEditorInput;
  const [language, setLanguage] = useState<CommunicationLanguage>('it');
  const title = communicationText(values, 'title', language);
  const text = communicationText(values, 'text', language);
  const link = values.link?.[language]?.trim();
  const home = values.area === 'home';
  return (
    <section aria-labelledby="message-preview" className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="message-preview" className="text-sm font-semibold text-slate-900">
          {t('preview.title', { area: t(`areas.${values.area ?? 'news'}`) })}
        </h3>
        <div role="group" aria-label={t('preview.language')} className="flex gap-1">
          {COMMUNICATION_LANGUAGES.map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={code === language}
              onClick={() => setLanguage(code)}
              className={cx('rounded px-2 py-0.5 text-xs font-semibold uppercase', code === language ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300')}
            >
              {code}
            </button>
          ))}
        </div>
      </div>
      {title === null ? (
        <p className="text-sm text-slate-700">
          {common('communications.missingTranslation', { code: language })} — {t('preview.hidden')}
        </p>
      ) : (
        <article lang={language} className={cx('overflow-hidden rounded-lg bg-white shadow-sm', home ? 'flex items-center gap-3 p-2' : 'flex flex-col')}>
          {values.image && <img src={values.image} alt="" className={home ? 'size-16 rounded object-cover' : 'h-32 w-full object-cover'} />}
          <div className={home ? '' : 'p-3'}>
            <p className="font-semibold text-slate-900">{title}</p>
            {text && <p className={cx('text-sm text-slate-700', home && 'line-clamp-2')}>{text}</p>}
            {link && <p className="mt-1 text-sm font-medium text-brand-700 underline">{t('preview.open')}</p>}
          </div>
        </article>
      )}
    </section>
  );
}
