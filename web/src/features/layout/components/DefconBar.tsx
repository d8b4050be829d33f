// The DEFCON bar of the sidebar (spec §2, §4): the help desk's worst ticket grade, refreshed every 6 s, opening /tickets-status.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DEFCON_BAR_PATH, TICKET_GRADE_MAX } from '@backoffice/shared';
import { cx } from '../../../components/ui/cx';
import { useDefconGrade } from '../api/helpdesk';

/** Grade 0 is the worst, 5 normal: colours go from red to green, each with readable text. */
const TONES = ['bg-red-700', 'bg-red-600', 'bg-orange-600', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'];

export function DefconBar() {
  const { t } = useTranslation('shell');
  const grade = useDefconGrade();
  const descriptionId = useId();
  // Named by what it shows (WCAG 2.5.3 label in name: "Help-desk status DEFCON 3 · Elevated"), the scale in its description.
  return (
    <>
      <Link
        to={DEFCON_BAR_PATH}
        className="mx-3 mb-3 block rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 hover:bg-slate-100"
        aria-describedby={descriptionId}
        data-defcon-grade={grade}
      >
        <span className="flex items-center justify-between text-xs font-medium text-slate-700">
          <span>{t('defcon.label')}</span>
          <span className="font-semibold text-slate-900">
            {t('defcon.grade', { grade })} · {t(`defcon.levels.${grade}`)}
          </span>
        </span>
        <span className="mt-2 flex gap-1" aria-hidden="true">
          {Array.from({ length: TICKET_GRADE_MAX }, (_, index) => (
            <span
              key={index}
              className={cx(
                'h-1.5 flex-1 rounded-full',
                index < Math.max(grade, 1) ? TONES[grade] : 'bg-slate-200',
              )}
            />
          ))}
        </span>
      </Link>
      <span id={descriptionId} className="sr-only">
        {t('defcon.description', { grade })}
      </span>
    </>
  );
}
