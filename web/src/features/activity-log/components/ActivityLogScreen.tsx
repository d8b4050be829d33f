// /activities-log (spec §6 AdminLogs): back-office writes and API calls, filtered, live, paged, exported.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALL_CANTEENS,
  activityLogQuery,
  canAccessAllCanteens,
  changesText,
  parseActivityLogParams,
  type ActivityRow,
  type ExportColumn,
} from '@backoffice/shared';
import { ExportPanel } from '../../../components/export/ExportPanel';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge } from '../../../components/ui/Badge';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { readAllRows } from '../../../lib/data/pages';
import { formatDate } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { activityLogSource } from '../api/activity-log';
import { ActivityFilters } from './ActivityFilters';
import { ChangesCell } from './ChangesCell';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'medium' };

const EXPORT_COLUMNS: readonly ExportColumn<ActivityRow>[] = [
  { id: 'at', headerKey: 'activityLog:columns.at', type: 'date', value: (row) => row.at },
  { id: 'user', headerKey: 'activityLog:columns.user', type: 'text', value: (row) => row.user },
  { id: 'role', headerKey: 'activityLog:columns.role', type: 'text', value: (row) => row.role },
  { id: 'canteen', headerKey: 'activityLog:columns.canteen', type: 'text', value: (row) => row.canteenId },
  { id: 'kind', headerKey: 'activityLog:columns.kind', type: 'text', value: (row) => row.kind },
  { id: 'subject', headerKey: 'activityLog:columns.subject', type: 'text', value: (row) => row.subject },
  { id: 'target', headerKey: 'activityLog:columns.target', type: 'text', value: (row) => row.target },
  {
    id: 'operation',
    headerKey: 'activityLog:columns.operation',
    type: 'text',
    value: (row) => row.operation,
  },
  {
    id: 'changes',
    headerKey: 'activityLog:columns.changes',
    type: 'text',
    value: (row) => changesText(row.changes),
    width: 60,
  },
];

export default function ActivityLogScreen() {
  const { t, i18n } = useTranslation('activityLog');
  const { t: shell } = useTranslation('shell');
  const { role, boCanteens } = useSession();
  const activeCanteen = useSessionState((state) => state.active_canteen);
  const previews = useSessionState((state) => state.canteens_preview);
  const { value: params, key, apply } = useUrlState(parseActivityLogParams, activityLogQuery);
  const mayChooseAll = canAccessAllCanteens(role);
  // Which canteens the filter offers: every previewed one for roles that open all, else those the role manages.
  const canteens = useMemo(() => {
    const names = new Map(previews.map((preview) => [preview.id, preview.name]));
    const ids = mayChooseAll ? previews.map((preview) => preview.id) : boCanteens;
    return ids.map((id) => [id, names.get(id) ?? id] as const);
  }, [previews, boCanteens, mayChooseAll]);
  // A canteen the role does not manage (a hand-edited link) falls back to the active one, which the rules allow.
  const chosen =
    params.canteen === ALL_CANTEENS
      ? mayChooseAll
        ? ALL_CANTEENS
        : activeCanteen
      : params.canteen || activeCanteen;
  const canteenId =
    chosen && (chosen === ALL_CANTEENS || mayChooseAll || boCanteens.includes(chosen))
      ? chosen
      : activeCanteen;
  const source = activityLogSource(canteenId, params, key);
  const list = useLiveList(source, (row) => row.id);
  const filtered = Object.values(params).some((value) => value !== '');

  const columns: Column<ActivityRow>[] = [
    {
      id: 'at',
      header: t('columns.at'),
      cell: (row) =>
        row.at ? <time dateTime={row.at.toISOString()}>{formatDate(row.at, i18n.language, WHEN)}</time> : '—',
      className: 'whitespace-nowrap',
    },
    {
      id: 'user',
      header: t('columns.user'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-mono text-xs">{row.user ?? t('unknownUser')}</span>
          {row.role && <Badge>{row.role}</Badge>}
        </span>
      ),
    },
    { id: 'canteen', header: t('columns.canteen'), cell: (row) => row.canteenId ?? '—' },
    {
      id: 'subject',
      header: t('columns.subject'),
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.subject || '—'}</span>
          <span className="font-mono text-xs break-all text-slate-600">{row.target}</span>
        </span>
      ),
    },
    {
      id: 'operation',
      header: t('columns.operation'),
      cell: (row) => (
        <Badge
          tone={
            row.operation === 'delete' || row.operation === 'error'
              ? 'danger'
              : row.kind === 'api'
                ? 'neutral'
                : 'info'
          }
        >
          {row.kind === 'write'
            ? t(`operations.${row.operation}`, { defaultValue: row.operation })
            : t(`outcomes.${row.operation}`, { defaultValue: row.operation })}
        </Badge>
      ),
    },
    { id: 'changes', header: t('columns.changes'), cell: (row) => <ChangesCell row={row} /> },
  ];

  return (
    <>
      <PageHeader title={shell('screens.activitiesLog')} description={t('description')} />
      <ActivityFilters
        key={key}
        applied={params}
        canteens={canteens}
        mayChooseAll={mayChooseAll}
        onApply={(next) => apply(next)}
      />
      <section aria-labelledby="activity-results" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="activity-results" className="text-lg font-semibold text-slate-900">
            {t('results')}
          </h2>
          <ExportPanel
            columns={EXPORT_COLUMNS}
            readRows={(options) => readAllRows(source, options)}
            fileName={['activity-log', canteenId ?? '']}
            total={list.total}
            sheetName={t('sheet')}
            disabled={list.total === undefined || list.total === 0}
          />
        </div>
        <ListView
          list={list}
          caption={t('caption')}
          hideCaption
          columns={columns}
          rowKey={(row) => row.id}
          filtered={filtered}
        />
      </section>
    </>
  );
}
