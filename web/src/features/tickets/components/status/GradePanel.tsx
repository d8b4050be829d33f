// The help desk's DEFCON grade shown large (spec §4, §9: 0 worst … 5 normal), with its level name.
import { useTranslation } from 'react-i18next';
import { TICKET_GRADE_MAX } from '@backoffice/shared';
import { cx } from '../../../../components/ui/cx';

/** Grade 0 is the worst: red to green, each with readable text on it. */
const TONES = [
  'bg-red-700 text-white',
  'bg-red-600 text-white',
  'bg-orange-700 text-white',
  'bg-amber-400 text-slate-900',
  'bg-lime-700 text-white',
  'bg-emerald-700 text-white',
];

export function gradeTone(grade: number): string {
  return TONES[Math.min(Math.max(grade, 0), TONES.length - 1)] ?? TONES[TONES.length - 1]!;
}

export function GradePanel({ grade, count }: { grade: number; count: number | null }) {
  const { t } = useTranslation('tickets');
  const { t: shell } = useTranslation('shell');
  return (
    <section
      className="mb-6 flex flex-wrap items-center gap-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-labelledby="defcon-grade-heading"
      data-defcon-grade={grade}
    >
      <div
        className={cx(
          'flex size-24 shrink-0 flex-col items-center justify-center rounded-2xl',
          gradeTone(grade),
        )}
      >
        <span className="text-xs font-semibold uppercase tracking-wide">{t('statusPage.defcon')}</span>
        <span className="text-5xl font-bold leading-none">{grade}</span>
      </div>
      <div className="min-w-0 flex-1">
        <h2 id="defcon-grade-heading" className="text-xl font-semibold text-slate-900">
          {shell('defcon.grade', { grade })} · {shell(`defcon.levels.${grade}`)}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('statusPage.scale', { max: TICKET_GRADE_MAX })}</p>
        {count !== null && <p className="mt-1 text-sm text-slate-700">{t('statusPage.count', { count })}</p>}
      </div>
    </section>
  );
}
