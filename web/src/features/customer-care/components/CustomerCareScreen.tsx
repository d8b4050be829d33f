// /customer-care (spec §6 CustomerCare): the canteen's help-desk requests — live list, state and category filters,
// subject search, unread replies; a new request for those who may ask.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_CARE_CATEGORIES,
  CUSTOMER_CARE_STATE_FILTERS,
  buildPath,
  customerCareListQuery,
  hasUnreadReply,
  parseCustomerCareListParams,
  type CustomerCareListParams,
  type CustomerCareTicketRow,
} from '@backoffice/shared';
import { CrudList } from '../../../components/crud/CrudList';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { formatDate } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { sideOfRole, ticketsSource } from '../api/tickets';
import { GradeBadge, StateBadge, useStateName } from './TicketBadges';

const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

export default function CustomerCareScreen() {
  const { t, i18n } = useTranslation('customerCare');
  const { t: shell } = useTranslation('shell');
  const { role } = useSession();
  const side = sideOfRole(role);
  const stateName = useStateName();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: params, key, apply } = useUrlState(parseCustomerCareListParams, customerCareListQuery);
  const list = useLiveList(ticketsSource(canteenId, params, key));
  const change = (next: Partial<CustomerCareListParams>) => apply((current) => ({ ...current, ...next }));
  // A viewer reads; support answers from the list but opens requests only as a canteen's staff would.
  const mayAsk = side === 'requester' && role !== 'visualizzatore';
  const when = (date: Date | null) => (date ? formatDate(date, i18n.language, SHORT) : '–');

  const columns: Column<CustomerCareTicketRow>[] = [
    {
      id: 'subject',
      header: t('fields.subject'),
      cell: (row) => (
        <span className="flex items-center gap-2">
          <Link
            to={buildPath('/customer-care/details/:id', { id: row.id })}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            {row.subject || t('noSubject')}
          </Link>
          {hasUnreadReply(row, side) && (
            <Badge tone="danger" className="whitespace-nowrap">
              {t('unread')}
            </Badge>
          )}
        </span>
      ),
    },
    { id: 'state', header: t('fields.state'), cell: (row) => <StateBadge state={row.state} /> },
    { id: 'grade', header: t('fields.grade'), cell: (row) => <GradeBadge grade={row.grade} /> },
    {
      id: 'category',
      header: t('fields.category'),
      cell: (row) => t(`categories.${row.category}`, { defaultValue: row.category }),
    },
    { id: 'requester', header: t('fields.requester'), cell: (row) => row.createdByName || '–' },
    {
      id: 'created',
      header: t('fields.created'),
      cell: (row) => <span className="whitespace-nowrap">{when(row.createdAt)}</span>,
    },
    {
      id: 'lastActivity',
      header: t('fields.lastActivity'),
      cell: (row) => <span className="whitespace-nowrap">{when(row.lastActivityAt)}</span>,
    },
    { id: 'messages', header: t('fields.messages'), align: 'right', cell: (row) => row.messageCount },
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.customerCare')}
        description={t('description', { canteen: canteenName })}
        actions={
          mayAsk ? (
            <Link to="/customer-care/new" className={buttonClasses('primary')}>
              {t('actions.new')}
            </Link>
          ) : undefined
        }
      />
      <CrudList
        t={t}
        canteenName={canteenName}
        list={list}
        columns={columns}
        search={params.search}
        onSearch={(search) => change({ search })}
        filtered={params.search !== '' || params.state !== 'active' || params.category !== 'all'}
        filters={
          <>
            <SelectField
              label={t('fields.state')}
              value={params.state}
              onChange={(event) => change({ state: event.target.value as CustomerCareListParams['state'] })}
              options={CUSTOMER_CARE_STATE_FILTERS.map((state) => ({
                value: state,
                label: state === 'active' || state === 'all' ? t(`stateFilter.${state}`) : stateName(state),
              }))}
            />
            <SelectField
              label={t('fields.category')}
              value={params.category}
              onChange={(event) =>
                change({ category: event.target.value as CustomerCareListParams['category'] })
              }
              options={[
                { value: 'all', label: t('categoryFilter.all') },
                ...CUSTOMER_CARE_CATEGORIES.map((category) => ({
                  value: category,
                  label: t(`categories.${category}`),
                })),
              ]}
            />
          </>
        }
      />
    </>
  );
}
