// /canteens (spec §2, §6 ModificaMense, admin only): every canteen with its group (§3 number ranges), country, type,
// wallet, customer care and services; searched by id or name, filtered by country, in cursor pages with a count().
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ENDPOINT_PREFIXES,
  buildPath,
  canOpenScreen,
  canteenGroup,
  canteenListQuery,
  canteenType,
  isCustomerCareActive,
  parseCanteenListParams,
  type CanteenListParams,
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
import { useSession } from '../../session';
import { canteenList, type CanteenRow } from '../api/canteens';

const servicesOf = (row: CanteenRow): string[] =>
  typeof row.currency === 'object' && row.currency !== null ? Object.keys(row.currency as object).sort() : [];

export default function CanteensScreen() {
  const { t } = useTranslation('canteens');
  const { t: shell } = useTranslation('shell');
  const { role } = useSession();
  const { value: params, key, apply } = useUrlState(parseCanteenListParams, canteenListQuery);
  const list = useLiveList(canteenList(params, key));
  const change = (next: Partial<CanteenListParams>) => apply((current) => ({ ...current, ...next }));
  const like = (row: CanteenRow) => ({
    id: row.id,
    name: typeof row.name === 'string' ? row.name : null,
    endpoint_prefix: typeof row.endpoint_prefix === 'string' ? row.endpoint_prefix : null,
  });

  const columns: Column<CanteenRow>[] = [
    { id: 'id', header: t('fields.id'), cell: (row) => <span className="font-mono text-xs">{row.id}</span> },
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{String(row.name ?? '')}</span> },
    { id: 'group', header: t('fields.group'), cell: (row) => t(`groups.${canteenGroup(like(row))}`) },
    {
      id: 'country',
      header: t('fields.country'),
      cell: (row) => t(`countries.${typeof row.endpoint_prefix === 'string' ? row.endpoint_prefix : 'other'}`, { defaultValue: String(row.endpoint_prefix ?? '—') }),
    },
    { id: 'type', header: t('fields.type'), cell: (row) => t(`types.${canteenType(like(row))}`) },
    {
      id: 'wallet',
      header: t('fields.wallet'),
      cell: (row) => (row.wallet === 'DEACTIVE' || !row.wallet ? <Badge>{t('wallets.DEACTIVE')}</Badge> : <Badge tone="info">{t(`wallets.${String(row.wallet)}`, { defaultValue: String(row.wallet) })}</Badge>),
    },
    {
      id: 'customerCare',
      header: t('fields.customerCare'),
      cell: (row) => (isCustomerCareActive(row as { customer_care?: { active?: boolean } }) ? <Badge tone="success">{t('flags.active')}</Badge> : t('flags.inactive')),
    },
    { id: 'services', header: t('fields.services'), cell: (row) => servicesOf(row).join(', ') || '—' },
    {
      id: 'actions',
      header: <span className="sr-only">{t('columns.actions')}</span>,
      align: 'right',
      cell: (row) => (
        <Link
          to={buildPath('/canteens/details/:id', { id: row.id })}
          className={buttonClasses('ghost', 'sm')}
          aria-label={t('actions.editLabel', { name: String(row.name ?? row.id) })}
        >
          {t('actions.edit')}
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.canteens')}
        description={t('description')}
        actions={
          canOpenScreen('CreazioneMense', role) && (
            <Link to="/wizard" className={buttonClasses('primary')}>
              {shell('screens.wizard')}
            </Link>
          )
        }
      />
      <ListToolbar
        search={{ label: t('search.label'), hint: t('search.hint'), value: params.search, onSearch: (search) => change({ search }) }}
      >
        <SelectField
          label={t('fields.country')}
          value={params.country}
          onChange={(event) => change({ country: event.target.value as CanteenListParams['country'] })}
          options={[
            { value: 'all', label: t('filters.allCountries') },
            ...ENDPOINT_PREFIXES.map((prefix) => ({ value: prefix, label: t(`countries.${prefix}`) })),
          ]}
        />
      </ListToolbar>
      <ListView
        list={list}
        caption={t('caption')}
        hideCaption
        columns={columns}
        rowKey={(row) => row.id}
        filtered={params.search !== '' || params.country !== 'all'}
      />
    </>
  );
}
