// The scrolling body of a dialog or drawer. While its content overflows it is a tab stop, so keyboard users can
// scroll it (WCAG 2.1.1; axe's scrollable-region-focusable). When nothing overflows it is not a tab stop.
// The menus e2e met this on 2027-04-04: a recipe used on many days filled its dialog with nothing focusable in it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';

export function ScrollBody({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    check();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    resized?.observe(element);
    const changed = new MutationObserver(check);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resized?.disconnect();
      changed.disconnect();
    };
  }, []);
  return (
    <div ref={ref} className={cx('overflow-y-auto', className)} tabIndex={overflows ? 0 : undefined}>
      {children}
    </div>
  );
}
