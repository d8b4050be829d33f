// A canteen's logo, or the fallback logo (spec §2) when it has none or the image fails to load.
import { useState } from 'react';
import { cx } from './cx';

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

export interface CanteenLogoProps {
  src: string | null | undefined;
  name: string;
  /** Alternative text; empty when the name is written next to the logo. */
  alt: string;
  className?: string;
}

export function CanteenLogo({ src, name, alt, className }: CanteenLogoProps) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return <img src={src} alt={alt} className={cx('object-contain', className)} onError={() => setFailed(true)} />;
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-fallback-logo=""
      className={cx('flex items-center justify-center gap-1.5 bg-slate-800 font-semibold text-white', className)}
    >
      <svg viewBox="0 0 24 24" className="size-[40%] max-h-8 max-w-8" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path strokeLinecap="round" strokeLinejoin="round" d="M7 3v7a2 2 0 002 2v9M5 3v5m4-5v5m7-5c-1.7 0-3 2.2-3 5s1.3 4 3 4v9" />
      </svg>
      <span className="text-sm tracking-wide">{initials(name)}</span>
    </span>
  );
}
