// /customers/pre-registrations (issue 20; spec §2 dashboard area "pre-registration", §6 GestioneUtenti): the e-mails
// allowed to sign up in the active canteen, each with its company and cost centre — live list, e-mail search in the
// URL, create, edit, delete with confirmation. Company managers see and write only their own company's.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  isCompanyScoped,
  parsePreRegistrationListParams,
  preRegistrationListQuery,
  type PreRegistrationForm,
  type PreRegistrationListParams,
} from '@backoffice/shared';
import { CrudList } from '../../../components/crud/CrudList';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { useDeletion } from '../../../components/crud/useDeletion';
import { useLiveList } from '../../../components/list/useLiveList';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import type { ResourceRecord } from '../../../lib/data/resource';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { preRegistrations, useCostCentreNames } from '../api/pre-registrations';
import { PreRegistrationDrawer, type PreRegistrationEditing } from './PreRegistrationDrawer';

type Row = ResourceRecord<PreRegistrationForm>;

export default function PreRegistrationsScreen() {
  const { t } = useTranslation('customers');
  const { t: pre } = useTranslation('customers', { keyPrefix: 'pre' });
  const { t: shell } = useTranslation('shell');
  const { role, profile } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: params, key, apply } = useUrlState(parsePreRegistrationListParams, preRegistrationListQuery);
  const scoped = isCompanyScoped(role);
  const company = scoped && typeof profile.company === 'string' && profile.company.trim() !== '' ? profile.company : null;
  const list = useLiveList(
    preRegistrations.list(
      scoped && company === null ? null : canteenId,
      { filters: company !== null ? [['company', '==', company]] : [], search: params.search },
      key,
    ),
  );
  const centres = useCostCentreNames(canteenId);
  const centreName = (id: string) => centres.data?.find((centre) => centre.id === id)?.name ?? (id || '—');
  const [editing, setEditing] = useState<PreRegistrationEditing | null>(null);
  const deletion = useDeletion((id) => preRegistrations.remove(id), {
    title: pre('delete.title'),
    message: (email) => pre('delete.message', { email }),
    done: (email) => pre('delete.done', { email }),
  });
  const change = (next: Partial<PreRegistrationListParams>) => apply((current) => ({ ...current, ...next }));

  const columns: Column<Row>[] = [
    { id: 'email', header: t('fields.email'), cell: (row) => <span className="font-medium">{row.email}</span> },
    { id: 'company', header: t('fields.company'), cell: (row) => row.company || '—' },
    { id: 'costCentre', header: pre('fields.costCentre'), cell: (row) => centreName(row.cost_center_id) },
    editDeleteColumn<Row>({
      t: pre,
      nameOf: (row: Row) => row.email,
      allowed: true,
      onEdit: (row) => setEditing({ id: row.id, values: row }),
      onDelete: (row) => deletion.ask(row.id, row.email),
    }),
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.preRegistrations')}
        description={company ? pre('descriptionCompany', { company }) : pre('description')}
        actions={
          <>
            <Link to="/customers" className={buttonClasses('secondary')}>
              {shell('screens.customers')}
            </Link>
            {!(scoped && company === null) && (
              <Button onClick={() => setEditing({ id: null, values: null })}>{pre('actions.new')}</Button>
            )}
          </>
        }
      />
      {scoped && company === null ? (
        <Alert tone="warning">{t('noCompany')}</Alert>
      ) : (
        <CrudList
          t={pre}
          canteenName={canteenName}
          list={list}
          columns={columns}
          search={params.search}
          onSearch={(search) => change({ search })}
          filtered={params.search !== ''}
        />
      )}
      {canteenId && (
        <PreRegistrationDrawer
          canteenId={canteenId}
          editing={editing}
          fixedCompany={company}
          costCentres={centres.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.dialog}
    </>
  );
}
