// /printers (spec §6 Printers): the canteen's kitchen and receipt printers (live list, new, edit, delete, test print)
// and their print queue (live, state filter in the URL, the receipt preview, print again for a failed job).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PRINT_JOB_STATES,
  accessAllowed,
  canOpenScreen,
  normalizeLanguage,
  parsePrintQueueParams,
  printQueueQuery,
  toDate,
  type PrintJob,
  type PrintJobState,
  type PrinterForm,
  type PrintQueueParams,
} from '@backoffice/shared';
import { RowActions } from '../../../components/crud/RowActions';
import { useDeletion } from '../../../components/crud/useDeletion';
import { saveErrorKey } from '../../../components/form/errors';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import type { ResourceRecord } from '../../../lib/data/resource';
import { formatDate } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { printAgain, printJobs, printQueueFilters, printers, testPrint, useRoutableCategories } from '../api/printers';
import { PrinterDrawer, type PrinterEditing } from './PrinterDrawer';
import { ReceiptPreview } from './ReceiptPreview';

const JOB_TONES: Record<PrintJobState, BadgeTone> = { pending: 'info', printed: 'success', failed: 'danger' };
const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

export default function PrintersScreen() {
  const { t, i18n } = useTranslation('printers');
  const { t: shell } = useTranslation('shell');
  const { t: kit } = useTranslation('kit');
  const { role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const pickupPoints = Array.isArray(canteen?.pickup_points) ? (canteen.pickup_points as Array<{ id: string; name: string }>) : [];
  const { value: params, key, apply } = useUrlState(parsePrintQueueParams, printQueueQuery);
  const printerList = useLiveList(printers.list(canteenId, {}, 'all'));
  const categories = useRoutableCategories(canteenId, normalizeLanguage(i18n.resolvedLanguage ?? i18n.language));
  const queue = useLiveList(printJobs.list(canteenId, { filters: printQueueFilters(params) }, key));
  const [editing, setEditing] = useState<PrinterEditing | null>(null);
  const [previewing, setPreviewing] = useState<ResourceRecord<PrintJob> | null>(null);
  // The rules decide; the screen offers only what they allow (configuring: Printers; printing: Printers dashboard).
  const mayConfigure = accessAllowed('printers', 'create', { role, managesCanteen: true });
  const mayPrint = canOpenScreen('PrintersDashboard', role);
  const deletion = useDeletion((id) => printers.remove(id), {
    title: t('delete.title'),
    message: (name) => t('delete.message', { name }),
    done: (name) => t('delete.done', { name }),
  });
  const run = async (work: () => Promise<string>, done: string) => {
    try {
      const result = await work();
      showToast(result === 'printed' ? done : t('queue.failedToast'), result === 'printed' ? 'success' : 'error');
    } catch (error) {
      showToast(kit(saveErrorKey(error)), 'error');
    }
  };

  const printerColumns: Column<ResourceRecord<PrinterForm>>[] = [
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{row.name}</span> },
    { id: 'kind', header: t('fields.kind'), cell: (row) => t(`kinds.${row.kind}`) },
    { id: 'address', header: t('fields.address'), cell: (row) => <code>{row.address}</code> },
    { id: 'paper', header: t('fields.paperWidth'), cell: (row) => t('form.mm', { width: row.paper_width }) },
    {
      id: 'routing',
      header: t('fields.routing'),
      cell: (row) =>
        row.routing.services.length === 0 && row.routing.pickup_points.length === 0 && row.routing.category_ids.length === 0
          ? t('routing.everything')
          : [
              ...row.routing.services.map((type) => t(`services.${type}`)),
              ...row.routing.category_ids.map((id) => categories.data?.find((category) => category.id === id)?.name ?? id),
              ...row.routing.pickup_points.map((id) => pickupPoints.find((point) => point.id === id)?.name ?? id),
            ].join(', '),
    },
    { id: 'active', header: t('fields.active'), cell: (row) => (row.active ? <Badge tone="success">{t('active.yes')}</Badge> : <Badge>{t('active.no')}</Badge>) },
    {
      id: 'actions',
      header: <span className="sr-only">{t('actions.column')}</span>,
      align: 'right',
      cell: (row) => (
        <RowActions
          actions={[
            { id: 'test', label: t('actions.test'), ariaLabel: t('actions.testOf', { name: row.name }), allowed: mayPrint, onSelect: () => void run(() => testPrint(row.id), t('actions.testDone', { name: row.name })) },
            { id: 'edit', label: t('actions.edit'), ariaLabel: t('actions.editLabel', { name: row.name }), allowed: mayConfigure, onSelect: () => setEditing({ id: row.id, values: row }) },
            { id: 'delete', label: t('actions.delete'), ariaLabel: t('actions.deleteLabel', { name: row.name }), allowed: mayConfigure, destructive: true, onSelect: () => deletion.ask(row.id, row.name) },
          ]}
        />
      ),
    },
  ];

  const jobColumns: Column<ResourceRecord<PrintJob>>[] = [
    {
      id: 'created',
      header: t('queue.created'),
      cell: (row) => {
        const at = toDate(row.created_at);
        return <span className="whitespace-nowrap">{at ? formatDate(at, i18n.language, SHORT) : '–'}</span>;
      },
    },
    { id: 'what', header: t('queue.what'), cell: (row) => (row.kind === 'test' ? t('queue.test') : (row.order_id ?? '–')) },
    { id: 'printer', header: t('queue.printer'), cell: (row) => row.printer_name },
    { id: 'status', header: t('queue.status'), cell: (row) => <Badge tone={JOB_TONES[row.status]}>{t(`states.${row.status}`)}</Badge> },
    { id: 'attempts', header: t('queue.attempts'), align: 'right', cell: (row) => row.attempts },
    { id: 'error', header: t('queue.error'), cell: (row) => row.error ?? '' },
    {
      id: 'actions',
      header: <span className="sr-only">{t('actions.column')}</span>,
      align: 'right',
      cell: (row) => (
        <RowActions
          actions={[
            { id: 'preview', label: t('actions.preview'), ariaLabel: t('actions.previewOf', { name: row.order_id ?? row.printer_name }), allowed: true, onSelect: () => setPreviewing(row) },
            { id: 'again', label: t('actions.again'), ariaLabel: t('actions.againOf', { name: row.order_id ?? row.printer_name }), allowed: mayPrint && row.status === 'failed', onSelect: () => void run(() => printAgain(row.id), t('actions.againDone')) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.printers')}
        description={t('description', { canteen: canteenName })}
        actions={mayConfigure ? <Button onClick={() => setEditing({ id: null, values: null })}>{t('actions.new')}</Button> : undefined}
      />
      <Card title={t('printersTitle')} className="mb-4">
        <ListView list={printerList} caption={t('printersCaption', { canteen: canteenName })} hideCaption columns={printerColumns} rowKey={(row) => row.id} />
      </Card>
      <Card title={t('queue.title')}>
        <div className="mb-3 max-w-xs">
          <SelectField
            label={t('queue.status')}
            value={params.jobs}
            onChange={(event) => apply((current) => ({ ...current, jobs: event.target.value as PrintQueueParams['jobs'] }))}
            options={[{ value: 'all', label: t('states.all') }, ...PRINT_JOB_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))]}
          />
        </div>
        <ListView list={queue} caption={t('queue.caption', { canteen: canteenName })} hideCaption columns={jobColumns} rowKey={(row) => row.id} filtered={params.jobs !== 'all'} />
      </Card>
      {canteenId && <PrinterDrawer canteenId={canteenId} pickupPoints={pickupPoints} categories={categories.data ?? []} editing={editing} onClose={() => setEditing(null)} />}
      <ReceiptPreview job={previewing} onClose={() => setPreviewing(null)} />
      {deletion.dialog}
    </>
  );
}
