// A rotation (issue 15, /menu/planner): the N weeks starting on a Monday repeat over a date range, weekday by weekday
// on the days the week pattern serves. A preview lists every day with the day it copies and what it would replace;
// days whose cycle day has no dishes are skipped (a rotation never empties a day). Nothing is written before confirm.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROTATION_MAX_WEEKS, rotationPlan, type MenuRecipe, type MenuWeekPattern } from '@backoffice/shared';
import { saveErrorKey } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { showToast } from '../../../lib/ui-actions';
import { applyRotation, readMenuRange } from '../api/planner';

interface PreviewRow {
  day: string;
  source: string;
  items: MenuRecipe[];
  overwritten: number;
}

export function RotationPanel({
  canteenId,
  pattern,
  dayLabel,
}: {
  canteenId: string;
  pattern: MenuWeekPattern;
  dayLabel: (day: string) => string;
}) {
  const { t } = useTranslation('menus');
  const { t: kit } = useTranslation('kit');
  const [cycleStart, setCycleStart] = useState('');
  const [weeks, setWeeks] = useState('2');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = async () => {
    const plan = rotationPlan(cycleStart, Number(weeks), from, to, pattern);
    if (!plan.ok) {
      setError(t(`rotation.errors.${plan.reason}`, { max: ROTATION_MAX_WEEKS }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const [sources, targets] = await Promise.all([
        readMenuRange(canteenId, plan.cycle.from, plan.cycle.to),
        readMenuRange(canteenId, from, to),
      ]);
      setRows(
        plan.steps.flatMap((step) => {
          const items = sources.get(step.source) ?? [];
          return items.length > 0
            ? [{ ...step, items, overwritten: targets.get(step.day)?.length ?? 0 }]
            : [];
        }),
      );
    } catch (failure) {
      console.error('Rotation preview not read', failure);
      showToast(kit(saveErrorKey(failure)), 'error');
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!rows) return;
    setBusy(true);
    try {
      const written = await applyRotation(canteenId, rows);
      showToast(t('planner.copied', { count: written.length }), 'success');
      setRows(null);
    } catch (failure) {
      console.error('Rotation stopped', failure);
      showToast(kit(saveErrorKey(failure)), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="menu-rotation" className="mt-6 rounded-lg border border-slate-200 p-4">
      <h2 id="menu-rotation" className="text-base font-semibold text-slate-900">
        {t('rotation.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t('rotation.hint')}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void preview();
        }}
      >
        <TextField
          label={t('rotation.cycleStart')}
          type="date"
          value={cycleStart}
          onChange={(event) => setCycleStart(event.target.value)}
          required
        />
        <TextField
          label={t('rotation.weeks')}
          type="number"
          min={1}
          max={ROTATION_MAX_WEEKS}
          value={weeks}
          onChange={(event) => setWeeks(event.target.value)}
          className="w-28"
          required
        />
        <TextField
          label={t('rotation.from')}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          required
        />
        <TextField
          label={t('rotation.to')}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          required
        />
        <Button type="submit" busy={busy && rows === null}>
          {t('rotation.preview')}
        </Button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Modal
        open={rows !== null}
        onClose={() => setRows(null)}
        title={t('rotation.previewTitle', { count: rows?.length ?? 0 })}
        size="lg"
        footer={
          <>
            <Button variant="secondary" onClick={() => setRows(null)}>
              {t('planner.cancel')}
            </Button>
            <Button onClick={() => void apply()} busy={busy} disabled={!rows?.length}>
              {t('planner.confirm')}
            </Button>
          </>
        }
      >
        {rows && rows.length === 0 ? (
          <p className="text-sm">{t('rotation.nothing')}</p>
        ) : (
          <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto text-sm" data-testid="rotation-preview">
            {rows?.map((row) => (
              <li key={row.day} data-day={row.day} data-source={row.source}>
                {row.overwritten > 0
                  ? t('rotation.overwrites', {
                      day: dayLabel(row.day),
                      source: dayLabel(row.source),
                      count: row.overwritten,
                    })
                  : t('rotation.fills', { day: dayLabel(row.day), source: dayLabel(row.source) })}
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </section>
  );
}
