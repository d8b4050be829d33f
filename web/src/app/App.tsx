// The placeholder shell: sign-in, then the seeded restaurants (the shell issue builds the real layout).
import { useTranslation } from 'react-i18next';
import { logOut, useAuthState } from '../features/auth/api/session';
import { SignInForm } from '../features/auth/components/SignInForm';
import { CanteenList } from '../features/canteens/components/CanteenList';

export function App() {
  const { t } = useTranslation();
  const session = useAuthState();
  if (session.status === 'loading') return <p>{t('app.loading')}</p>;
  if (session.status === 'signed-out') return <SignInForm />;
  return (
    <main className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-between bg-white px-6 py-3 shadow">
        <span className="font-semibold">{t('app.title')}</span>
        <span className="flex items-center gap-4 text-sm">
          {session.user.email}
          <button type="button" onClick={() => void logOut()} className="rounded border border-slate-400 px-3 py-1">
            {t('auth.signOut')}
          </button>
        </span>
      </header>
      <CanteenList />
    </main>
  );
}
