// What analyseTimeRanges found, in words: overlapping ranges (refused on save), gaps and ranges outside the service hours.
import { useTranslation } from 'react-i18next';
import type { TimeRangeAnalysis } from '@backoffice/shared';

export function TimeRangeNotes({
  analysis,
  gapsKey = 'hours.gap',
}: {
  analysis: TimeRangeAnalysis;
  gapsKey?: string;
}) {
  const { t } = useTranslation('shop');
  const notes = [
    ...analysis.overlaps.map((overlap) => ({
      tone: 'error',
      text: t('hours.overlap', {
        first: overlap.first + 1,
        second: overlap.second + 1,
        from: overlap.from,
        to: overlap.to,
      }),
    })),
    ...analysis.outside.map((index) => ({
      tone: 'warning',
      text: t('hours.outside', { number: index + 1 }),
    })),
    ...analysis.gaps.map((gap) => ({ tone: 'info', text: t(gapsKey, { ...gap }) })),
  ];
  if (notes.length === 0) return <p className="text-sm text-emerald-800">{t('hours.noProblems')}</p>;
  return (
    <ul className="space-y-1 text-sm" aria-live="polite">
      {notes.map((note, index) => (
        <li
          key={index}
          className={
            note.tone === 'error'
              ? 'text-red-700'
              : note.tone === 'warning'
                ? 'text-amber-800'
                : 'text-slate-700'
          }
        >
          {note.text}
        </li>
      ))}
    </ul>
  );
}
