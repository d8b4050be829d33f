// An inline message box (error, success, info); errors are announced to screen readers at once.
import type { ReactNode } from 'react';
import { cx } from './cx';

export type AlertTone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
};

export function Alert({ tone = 'info', children, className }: { tone?: AlertTone; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('rounded-lg border px-4 py-3 text-sm', TONES[tone], className)}
    >
      {children}
    </div>
  );
}
