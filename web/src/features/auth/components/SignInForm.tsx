// The sign-in form of the placeholder shell (the shell issue replaces it with the full login overlay).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '../api/session';

export function SignInForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      await signIn(email, password);
    } catch {
      setError(t('auth.error'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} className="mx-auto mt-24 flex max-w-sm flex-col gap-4 rounded-lg bg-white p-8 shadow">
      <h1 className="text-xl font-semibold text-slate-900">{t('auth.welcome')}</h1>
      <label className="flex flex-col gap-1 text-sm text-slate-800">
        {t('auth.email')}
        <input className="rounded border border-slate-400 px-3 py-2" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label className="flex flex-col gap-1 text-sm text-slate-800">
        {t('auth.password')}
        <input className="rounded border border-slate-400 px-3 py-2" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
      <button type="submit" disabled={submitting} className="rounded bg-blue-700 px-4 py-2 font-medium text-white disabled:opacity-60">
        {t('auth.signIn')}
      </button>
    </form>
  );
}
