// /regole-contribuzione/statistics/{id}: what the rule paid over the last weeks — meals and amounts per day and month,
// customers reached, what is left of each customer's caps today — replayed through the shared pricing function,
// with a chart (chart.js, loaded after the figures) and an export of the daily rows.
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  canteenCurrencyForService,
  defaultCurrencyForEnvironment,
  ruleStatistics,
  type ExportColumn,
  type RuleStatisticsRow,
} from '@backoffice/shared';
import { ExportPanel } from '../../../components/export/ExportPanel';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DataTable, type Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useFirstData } from '../../../lib/perf';
import { useRouteParams } from '../../../lib/route-context';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import { useAllRules } from '../api/rules';
import { STATISTICS_DAYS, useStatisticsInput } from '../api/statistics';
import { money } from './describe';

const StatisticsChart = lazy(() => import('./StatisticsChart'));

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

export default function StatisticsScreen() {
  const { t } = useTranslation('contributionRules');
  const { t: shell } = useTranslation('shell');
  const { id = '' } = useRouteParams();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data) ?? {};
  const { environment } = useSession();
  const currencyMap = canteen.currency as Record<string, string> | string | undefined;
  const rules = useAllRules(canteenId);
  const input = useStatisticsInput(canteenId, currencyMap, defaultCurrencyForEnvironment(environment));
  const rule = rules.data?.find((candidate) => candidate.id === id) ?? null;
  const stats = useMemo(
    () =>
      rules.data && input.data
        ? ruleStatistics(rules.data, id, input.data.meals, input.data.customers, localToday())
        : null,
    [rules.data, input.data, id],
  );
  const failed = rules.error ?? input.error;
  useFirstData(stats !== null || !!failed || (rules.data !== undefined && rule === null));
  const currency =
    rule?.currency ??
    canteenCurrencyForService(currencyMap, 'takeaway', defaultCurrencyForEnvironment(environment));
  const amount = (value: number) => money(value, currency);
  const back = (
    <Link to="/regole-contribuzione" className={buttonClasses('secondary')}>
      {t('actions.back')}
    </Link>
  );
  const header = (
    <PageHeader
      title={shell('screens.contributionRuleStatistics')}
      description={rule ? t('statistics.description', { name: rule.name, days: STATISTICS_DAYS }) : undefined}
      actions={back}
    />
  );
  if (failed)
    return (
      <>
        {header}
        <Alert tone="error">{t('statistics.error')}</Alert>
      </>
    );
  if (rules.data && !rule)
    return (
      <>
        {header}
        <Alert tone="error">{t('errors.ruleNotFound')}</Alert>
      </>
    );
  if (!stats || !rule)
    return (
      <>
        {header}
        <Skeleton className="h-96" />
      </>
    );

  const rowColumns = (keyHeader: string): Column<RuleStatisticsRow>[] => [
    { id: 'key', header: keyHeader, cell: (row) => row.key.split('-').reverse().join('/') },
    { id: 'meals', header: t('statistics.meals'), align: 'right', cell: (row) => row.meals },
    { id: 'company', header: t('statistics.company'), align: 'right', cell: (row) => amount(row.company) },
    { id: 'customer', header: t('statistics.customer'), align: 'right', cell: (row) => amount(row.customer) },
  ];
  const exportColumns: ExportColumn<RuleStatisticsRow>[] = [
    { id: 'day', headerKey: 'contributionRules:statistics.day', type: 'text', value: (row) => row.key },
    {
      id: 'meals',
      headerKey: 'contributionRules:statistics.meals',
      type: 'number',
      value: (row) => row.meals,
    },
    {
      id: 'company',
      headerKey: 'contributionRules:statistics.company',
      type: 'money',
      value: (row) => row.company,
    },
    {
      id: 'customer',
      headerKey: 'contributionRules:statistics.customer',
      type: 'money',
      value: (row) => row.customer,
    },
  ];
  return (
    <>
      {header}
      {input.data?.truncated && <Alert tone="warning">{t('statistics.truncated')}</Alert>}
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        <Card title={t('statistics.meals')}>
          <p className="text-2xl font-semibold" data-testid="stat-meals">
            {stats.meals}
          </p>
        </Card>
        <Card title={t('statistics.company')}>
          <p className="text-2xl font-semibold" data-testid="stat-company">
            {amount(stats.company)}
          </p>
        </Card>
        <Card title={t('statistics.customers')}>
          <p className="text-2xl font-semibold" data-testid="stat-customers">
            {stats.customers}
          </p>
        </Card>
      </div>
      <div className="flex flex-col gap-4">
        <Card title={t('statistics.perDay')}>
          {stats.days.length > 0 && (
            <Suspense fallback={<Skeleton className="h-72" />}>
              <StatisticsChart
                labels={stats.days.map((row) => row.key.slice(5).split('-').reverse().join('/'))}
                meals={stats.days.map((row) => row.meals)}
                company={stats.days.map((row) => row.company)}
                texts={{ meals: t('statistics.meals'), company: t('statistics.company') }}
                summary={t('statistics.chartSummary', {
                  days: stats.days.length,
                  meals: stats.meals,
                  amount: amount(stats.company),
                })}
              />
            </Suspense>
          )}
          <DataTable
            caption={t('statistics.perDay')}
            columns={rowColumns(t('statistics.day'))}
            rows={stats.days}
            rowKey={(row) => row.key}
            empty={t('statistics.none')}
            hideCaption
          />
          <div className="mt-4">
            <ExportPanel
              columns={exportColumns}
              readRows={async () => stats.days}
              fileName={['regole-contribuzione', canteenId ?? '', id]}
              total={stats.days.length}
            />
          </div>
        </Card>
        <Card title={t('statistics.perMonth')}>
          <DataTable
            caption={t('statistics.perMonth')}
            columns={rowColumns(t('statistics.month'))}
            rows={stats.months}
            rowKey={(row) => row.key}
            empty={t('statistics.none')}
            hideCaption
          />
        </Card>
        <Card title={t('statistics.remaining')}>
          <DataTable
            caption={t('statistics.remaining')}
            columns={[
              {
                id: 'customer',
                header: t('statistics.customerId'),
                cell: (row) => input.data?.names.get(row.customer_id) ?? row.customer_id,
              },
              {
                id: 'day',
                header: t('caps.per_day'),
                align: 'right',
                cell: (row) => (row.day === null ? '—' : amount(row.day)),
              },
              {
                id: 'month',
                header: t('caps.per_month'),
                align: 'right',
                cell: (row) => (row.month === null ? '—' : amount(row.month)),
              },
            ]}
            rows={stats.remaining}
            rowKey={(row) => row.customer_id}
            empty={t('statistics.none')}
            hideCaption
          />
        </Card>
      </div>
    </>
  );
}
