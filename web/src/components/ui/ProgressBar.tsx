// A determinate progress bar (uploads, imports) exposed as a progressbar to assistive technology.
import { cx } from './cx';

export interface ProgressBarProps {
  /** 0–100. */
  value: number;
  label: string;
  className?: string;
  showValue?: boolean;
}

export function ProgressBar({ value, label, className, showValue = true }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <div className="flex justify-between text-xs font-medium text-slate-700">
        <span>{label}</span>
        {showValue && <span>{clamped}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
