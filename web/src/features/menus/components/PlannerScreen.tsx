// /menu/planner (spec §6 Planner, §3 week patterns): the month's menus of the canteen as a grid, and copying one
// day onto other days of the pattern — with a preview of what each day would lose, before anything is written.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MENU_WEEK_PATTERNS,
  copyPreview,
  daysOfMonthIso,
  formatNumberIt,
  servesOn,
  type MenuWeekPattern,
} from '@backoffice/shared';
import { saveErrorKey } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import { cx } from '../../../components/ui/cx';
import { useSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { copyMenuDay, useMonthMenus } from '../api/planner';
import { todayIso } from './params';
import { RotationPanel } from './RotationPanel';

export default function PlannerScreen() {
  const { t, i18n } = useTranslation('menus');
  const { t: shell } = useTranslation('shell');
  const { t: kit } = useTranslation('kit');
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const [month, setMonth] = useState(todayIso().slice(0, 7));
  const [pattern, setPattern] = useState<MenuWeekPattern>('MF');
  const [source, setSource] = useState<string | null>(null);
  const [targets, setTargets] = useState<string[]>([]);
  const [previewing, setPreviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const menus = useMonthMenus(canteenId, month);
  const days = daysOfMonthIso(month);
  const current = menus.data ?? new Map();
  const preview = source ? copyPreview(source, targets, pattern, current) : [];
  const dayLabel = (day: string) =>
    new Date(`${day}T12:00:00`).toLocaleDateString(i18n.language === 'cl' ? 'es-CL' : i18n.language, {
      weekday: 'short',
      day: 'numeric',
    });

  // Rotations span months: the day with its month.
  const longLabel = (day: string) =>
    new Date(`${day}T12:00:00`).toLocaleDateString(i18n.language === 'cl' ? 'es-CL' : i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });

  const copy = async () => {
    if (!canteenId || !source) return;
    setBusy(true);
    try {
      const written = await copyMenuDay(canteenId, current.get(source) ?? [], preview.map((row) => row.day));
      showToast(t('planner.copied', { count: written.length }), 'success');
      setPreviewing(false);
      setTargets([]);
    } catch (error) {
      console.error('Menu copy stopped', error);
      showToast(kit(saveErrorKey(error)), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={shell('screens.menuPlanner')} description={t('planner.description', { canteen: canteenName })} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <TextField label={t('planner.month')} type="month" value={month} onChange={(event) => event.target.value && setMonth(event.target.value)} />
        <SelectField
          label={t('planner.pattern')}
          value={pattern}
          onChange={(event) => setPattern(event.target.value as MenuWeekPattern)}
          options={(Object.keys(MENU_WEEK_PATTERNS) as MenuWeekPattern[]).map((code) => ({
            value: code,
            label: t(`planner.patterns.${code}`),
          }))}
        />
        <Button onClick={() => setPreviewing(true)} disabled={!source || preview.length === 0}>
          {t('planner.copy', { count: preview.length })}
        </Button>
      </div>
      <p className="mb-3 text-sm text-slate-700">{t('planner.hint')}</p>
      {menus.error ? (
        <Alert tone="error">{t('day.error')}</Alert>
      ) : !menus.data ? (
        <SkeletonText lines={6} />
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label={t('planner.month')}>
          {days.map((day) => {
            const dishes = current.get(day)?.length ?? 0;
            const served = servesOn(pattern, day);
            return (
              <li
                key={day}
                data-day={day}
                className={cx('rounded-md border p-2 text-sm', day === source ? 'border-slate-900 ring-2 ring-slate-900' : 'border-slate-200', !served && 'bg-slate-50')}
              >
                <p className="font-medium">{dayLabel(day)}</p>
                <p className="text-slate-600">{t('planner.dishes', { count: dishes, formatted: formatNumberIt(dishes, 0) })}</p>
                <div className="mt-1 flex flex-col gap-1">
                  <Button size="sm" variant={day === source ? 'primary' : 'secondary'} onClick={() => setSource(day)} disabled={dishes === 0}>
                    {t('planner.source')}
                  </Button>
                  {source && day !== source && served && (
                    <label className="flex items-center gap-1 text-xs">
                      <input
                        type="checkbox"
                        checked={targets.includes(day)}
                        onChange={(event) =>
                          setTargets((list) => (event.target.checked ? [...list, day] : list.filter((entry) => entry !== day)))
                        }
                      />
                      {t('planner.target', { day: dayLabel(day) })}
                    </label>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {canteenId && <RotationPanel canteenId={canteenId} pattern={pattern} dayLabel={longLabel} />}
      <Modal
        open={previewing}
        onClose={() => setPreviewing(false)}
        title={t('planner.previewTitle', { day: source ? dayLabel(source) : '' })}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPreviewing(false)}>
              {t('planner.cancel')}
            </Button>
            <Button onClick={() => void copy()} busy={busy}>
              {t('planner.confirm')}
            </Button>
          </>
        }
      >
        <ul className="flex flex-col gap-1 text-sm">
          {preview.map((row) => (
            <li key={row.day}>
              {row.overwritten > 0
                ? t('planner.overwrites', { day: dayLabel(row.day), count: row.overwritten })
                : t('planner.fills', { day: dayLabel(row.day) })}
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
