// A small rotating indicator; decorative unless given a label.
import { cx } from './cx';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const dimension = { sm: 'size-4', md: 'size-6', lg: 'size-10' }[size];
  return (
    <svg
      className={cx('animate-spin text-current motion-reduce:animate-none', dimension)}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
