// /digital-signage (spec §6 DigitalSignage): the canteen's screens (name, place, orientation, resolution, last seen,
// what each plays now), their dayparted schedules with the clashes between them, and the "at time T" preview.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { accessAllowed, canteenTimeZone, isScreenOnline, scheduleAt, scheduleConflicts, toDate } from '@backoffice/shared';
import { RowActions } from '../../../components/crud/RowActions';
import { Badge } from '../../../components/ui/Badge';
import { unpairScreen } from '../api/pairing';
import { PairDrawer, type PairTarget } from './PairDrawer';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { useDeletion } from '../../../components/crud/useDeletion';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import type { ResourceRecord } from '../../../lib/data/resource';
import { formatDate } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import { schedules, screens, useCanteenSignage, type ScheduleDoc, type ScreenDoc } from '../api/signage';
import { itemLabel, weekdaysLabel } from './labels';
import { Preview } from './Preview';
import { ScheduleDrawer, type ScheduleEditing } from './ScheduleDrawer';
import { ScreenDrawer, type ScreenEditing } from './ScreenDrawer';

const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

export default function SignageScreen() {
  const { t, i18n } = useTranslation('signage');
  const { t: shell } = useTranslation('shell');
  const { role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const timeZone = canteenTimeZone(canteen?.endpoint_prefix);
  const screenList = useLiveList(screens.list(canteenId, { filters: [['kind', '==', 'screen']] }, 'screens'));
  const scheduleList = useLiveList(schedules.list(canteenId, { filters: [['kind', '==', 'schedule']] }, 'schedules'));
  const all = useCanteenSignage(canteenId).data ?? { screens: [], schedules: [] };
  const [screenEditing, setScreenEditing] = useState<ScreenEditing | null>(null);
  const [scheduleEditing, setScheduleEditing] = useState<ScheduleEditing | null>(null);
  const [pairing, setPairing] = useState<PairTarget | null>(null);
  // Unpairing stops the wall's player at once: asked first.
  const [unpairing, setUnpairing] = useState<{ id: string; name: string } | null>(null);
  const [unpairBusy, setUnpairBusy] = useState(false);
  const unpair = async (row: { id: string; name: string }) => {
    setUnpairBusy(true);
    try {
      await unpairScreen(row.id);
      toast.success(t('pair.unpaired', { name: row.name }));
      setUnpairing(null);
    } catch (error) {
      console.error('Screen not unpaired', error);
      toast.error(t('pair.unpairFailed', { name: row.name }));
    } finally {
      setUnpairBusy(false);
    }
  };
  const mayWrite = accessAllowed('digital_signage', 'create', { role, managesCanteen: true });
  const deletion = useDeletion((id) => screens.remove(id), { title: t('delete.title'), message: (name) => t('delete.message', { name }), done: (name) => t('delete.done', { name }) });
  const screenName = (id: string) => all.screens.find((screen) => screen.id === id)?.name ?? id;
  const scheduleName = (id: string) => all.schedules.find((schedule) => schedule.id === id)?.name ?? id;
  const now = new Date();
  const conflicts = scheduleConflicts(all.schedules);

  const screenColumns: Column<ResourceRecord<ScreenDoc>>[] = [
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{row.name}</span> },
    { id: 'place', header: t('fields.place'), cell: (row) => row.place || '–' },
    { id: 'orientation', header: t('fields.orientation'), cell: (row) => t(`orientations.${row.orientation}`) },
    { id: 'resolution', header: t('fields.resolution'), cell: (row) => row.resolution },
    {
      id: 'lastSeen',
      header: t('fields.lastSeen'),
      cell: (row) => {
        const seen = toDate(row.last_seen);
        return seen ? formatDate(seen, i18n.language, SHORT) : t('never');
      },
    },
    { id: 'now', header: t('fields.playingNow'), cell: (row) => scheduleAt(all.schedules, row.id, now, timeZone)?.name ?? '–' },
    {
      id: 'player',
      header: t('fields.player'),
      cell: (row) => {
        const online = isScreenOnline(toDate(row.last_seen), now);
        return (
          <span className="flex flex-wrap items-center gap-2">
            {row.player_uid ? <Badge tone={online ? 'success' : 'neutral'}>{online ? t('all.online') : t('all.offline')}</Badge> : <Badge tone="warning">{t('pair.notPaired')}</Badge>}
            <RowActions
              actions={[
                { id: 'pair', label: t('pair.action'), ariaLabel: t('pair.actionLabel', { name: row.name }), allowed: mayWrite && !row.player_uid, onSelect: () => setPairing({ id: row.id, name: row.name }) },
                { id: 'unpair', label: t('pair.unpair'), ariaLabel: t('pair.unpairLabel', { name: row.name }), allowed: mayWrite && Boolean(row.player_uid), onSelect: () => setUnpairing({ id: row.id, name: row.name }) },
              ]}
            />
          </span>
        );
      },
    },
    editDeleteColumn<ResourceRecord<ScreenDoc>>({
      t,
      nameOf: (row) => row.name,
      allowed: mayWrite,
      onEdit: (row) => setScreenEditing({ id: row.id, values: row }),
      onDelete: (row) => deletion.ask(row.id, row.name),
    }),
  ];
  const scheduleColumns: Column<ResourceRecord<ScheduleDoc>>[] = [
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{row.name}</span> },
    { id: 'screen', header: t('fields.screen'), cell: (row) => screenName(row.screen_id) },
    { id: 'days', header: t('fields.weekdays'), cell: (row) => weekdaysLabel(t, row.weekdays) },
    { id: 'hours', header: t('fields.hours'), cell: (row) => `${row.from}–${row.to}` },
    { id: 'items', header: t('fields.items'), cell: (row) => row.items.map((item) => itemLabel(t, item)).join(', ') },
    editDeleteColumn<ResourceRecord<ScheduleDoc>>({
      t,
      nameOf: (row) => row.name,
      allowed: mayWrite,
      onEdit: (row) => setScheduleEditing({ id: row.id, values: row }),
      onDelete: (row) => deletion.ask(row.id, row.name),
    }),
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.digitalSignage')}
        description={t('description', { canteen: canteenName })}
        actions={
          mayWrite ? (
            <span className="flex gap-2">
              <Button variant="secondary" onClick={() => setScreenEditing({ id: null, values: null })}>
                {t('actions.newScreen')}
              </Button>
              <Button onClick={() => setScheduleEditing({ id: null, values: null })}>{t('actions.newSchedule')}</Button>
            </span>
          ) : undefined
        }
      />
      <Preview screens={all.screens} schedules={all.schedules} timeZone={timeZone} />
      <Card title={t('screensTitle')} className="mb-4">
        <ListView list={screenList} caption={t('screensCaption', { canteen: canteenName })} hideCaption columns={screenColumns} rowKey={(row) => row.id} />
      </Card>
      <Card title={t('schedulesTitle')}>
        {conflicts.length > 0 && (
          <Alert tone="warning" className="mb-3">
            <p>{t('conflicts.title')}</p>
            <ul className="list-disc pl-5">
              {conflicts.map((conflict) => (
                <li key={`${conflict.a}-${conflict.b}`}>
                  {t('conflicts.item', { a: scheduleName(conflict.a), b: scheduleName(conflict.b), days: weekdaysLabel(t, conflict.weekdays) })}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        <ListView list={scheduleList} caption={t('schedulesCaption', { canteen: canteenName })} hideCaption columns={scheduleColumns} rowKey={(row) => row.id} />
      </Card>
      {canteenId && <ScreenDrawer canteenId={canteenId} editing={screenEditing} onClose={() => setScreenEditing(null)} />}
      {canteenId && <PairDrawer canteenId={canteenId} target={pairing} onClose={() => setPairing(null)} />}
      {canteenId && <ScheduleDrawer canteenId={canteenId} screens={all.screens} editing={scheduleEditing} onClose={() => setScheduleEditing(null)} />}
      {deletion.dialog}
      <ConfirmDialog
        open={unpairing !== null}
        title={t('pair.unpairTitle')}
        message={unpairing ? t('pair.unpairMessage', { name: unpairing.name }) : null}
        confirmLabel={t('pair.unpair')}
        destructive
        busy={unpairBusy}
        onConfirm={() => unpairing && void unpair(unpairing)}
        onCancel={() => setUnpairing(null)}
      />
    </>
  );
}
