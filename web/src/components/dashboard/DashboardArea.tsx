// One "other dashboard area" of spec §2 (invitation codes, rule assignment, access rules, pickup points…): a titled
// card with a few figures read by count(), the area's own quick action, and a link to the screen that manages it.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../ui/Card';
import { buttonClasses } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { formatCount } from '../../lib/format';

export interface AreaFigure {
  id: string;
  label: string;
  /** undefined while loading; null when it could not be read. */
  value: string | null | undefined;
}

/** A figure's value from a read (SWR or live): undefined while loading, null when it failed, else the count. */
export function countFigure(read: { data?: unknown; error?: unknown }, count: number | undefined): string | null | undefined {
  if (read.error) return null;
  return read.data === undefined || count === undefined ? undefined : formatCount(count);
}

export function DashboardArea({
  id,
  title,
  figures = [],
  link,
  unavailable,
  children,
}: {
  id: string;
  title: string;
  figures?: readonly AreaFigure[];
  link?: { to: string; label: string };
  /** Said in place of a figure that could not be read. */
  unavailable?: string;
  children?: ReactNode;
}) {
  return (
    <div data-testid={`area-${id}`}>
      <Card
        title={title}
        actions={
          link && (
            <Link to={link.to} className={buttonClasses('secondary', 'sm', 'whitespace-nowrap')}>
              {link.label}
            </Link>
          )
        }
      >
        <div className="flex flex-col gap-4">
          {figures.length > 0 && (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {figures.map((figure) => (
                <div key={figure.id} className="flex flex-col gap-0.5">
                  <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
                    {figure.label}
                  </dt>
                  <dd className="text-xl font-semibold text-slate-900" data-testid={`figure-${figure.id}`}>
                    {figure.value === undefined ? (
                      <Skeleton className="h-7 w-12" />
                    ) : (
                      (figure.value ?? unavailable ?? '—')
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {children}
        </div>
      </Card>
    </div>
  );
}
