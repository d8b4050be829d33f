// Ctrl-K / Cmd-K (or the dashboard's button) opens the command palette. Only this listener is in the shell: the
// palette's code is fetched on first use.
import { Suspense, lazy, useEffect, useState } from 'react';
import { withChunkTimeout } from '../../../lib/chunk-load';
import { OPEN_FAST_COMMANDS_EVENT } from '../events';

const CommandPalette = lazy(withChunkTimeout(() => import('./CommandPalette')));

export function FastCommandsLauncher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    const onOpen = () => setOpen(true);
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_FAST_COMMANDS_EVENT, onOpen);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_FAST_COMMANDS_EVENT, onOpen);
    };
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette onClose={() => setOpen(false)} />
    </Suspense>
  );
}
