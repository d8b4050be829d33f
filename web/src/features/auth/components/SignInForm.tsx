// The login form of spec §2/§5: e-mail and password checked with the shared schema, then the provider's answer.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { signIn } from '../api/session';
import { loginErrorKey } from '../api/errors';
import { PasswordToggle } from './PasswordToggle';

type Phase = 'idle' | 'submitting' | 'error';
type FieldErrors = Partial<Record<'username' | 'password', string>>;

export function SignInForm({ onLostPassword, onSubmitted }: { onLostPassword: () => void; onSubmitted?: () => void }) {
  const { t } = useTranslation('common');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ username, password });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        errors[field] ??= t(issue.message);
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setError(null);
    setPhase('submitting');
    onSubmitted?.();
    try {
      await signIn(parsed.data.username, parsed.data.password);
      // Signed in: the app swaps this screen for the shell (spec §4: submitting → error shown → authenticated).
    } catch (failure) {
      const { key, message } = loginErrorKey(failure);
      setError(key ? t(key) : message);
      setPhase('error');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className="text-xl font-semibold text-slate-900">
        {t('auth.formTitle')}
      </h2>
      {phase === 'error' && error && <Alert tone="error">{error}</Alert>}
      <TextField
        label={t('auth.email')}
        type="email"
        name="username"
        autoComplete="username"
        inputMode="email"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={fieldErrors.username}
        required
      />
      <TextField
        label={t('auth.password')}
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        required
        trailing={<PasswordToggle shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onLostPassword}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
        >
          {t('auth.lostPassword')}
        </button>
      </div>
      <Button type="submit" size="lg" busy={phase === 'submitting'}>
        {t('auth.signIn')}
      </Button>
    </form>
  );
}
