// The canteen's wallet settings: the rules/wallet document live, and saving it with the canteen's wallet fields in one
// atomic batch (both stamped for the activity log; the rules let admin write them, ModificaMense).
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import {
  walletDocuments,
  walletRulesSchema,
  type WalletRules,
  type WalletSettings,
} from '@backoffice/shared';
import { useLiveDoc } from '../../../lib/data/live';
import { auth } from '../../../lib/firebase';
import { db } from '../../../lib/firestore';

export function useWalletRules(canteenId: string | null) {
  return useLiveDoc<WalletRules | null>(
    canteenId ? ['canteens', canteenId, 'rules', 'wallet'] : null,
    () => doc(db, 'canteens', canteenId!, 'rules', 'wallet'),
    (snapshot) => {
      const parsed = snapshot.exists() ? walletRulesSchema.safeParse(snapshot.data()) : null;
      return parsed?.success ? parsed.data : null;
    },
  );
}

export async function saveWalletSettings(
  canteenId: string,
  settings: WalletSettings,
  currency: string,
): Promise<void> {
  const documents = walletDocuments(settings, currency);
  const stamp = { updated_by: auth.currentUser?.uid ?? null, updated_at: serverTimestamp() };
  const batch = writeBatch(db);
  batch.update(doc(db, 'canteens', canteenId), { ...documents.canteen, ...stamp });
  batch.set(doc(db, 'canteens', canteenId, 'rules', 'wallet'), { ...documents.rules, ...stamp });
  await batch.commit();
}
