// Acts on the entry link stored at start-up (spec §2): ticket, else IFM request (after 1 s), else canteen id.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { FALLBACK_PATH, isAbsentLinkValue, nextEntryLinkAction } from '@backoffice/shared';
import { readStoredEntryLink, writeStoredEntryLink } from '../lib/entry-link-storage';
import { useChooseCanteen } from '../features/chooser/api/active-canteen';

type Phase = 'idle' | 'opening' | 'arriving';

/**
 * Runs once per signed-in session, when the role is known. Returns true while a link's canteen is being opened:
 * from the start until the router has arrived where the link leads (so the page under the link never flashes).
 */
export function useEntryLink(): boolean {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const chooseCanteen = useChooseCanteen();
  const handled = useRef(false);
  const destination = useRef<string | null>(null);
  const [phase, setPhase] = useState<Phase>(() => {
    const stored = readStoredEntryLink(sessionStorage);
    return isAbsentLinkValue(stored.ticket) && isAbsentLinkValue(stored.rifm) && !isAbsentLinkValue(stored.cid) ? 'opening' : 'idle';
  });

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const { stored, action } = nextEntryLinkAction(readStoredEntryLink(sessionStorage));
    switch (action.kind) {
      case 'openTicket':
      case 'openIfmRequest':
        writeStoredEntryLink(sessionStorage, stored);
        // Not cancelled on unmount: the value is already taken out of the session, so it must be acted on.
        window.setTimeout(() => navigate(action.path), action.delayMs);
        return;
      case 'activateCanteen':
        void chooseCanteen(action.canteenId, { target: action.pathOnSuccess }).then((chosen) => {
          // The stored id is cleared once the canteen exists (spec §2); a refused one is dropped too,
          // so a reload does not bounce to /home again.
          writeStoredEntryLink(sessionStorage, action.storedOnSuccess);
          destination.current = chosen ? action.pathOnSuccess : FALLBACK_PATH;
          if (!chosen) navigate(FALLBACK_PATH, { replace: true });
          setPhase('arriving');
        });
        return;
      case 'none':
        return;
    }
  }, [navigate, chooseCanteen]);

  useEffect(() => {
    // The router moves in a transition: wait until it is there before showing the route.
    if (phase === 'arriving' && pathname === destination.current) setPhase('idle');
  }, [phase, pathname]);

  return phase !== 'idle';
}
