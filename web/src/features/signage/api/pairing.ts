// Pairing a player to a screen (issue 22): the unpaired request with the code the wall shows, then one batch that
// names the screen on the request and the player's uid on the screen (the rules let the player in only while both
// agree); unpairing clears the screen's player, which ends the player's reads at once.
import { collection, doc, getDocs, limit, query, serverTimestamp, where, writeBatch, updateDoc } from 'firebase/firestore';
import { DIGITAL_SIGNAGE, SIGNAGE_PLAYERS } from '@backoffice/shared';
import { auth } from '../../../lib/firebase';
import { db } from '../../../lib/firestore';

/** No unpaired player shows that code (mistyped, or already paired). */
export class PairingCodeUnknown extends Error {
  constructor() {
    super('No unpaired signage player with this code');
  }
}

export async function pairScreen(canteenId: string, screenId: string, code: string): Promise<void> {
  const found = await getDocs(query(collection(db, SIGNAGE_PLAYERS), where('code', '==', code), where('screen_id', '==', null), limit(1)));
  const request = found.docs[0];
  if (!request) throw new PairingCodeUnknown();
  const uid = auth.currentUser?.uid ?? null;
  const batch = writeBatch(db);
  batch.update(request.ref, { screen_id: screenId, canteen_id: canteenId, paired_by: uid, paired_at: serverTimestamp() });
  batch.update(doc(db, DIGITAL_SIGNAGE, screenId), { player_uid: request.id, updated_by: uid, updated_at: serverTimestamp() });
  await batch.commit();
}

export async function unpairScreen(screenId: string): Promise<void> {
  await updateDoc(doc(db, DIGITAL_SIGNAGE, screenId), { player_uid: null, updated_by: auth.currentUser?.uid ?? null, updated_at: serverTimestamp() });
}
