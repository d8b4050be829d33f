// A guide's text (spec §7): the intro, then the other texts as accordion items (native disclosure, keyboard-ready).
import type { ReactNode } from 'react';
import type { GuideSection } from '../api/help-content';
import { HelpHtml } from './HelpHtml';

export function GuideIntro({ intro }: { intro: GuideSection }) {
  return (
    <section
      aria-labelledby="help-guide-intro"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="help-guide-intro" className="mb-2 text-lg font-semibold text-slate-900">
        {intro.title}
      </h2>
      <HelpHtml html={intro.html} />
    </section>
  );
}

/** The accordion items; `open` opens every item (a search that narrowed the list). */
export function GuideAccordion({
  items,
  open = false,
  empty,
}: {
  items: GuideSection[];
  open?: boolean;
  empty?: ReactNode;
}) {
  if (items.length === 0) return <>{empty}</>;
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {items.map((item, index) => (
        <details key={`${index}-${item.title}`} open={open || undefined} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{item.title}</h3>
            <svg
              viewBox="0 0 20 20"
              fill="currentColor"
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            >
              <path
                fillRule="evenodd"
                d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                clipRule="evenodd"
              />
            </svg>
          </summary>
          <div className="px-5 pb-5">
            <HelpHtml html={item.html} />
          </div>
        </details>
      ))}
    </div>
  );
}
