// The canteen's pinned fast commands on the user's own document (spec §3 User bo_fast_commands, keyed by canteen id).
import { FieldPath, doc, updateDoc } from 'firebase/firestore';
import { fastCommandPinsSchema } from '@backoffice/shared';
import { db } from '../../../lib/firestore';

/** Stores the pins of one canteen (the rules let a user change only this and a few fields of their own document). */
export async function savePinnedCommands(uid: string, canteenId: string, ids: readonly string[]): Promise<void> {
  const pins = fastCommandPinsSchema.parse([...ids]);
  await updateDoc(doc(db, 'users', uid), new FieldPath('bo_fast_commands', canteenId), pins);
}
