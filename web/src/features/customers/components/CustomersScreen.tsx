// /customers (spec §6 GestioneUtenti): the active canteen's customers — live, in cursor pages with a count(), searched
// by surname or e-mail, filtered by status, all in the URL; activate/deactivate (customerStatus callable); the users
// CSV import for the ImportUtenti roles. Company managers see only the customers of their own company.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  canOpenScreen,
  customerListQuery,
  isCompanyScoped,
  parseCustomerListParams,
  type CustomerListParams,
} from '@backoffice/shared';
import { ListToolbar } from '../../../components/crud/ListToolbar';
import { saveErrorKey } from '../../../components/form/errors';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { customerList, setCustomerActive, type CustomerRow } from '../api/customers';
import { CustomerImport } from './CustomerImport';

export default function CustomersScreen() {
  const { t, i18n } = useTranslation('customers');
  const { t: shell } = useTranslation('shell');
  const { t: kit } = useTranslation('kit');
  const { role, profile, uid } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const { value: params, key, apply } = useUrlState(parseCustomerListParams, customerListQuery);
  const scoped = isCompanyScoped(role);
  const ownCompany = typeof profile.company === 'string' && profile.company.trim() !== '' ? profile.company : null;
  const company = scoped ? ownCompany : null;
  const list = useLiveList(customerList(scoped && company === null ? null : canteenId, company, params, key));
  const [asking, setAsking] = useState<CustomerRow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const mayImport = canOpenScreen('ImportUtenti', role);
  const change = (next: Partial<CustomerListParams>) => apply((current) => ({ ...current, ...next }));
  const fullName = (row: CustomerRow) => `${row.profile.name} ${row.profile.surname}`.trim();

  const setActive = async (row: CustomerRow, active: boolean) => {
    if (!canteenId) return;
    setBusy(row.id);
    try {
      await setCustomerActive({ uid: row.id, canteenId, active });
      showToast(t(active ? 'status.activated' : 'status.deactivated', { name: fullName(row) }));
    } catch (error) {
      showToast(kit(saveErrorKey(error)), 'error');
    } finally {
      setBusy(null);
      setAsking(null);
    }
  };

  const columns: Column<CustomerRow>[] = [
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{row.profile.name}</span> },
    { id: 'surname', header: t('fields.surname'), cell: (row) => row.profile.surname },
    { id: 'email', header: t('fields.email'), cell: (row) => row.profile.email || '—' },
    { id: 'company', header: t('fields.company'), cell: (row) => row.profile.company || '—' },
    {
      id: 'status',
      header: t('fields.status'),
      cell: (row) =>
        row.disabled ? (
          <Badge tone="warning">{t('status.inactive')}</Badge>
        ) : (
          <Badge tone="success">{t('status.active')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      cell: (row) =>
        row.id === uid ? null : row.disabled ? (
          <Button
            size="sm"
            variant="secondary"
            busy={busy === row.id}
            aria-label={t('actions.activateLabel', { name: fullName(row) })}
            onClick={() => void setActive(row, true)}
          >
            {t('actions.activate')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            busy={busy === row.id}
            aria-label={t('actions.deactivateLabel', { name: fullName(row) })}
            onClick={() => setAsking(row)}
          >
            {t('actions.deactivate')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.customers')}
        description={scoped && company ? t('descriptionCompany', { company }) : t('description')}
        actions={
          <>
            <Link to="/customers/pre-registrations" className={buttonClasses('secondary')}>
              {t('actions.preRegistrations')}
            </Link>
            {mayImport && canteenId && (
              <Button variant="secondary" onClick={() => setImporting(true)}>
                {t('actions.import')}
              </Button>
            )}
          </>
        }
      />
      {scoped && company === null ? (
        <Alert tone="warning">{t('noCompany')}</Alert>
      ) : (
        <>
          <ListToolbar
            search={{
              label: t('search.label'),
              hint: t('search.hint'),
              value: params.search,
              onSearch: (search) => change({ search }),
            }}
          >
            <SelectField
              label={t('filters.status')}
              value={params.status}
              onChange={(event) => change({ status: event.target.value as CustomerListParams['status'] })}
              options={[
                { value: 'all', label: t('filters.all') },
                { value: 'disabled', label: t('filters.disabled') },
              ]}
            />
          </ListToolbar>
          <ListView
            list={list}
            caption={t('caption')}
            hideCaption
            columns={columns}
            rowKey={(row) => row.id}
            filtered={params.search !== '' || params.status !== 'all'}
          />
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('deactivate.title')}
        message={asking ? t('deactivate.message', { name: fullName(asking) }) : ''}
        confirmLabel={t('actions.deactivate')}
        destructive
        busy={asking !== null && busy === asking.id}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && void setActive(asking, false)}
      />
      {importing && canteenId && (
        <CustomerImport canteenId={canteenId} language={i18n.language} onClose={() => setImporting(false)} />
      )}
    </>
  );
}
