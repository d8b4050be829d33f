// The eye button inside a password field that shows or hides what was typed.
import { useTranslation } from 'react-i18next';

export function PasswordToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={shown}
      aria-label={shown ? t('actions.hidePassword') : t('actions.showPassword')}
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
        <path strokeLinecap="round" strokeLinejoin="round" d="M2.04 12.32a1 1 0 010-.64C3.42 7.51 7.36 4.5 12 4.5s8.57 3 9.96 7.18a1 1 0 010 .64C20.58 16.49 16.64 19.5 12 19.5s-8.57-3-9.96-7.18z" />
        <circle cx="12" cy="12" r="3" />
        {shown && <path strokeLinecap="round" d="M4 4l16 16" />}
      </svg>
    </button>
  );
}
