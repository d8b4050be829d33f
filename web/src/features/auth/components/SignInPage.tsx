// The login overlay of spec §2: welcome text beside the sign-in or password-recovery form, and the footer.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { LoginFooter } from './LoginFooter';
import { RecoveryForm } from './RecoveryForm';
import { SignInForm } from './SignInForm';

export interface SignInPageProps {
  /** Shown once above the form, e.g. after a web_user was signed out (spec §4). */
  notice?: 'noAccess' | null;
  /** Called when a sign-in is submitted: the app starts fetching the shell meanwhile. */
  onSubmitted?: () => void;
}

export function SignInPage({ notice, onSubmitted }: SignInPageProps) {
  const { t } = useTranslation('common');
  const [recovering, setRecovering] = useState(false);
  useEffect(() => {
    document.title = `${recovering ? t('auth.recoveryTitle') : t('auth.signIn')} · ${t('app.title')}`;
  }, [recovering, t]);

  return (
    <div className="flex min-h-screen flex-col lg:flex-row">
      <header className="relative flex flex-col justify-between overflow-hidden bg-brand-900 px-8 py-10 text-white lg:w-[44%] lg:px-14 lg:py-14">
        <div className="absolute -right-24 -top-24 size-80 rounded-full bg-brand-700/60" aria-hidden="true" />
        <div className="absolute -bottom-32 -left-16 size-96 rounded-full bg-brand-800" aria-hidden="true" />
        <div className="relative flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-white text-brand-900" aria-hidden="true">
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path strokeLinecap="round" strokeLinejoin="round" d="M7 3v7a2 2 0 002 2v9M5 3v5m4-5v5m7-5c-1.7 0-3 2.2-3 5s1.3 4 3 4v9" />
            </svg>
          </span>
          <span className="text-lg font-semibold tracking-tight">{t('app.title')}</span>
        </div>
        <div className="relative my-10 max-w-md lg:my-0">
          <h1 className="text-3xl font-semibold leading-tight tracking-tight lg:text-4xl">{t('auth.welcomeTitle')}</h1>
          <p className="mt-4 text-base text-brand-100">{t('auth.welcomeText')}</p>
        </div>
        <p className="relative hidden text-sm text-brand-100 lg:block">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </header>
      <main className="flex flex-1 flex-col items-center justify-between gap-10 bg-slate-50 px-6 py-10">
        <div aria-hidden="true" />
        <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          {notice === 'noAccess' && (
            <Alert tone="warning" className="mb-5">
              {t('auth.noAccess')}
            </Alert>
          )}
          {recovering ? (
            <RecoveryForm onBack={() => setRecovering(false)} />
          ) : (
            <SignInForm onLostPassword={() => setRecovering(true)} onSubmitted={onSubmitted} />
          )}
        </div>
        <LoginFooter />
      </main>
    </div>
  );
}
