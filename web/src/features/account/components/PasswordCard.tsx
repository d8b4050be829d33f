// The account's password change: current password, the new one twice, checked before anything is sent.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/TextField';
import { showToast } from '../../../lib/ui-actions';
import { useSession } from '../../session';
import { changePassword, type PasswordChangeFailure } from '../api/password';

/** Firebase Auth refuses passwords shorter than this. */
const MIN_PASSWORD_LENGTH = 6;

type Errors = Partial<Record<'current' | 'next' | 'confirm', string>>;

export function PasswordCard() {
  const { t } = useTranslation('shell');
  const { authUser } = useSession();
  const [values, setValues] = useState({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (values.current.length === 0) found.current = t('account.password.currentRequired');
    if (values.next.length < MIN_PASSWORD_LENGTH) found.next = t('account.password.tooShort');
    if (values.confirm !== values.next) found.confirm = t('account.password.mismatch');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword(authUser, values.current, values.next);
      setValues({ current: '', next: '', confirm: '' });
      showToast(t('account.password.changed'), 'success');
    } catch (kind) {
      if ((kind as PasswordChangeFailure) === 'wrongCurrent') setErrors({ current: t('account.password.wrongCurrent') });
      else setFailure(t('account.password.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('account.password.title')}>
      <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4">
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField label={t('account.password.current')} type="password" autoComplete="current-password" value={values.current} onChange={set('current')} error={errors.current} required />
        <TextField label={t('account.password.new')} type="password" autoComplete="new-password" value={values.next} onChange={set('next')} error={errors.next} required />
        <TextField label={t('account.password.confirm')} type="password" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} error={errors.confirm} required />
        <Button type="submit" busy={busy} className="self-start">
          {t('account.password.save')}
        </Button>
      </form>
    </Card>
  );
}
