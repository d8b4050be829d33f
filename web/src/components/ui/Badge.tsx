// A small label (status, count) in tones that keep AA contrast on their own background.
import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-200 text-slate-800',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-700 text-white',
  info: 'bg-sky-100 text-sky-900',
};

export function Badge({ tone = 'neutral', children, className, label }: { tone?: BadgeTone; children: ReactNode; className?: string; label?: string }) {
  return (
    <span
      className={cx('inline-flex min-w-5 items-center justify-center rounded-full px-2 py-0.5 text-xs font-semibold', TONES[tone], className)}
      aria-label={label}
    >
      {children}
    </span>
  );
}
