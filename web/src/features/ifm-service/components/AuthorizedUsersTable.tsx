// The authorised users of a service, a page at a time, live, with removal after confirmation (spec §2).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataTable, type Column } from '../../../components/ui/DataTable';
import { EmptyState } from '../../../components/ui/EmptyState';
import { formatCount, formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/ui-actions';
import { removeAuthorization } from '../api/authorization';
import {
  AUTHORIZED_USERS_PAGE_SIZE,
  useAuthorizedUsersCount,
  useAuthorizedUsersPage,
  type AuthorizedUserRow,
  type AuthorizedUsersCursor,
} from '../api/authorized-users';
import { useContentLanguage } from './language';
import { StaffName } from './StaffName';

const fullName = (row: { name: string; surname: string }) => `${row.name} ${row.surname}`;

export function AuthorizedUsersTable({ serviceId, mayManage }: { serviceId: string; mayManage: boolean }) {
  const { t } = useTranslation('services');
  const language = useContentLanguage();
  // Cursors of the pages opened so far: the last one is shown, Previous drops it.
  const [cursors, setCursors] = useState<Array<AuthorizedUsersCursor | null>>([null]);
  const cursor = cursors.at(-1) ?? null;
  const page = useAuthorizedUsersPage(serviceId, cursor);
  const total = useAuthorizedUsersCount(serviceId);
  const [removing, setRemoving] = useState<AuthorizedUserRow | null>(null);
  const [busy, setBusy] = useState(false);

  const rows = page.data?.rows;
  // A removal can empty the last page: step back to the one before.
  if (rows && rows.length === 0 && cursors.length > 1) setCursors(cursors.slice(0, -1));

  const confirmRemoval = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeAuthorization(serviceId, removing.uid);
      showToast(t('users.removedToast', { name: fullName(removing) }), 'success');
    } catch (error) {
      console.error('Authorisation not removed', error);
      showToast(t('users.removeFailed'), 'error');
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const columns: Column<AuthorizedUserRow>[] = [
    { id: 'name', header: t('users.columns.name'), cell: (row) => row.name },
    { id: 'surname', header: t('users.columns.surname'), cell: (row) => row.surname },
    { id: 'email', header: t('users.columns.email'), cell: (row) => row.email },
    {
      id: 'authorizedAt',
      header: t('users.columns.authorizedAt'),
      cell: (row) =>
        row.authorizedAt
          ? formatDate(row.authorizedAt, language, { dateStyle: 'medium', timeStyle: 'short' })
          : '-',
    },
    {
      id: 'authorizedBy',
      header: t('users.columns.authorizedBy'),
      cell: (row) => <StaffName uid={row.authorizedBy} />,
    },
  ];
  if (mayManage) {
    columns.push({
      id: 'actions',
      header: t('users.columns.actions'),
      align: 'right',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('users.removeLabel', { name: fullName(row) })}
          onClick={() => setRemoving(row)}
        >
          {t('users.remove')}
        </Button>
      ),
    });
  }

  const first = (cursors.length - 1) * AUTHORIZED_USERS_PAGE_SIZE;
  const label =
    rows && rows.length > 0 && total.data !== undefined
      ? t('users.paging', { from: first + 1, to: first + rows.length, total: formatCount(total.data) })
      : undefined;

  return (
    <Card
      title={t('users.listTitle')}
      actions={
        total.data !== undefined ? (
          <span className="text-sm text-slate-600" aria-live="polite">
            {t('users.total', { count: total.data })}
          </span>
        ) : undefined
      }
    >
      {page.error ? (
        <Alert tone="error">{t('users.loadError')}</Alert>
      ) : rows && rows.length === 0 && cursors.length === 1 ? (
        <EmptyState title={t('users.empty')} description={mayManage ? t('users.emptyHint') : undefined} />
      ) : (
        <DataTable
          caption={t('users.listTitle')}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey={(row) => row.uid}
          loading={!rows}
          paging={
            cursors.length > 1 || page.data?.next
              ? {
                  hasPrevious: cursors.length > 1,
                  hasNext: Boolean(page.data?.next),
                  onPrevious: () => setCursors(cursors.slice(0, -1)),
                  onNext: () => page.data?.next && setCursors([...cursors, page.data.next]),
                  label,
                }
              : undefined
          }
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('users.removeConfirm.title')}
        message={<p>{t('users.removeConfirm.message', { name: removing ? fullName(removing) : '' })}</p>}
        confirmLabel={t('users.removeConfirm.confirm')}
        destructive
        busy={busy}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
