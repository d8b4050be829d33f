// The commands of the signed-in role in the active canteen (same permission data as the guard and the sidebar), and
// the canteen's pinned ones.
import { useMemo } from 'react';
import { fastCommandsFor, pinnedFastCommands, type FastCommand } from '@backoffice/shared';
import { customerCareActiveOf, useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';

export function useFastCommands(): { commands: FastCommand[]; pinned: FastCommand[]; canteenId: string | null } {
  const { role, environment } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const customerCareActive = useSessionState((state) => customerCareActiveOf(state.active_canteen_data));
  const stored = useSessionState((state) => state.user?.bo_fast_commands);
  const commands = useMemo(
    () => fastCommandsFor(role, { environment, customerCareActive }),
    [role, environment, customerCareActive],
  );
  const pinned = useMemo(() => pinnedFastCommands(stored, canteenId, commands), [stored, canteenId, commands]);
  return { commands, pinned, canteenId: canteenId ?? null };
}
