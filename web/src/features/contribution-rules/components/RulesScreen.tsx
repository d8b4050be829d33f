// /regole-contribuzione (spec §6 RegoleContribuzione): the canteen's contribution rules — live list, search, status
// filter, the overlaps with the rule that wins — and, on the second tab, the invitation codes and their vouchers.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  RULE_LIST_TABS,
  RULE_STATUS_FILTERS,
  buildPath,
  canteenCurrencyForService,
  defaultCurrencyForEnvironment,
  parseRuleListParams,
  ruleListQuery,
  type ContributionRule,
  type RuleListParams,
  type RuleStatusFilter,
} from '@backoffice/shared';
import { CrudList } from '../../../components/crud/CrudList';
import { useDeletion } from '../../../components/crud/useDeletion';
import { RowActions } from '../../../components/crud/RowActions';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { Tabs } from '../../../components/ui/Tabs';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { contributionRulesCall, ruleList, useAllRules } from '../api/rules';
import { describeCaps, describeContribution, describeTarget, describeValidity } from './describe';
import { OverlapsCard } from './OverlapsCard';
import { CodesPanel } from './CodesPanel';
import { WalletPanel } from './WalletPanel';

export default function RulesScreen() {
  const { t } = useTranslation('contributionRules');
  const { t: shell } = useTranslation('shell');
  const { environment } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: params, key, apply } = useUrlState(parseRuleListParams, ruleListQuery);
  const list = useLiveList(ruleList(canteenId, params, key));
  // Vouchers and the wallet are money of the canteen (never points): the currency of its account top-ups.
  const walletCurrency = canteenCurrencyForService(
    canteen?.currency as Record<string, string> | string | undefined,
    'recharge_account',
    defaultCurrencyForEnvironment(environment),
  );
  const allRules = useAllRules(canteenId);
  const change = (next: Partial<RuleListParams>, replace = false) =>
    apply((current) => ({ ...current, ...next }), { replace });
  const deletion = useDeletion(
    async (id) => {
      await contributionRulesCall({ action: 'deleteRule', canteen_id: canteenId!, rule_id: id });
    },
    {
      title: t('delete.title'),
      message: (name) => t('delete.message', { name }),
      done: (name) => t('delete.done', { name }),
    },
  );
  const details = (row: ContributionRule) =>
    `${buildPath('/regole-contribuzione/details', {})}?id=${encodeURIComponent(row.id)}`;

  const columns: Column<ContributionRule>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (row) => (
        <Link to={details(row)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {row.name}
        </Link>
      ),
    },
    { id: 'target', header: t('fields.target'), cell: (row) => describeTarget(t, row) },
    { id: 'contribution', header: t('fields.contribution'), cell: (row) => describeContribution(t, row) },
    { id: 'caps', header: t('fields.caps'), cell: (row) => describeCaps(t, row) },
    { id: 'validity', header: t('fields.validity'), cell: (row) => describeValidity(t, row) },
    { id: 'priority', header: t('fields.priority'), align: 'right', cell: (row) => row.priority },
    {
      id: 'status',
      header: t('fields.active'),
      cell: (row) =>
        row.active ? (
          <Badge tone="success">{t('status.active')}</Badge>
        ) : (
          <Badge>{t('status.inactive')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('actions.column')}</span>,
      align: 'right',
      cell: (row) => (
        <div className="flex items-center justify-end gap-2">
          <Link
            to={buildPath('/regole-contribuzione/statistics/:id', { id: row.id })}
            className={buttonClasses('ghost', 'sm')}
            aria-label={t('actions.statisticsLabel', { name: row.name })}
          >
            {t('actions.statistics')}
          </Link>
          <RowActions
            actions={[
              {
                id: 'delete',
                label: t('actions.delete'),
                ariaLabel: t('actions.deleteLabel', { name: row.name }),
                allowed: true,
                destructive: true,
                onSelect: () => deletion.ask(row.id, row.name),
              },
            ]}
          />
        </div>
      ),
    },
  ];

  const rulesTab = (
    <div className="flex flex-col gap-4 pt-4">
      <OverlapsCard rules={allRules.data} error={allRules.error} />
      <CrudList
        t={t}
        canteenName={canteenName}
        list={list}
        columns={columns}
        search={params.search}
        onSearch={(search) => change({ search })}
        filtered={params.search !== '' || params.status !== 'all'}
        filters={
          <SelectField
            label={t('filters.status')}
            value={params.status}
            onChange={(event) => change({ status: event.target.value as RuleStatusFilter })}
            options={RULE_STATUS_FILTERS.map((status) => ({ value: status, label: t(`filters.${status}`) }))}
          />
        }
      />
    </div>
  );

  return (
    <>
      <PageHeader
        title={shell('screens.contributionRules')}
        description={t('description', { canteen: canteenName })}
        actions={
          <Link to="/regole-contribuzione/new" className={buttonClasses('primary')}>
            {t('actions.new')}
          </Link>
        }
      />
      <Tabs
        selectedIndex={RULE_LIST_TABS.indexOf(params.tab)}
        onChange={(index) => change({ tab: RULE_LIST_TABS[index] ?? 'rules' }, true)}
        tabs={[
          { id: 'rules', label: t('tabs.rules'), content: rulesTab },
          {
            id: 'codes',
            label: t('tabs.codes'),
            content: canteenId ? (
              <CodesPanel canteenId={canteenId} rules={allRules.data ?? []} currency={walletCurrency} />
            ) : null,
          },
          {
            id: 'wallet',
            label: t('tabs.wallet'),
            content: canteenId ? (
              <WalletPanel
                canteenId={canteenId}
                wallet={typeof canteen?.wallet === 'string' ? canteen.wallet : undefined}
                currency={walletCurrency}
              />
            ) : null,
          },
        ]}
      />
      {deletion.dialog}
    </>
  );
}
