// Password recovery of spec §2/§5/§8: a valid e-mail, then the reset e-mail or the catalogue's error text.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { LOGIN_TOAST_TIMEOUT_MS, passwordRecoverySchema } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { sendRecoveryEmail } from '../api/session';
import { passwordResetErrorKey } from '../api/errors';

export function RecoveryForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordRecoverySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(t(parsed.error.issues[0]?.message ?? 'validation.recovery.emailInvalid'));
      return;
    }
    setFieldError(null);
    setError(null);
    setBusy(true);
    try {
      await sendRecoveryEmail(parsed.data.email);
      setSent(true);
      toast.success(t('auth.recoverySent'), { duration: LOGIN_TOAST_TIMEOUT_MS });
    } catch (failure) {
      setError(t(passwordResetErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby="recovery-title">
      <div>
        <h2 id="recovery-title" className="text-xl font-semibold text-slate-900">
          {t('auth.recoveryTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('auth.recoveryText')}</p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {sent && <Alert tone="success">{t('auth.recoverySent')}</Alert>}
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
        required
      />
      <Button type="submit" size="lg" busy={busy}>
        {t('auth.recover')}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="self-center text-sm font-medium text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
      >
        {t('auth.backToSignIn')}
      </button>
    </form>
  );
}
