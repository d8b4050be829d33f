// /users (spec §2 Utenti, §6 admin only): every user — name, surname, e-mail, actions, rules (their role) — searched by
// name, surname, e-mail, card or company, filtered by role and canteen, in cursor pages with a count(); all in the URL.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ROLES,
  buildPath,
  isSearchTooShort,
  parseUserListParams,
  userListQuery,
  type UserListParams,
} from '@backoffice/shared';
import { ListToolbar } from '../../../components/crud/ListToolbar';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { useUrlState } from '../../../lib/url-state';
import { useCanteenOptions, userList, type UserRow } from '../api/users';

export default function UsersScreen() {
  const { t } = useTranslation('users');
  const { t: shell } = useTranslation('shell');
  const { value: params, key, apply } = useUrlState(parseUserListParams, userListQuery);
  const list = useLiveList(userList(params, key));
  const canteens = useCanteenOptions();
  // From the latest state, not the render's: two changes before a re-render both land.
  const change = (next: Partial<UserListParams>) => apply((current) => ({ ...current, ...next }));
  const fullName = (row: UserRow) => `${row.profile.name} ${row.profile.surname}`.trim();

  const columns: Column<UserRow>[] = [
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{row.profile.name}</span> },
    { id: 'surname', header: t('fields.surname'), cell: (row) => row.profile.surname },
    { id: 'email', header: t('fields.email'), cell: (row) => row.profile.email || '—' },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <Link
          to={buildPath('/users/details/:id', { id: row.id })}
          className={buttonClasses('ghost', 'sm')}
          aria-label={t('actions.openLabel', { name: fullName(row) })}
        >
          {t('actions.open')}
        </Link>
      ),
    },
    {
      id: 'rules',
      header: t('columns.rules'),
      cell: (row) => {
        const role = row.role ?? Object.keys(row.roles ?? {})[0] ?? 'web_user';
        return (
          <span className="flex flex-wrap items-center gap-1">
            <Badge tone={role === 'web_user' ? 'neutral' : 'brand'}>{shell(`roles.${role}`, { defaultValue: role })}</Badge>
            {(row.bo_canteens?.length ?? 0) > 0 && role !== 'web_user' && (
              <span className="text-xs text-slate-600">
                {t('columns.managedCanteens', { count: row.bo_canteens?.length ?? 0 })}
              </span>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={shell('screens.users')} description={t('description')} />
      <ListToolbar
        search={{ label: t('search.label'), hint: t('search.hint'), value: params.search, onSearch: (search) => change({ search }) }}
      >
        <SelectField
          label={t('filters.role')}
          value={params.role}
          onChange={(event) => change({ role: event.target.value as UserListParams['role'] })}
          options={[
            { value: 'all', label: t('filters.allRoles') },
            ...ROLES.map((role) => ({ value: role, label: shell(`roles.${role}`, { defaultValue: role }) })),
          ]}
        />
        <SelectField
          label={t('filters.canteen')}
          value={params.canteen}
          onChange={(event) => change({ canteen: event.target.value })}
          options={[
            { value: '', label: t('filters.allCanteens') },
            ...(canteens.data ?? []).map((canteen) => ({ value: canteen.id, label: `${canteen.name} (${canteen.id})` })),
            // A canteen in the URL that the options do not (yet) hold stays selectable.
            ...(params.canteen !== '' && !(canteens.data ?? []).some((canteen) => canteen.id === params.canteen)
              ? [{ value: params.canteen, label: params.canteen }]
              : []),
          ]}
        />
      </ListToolbar>
      {isSearchTooShort(params.search) && (
        <p role="status" className="mb-3 text-sm text-slate-600">
          {t('search.tooShort')}
        </p>
      )}
      <ListView
        list={list}
        caption={t('caption')}
        hideCaption
        columns={columns}
        rowKey={(row) => row.id}
        filtered={params.search !== '' || params.role !== 'all' || params.canteen !== ''}
      />
    </>
  );
}
