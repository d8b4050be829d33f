// The user's role and managed canteens (spec §3 User: role, roles, bo_canteens): an admin changes them for somebody
// else through the userAccess callable; their own are shown, never offered (the server refuses them too).
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ROLES,
  resolveRole,
  roleNeedsCanteens,
  userAccessFormSchema,
  type Role,
} from '@backoffice/shared';
import { Form, SelectInput, SubmitButton, useFieldError, useSchemaForm } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { setUserAccess, useCanteenOptions, type UserRow } from '../api/users';

export function UserAccessCard({ user, self }: { user: UserRow; self: boolean }) {
  const { t } = useTranslation('users');
  const { t: shell } = useTranslation('shell');
  const role = resolveRole(user);
  return (
    <Card title={t('access.title')}>
      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium text-slate-600">{t('access.current')}</span>
        <Badge tone="brand">{shell(`roles.${role}`, { defaultValue: role })}</Badge>
        {(user.bo_canteens ?? []).length > 0 && <span className="text-slate-700">{(user.bo_canteens ?? []).join(', ')}</span>}
      </div>
      {self ? (
        <Alert tone="info">{t('access.ownRole')}</Alert>
      ) : (
        // A fresh form when the stored access changes (another admin, or this save coming back live).
        <AccessForm key={`${role}|${(user.bo_canteens ?? []).join(',')}`} user={user} role={role} />
      )}
    </Card>
  );
}

function AccessForm({ user, role }: { user: UserRow; role: Role }) {
  const { t } = useTranslation('users');
  const { t: shell } = useTranslation('shell');
  const form = useSchemaForm(userAccessFormSchema, { role, bo_canteens: user.bo_canteens ?? [] });
  return (
    <Form
      form={form}
      successMessage={t('access.saved')}
      describeError={(error) => {
        const key = (error as { details?: { messageKey?: unknown } } | null)?.details?.messageKey;
        return typeof key === 'string' && key.startsWith('users:') ? t(key.slice('users:'.length)) : null;
      }}
      onSubmit={async (values) => {
        await setUserAccess({ uid: user.id, ...values });
      }}
    >
      <SelectInput
        name="role"
        label={t('access.role')}
        hint={t('access.roleHint')}
        options={ROLES.map((value) => ({ value, label: shell(`roles.${value}`, { defaultValue: value }) }))}
      />
      <CanteenChoices />
      <div>
        <SubmitButton>{t('access.save')}</SubmitButton>
      </div>
    </Form>
  );
}

/** The canteens the role manages: shown only for roles limited to some canteens (admins open all, customers none). */
function CanteenChoices() {
  const { t } = useTranslation('users');
  const { register } = useFormContext();
  const role = useWatch({ name: 'role' }) as Role;
  const error = useFieldError('bo_canteens');
  const canteens = useCanteenOptions();
  if (!roleNeedsCanteens(role)) return <p className="text-sm text-slate-600">{t('access.noCanteensNeeded')}</p>;
  return (
    <fieldset aria-describedby={error ? 'bo-canteens-error' : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('access.canteens')}</legend>
      {(canteens.data ?? []).map((canteen) => (
        <label key={canteen.id} className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            value={canteen.id}
            className="size-4 rounded border-slate-400 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            {...register('bo_canteens')}
          />
          {canteen.name} ({canteen.id})
        </label>
      ))}
      {error && (
        <p id="bo-canteens-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
