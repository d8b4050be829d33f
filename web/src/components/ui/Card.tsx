// A white panel with an optional titled header; the building block of dashboards and forms.
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps {
  title?: ReactNode;
  /** Controls on the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Heading level of the title (page structure for screen readers). */
  headingLevel?: 2 | 3;
}

export function Card({ title, actions, children, className, headingLevel = 2 }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cx('rounded-xl border border-slate-200 bg-white shadow-sm', className)}>
      {(title || actions) && (
        <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-slate-200 px-5 py-3">
          {title && <Heading className="text-base font-semibold text-slate-900">{title}</Heading>}
          {actions}
        </header>
      )}
      <div className="p-5">{children}</div>
    </section>
  );
}
