// The menu's autosave state: saving while any write is pending, then saved or not saved (spec §2: the menu saves
// after every add, delete, move and points or euro change).
import { useCallback, useRef, useState } from 'react';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export function useAutosave() {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const pending = useRef(0);
  const failed = useRef(false);
  const run = useCallback(async (write: () => Promise<void>): Promise<boolean> => {
    pending.current += 1;
    setStatus('saving');
    let ok = true;
    try {
      await write();
    } catch (error) {
      ok = false;
      failed.current = true;
      throw error;
    } finally {
      pending.current -= 1;
      if (pending.current === 0) {
        setStatus(failed.current ? 'error' : 'saved');
        failed.current = false;
      }
    }
    return ok;
  }, []);
  return { status, run };
}
