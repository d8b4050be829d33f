// A canteen's set-up as stored in its document (spec §3 canteens: pickup_points, slots, home_buttons) and the payment
// methods (payment_methods, canteen_payment_methods): live reads and the writes of the set-up screens.
import {
  collection,
  deleteDoc,
  doc,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import {
  canteenPaymentMethodId,
  compactTexts,
  type CanteenPaymentMethodForm,
  type PaymentMethodForm,
  type SlotsForm,
  type StoredHomeButton,
  type StoredPickupPoint,
} from '@backoffice/shared';
import { db } from '../../../lib/firestore';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';
import { stamp } from './services';

/** Payment methods are reference data of a few entries; the screens read at most this many. */
export const PAYMENT_METHODS_LIMIT = 100;

export interface CanteenSetup {
  id: string;
  name: string;
  /** The canteen's country (spec §3): its pickup points are named in that language. */
  endpoint_prefix: string;
  slots: unknown;
  pickup_points: StoredPickupPoint[];
  home_buttons: StoredHomeButton[];
}

function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter((entry) => entry && typeof entry === 'object') as T[]) : [];
}

/** The canteen's set-up fields, live (another editor's save arrives without reload). */
export function useCanteenSetup(canteenId: string | null) {
  return useLiveDoc<CanteenSetup | null>(
    canteenId ? ['canteen-setup', canteenId] : null,
    () => doc(db, 'canteens', canteenId!),
    (snapshot) => {
      if (!snapshot.exists()) return null;
      const data = snapshot.data();
      return {
        id: snapshot.id,
        name: typeof data.name === 'string' ? data.name : snapshot.id,
        endpoint_prefix: typeof data.endpoint_prefix === 'string' ? data.endpoint_prefix : 'other',
        slots: data.slots,
        pickup_points: asList<StoredPickupPoint>(data.pickup_points).sort((a, b) => Number(a.pos) - Number(b.pos)),
        home_buttons: asList<StoredHomeButton>(data.home_buttons).sort((a, b) => Number(a.pos) - Number(b.pos)),
      };
    },
  );
}

export async function saveSlots(canteenId: string, slots: SlotsForm): Promise<void> {
  await updateDoc(doc(db, 'canteens', canteenId), { slots, ...stamp() });
}

export async function savePickupPoints(canteenId: string, points: readonly StoredPickupPoint[]): Promise<void> {
  await updateDoc(doc(db, 'canteens', canteenId), { pickup_points: points, ...stamp() });
}

export async function saveHomeButtons(canteenId: string, buttons: readonly StoredHomeButton[]): Promise<void> {
  await updateDoc(doc(db, 'canteens', canteenId), { home_buttons: buttons, ...stamp() });
}

export interface PaymentMethodRow {
  id: string;
  code: string;
  name: Record<string, string>;
}

function paymentMethodRow(id: string, data: DocumentData): PaymentMethodRow {
  return {
    id,
    code: typeof data.code === 'string' ? data.code : '',
    name: data.name && typeof data.name === 'object' ? (data.name as Record<string, string>) : {},
  };
}

/** The payment methods every canteen chooses from (a bounded reference list), live. */
export function usePaymentMethods(enabled = true) {
  return useLiveQuery(
    enabled ? ['payment-methods'] : null,
    () => query(collection(db, 'payment_methods'), limit(PAYMENT_METHODS_LIMIT)),
    (snapshot) =>
      snapshot.docs
        .map((entry) => paymentMethodRow(entry.id, entry.data()))
        .sort((a, b) => a.code.localeCompare(b.code)),
  );
}

export function usePaymentMethod(id: string | null) {
  return useLiveDoc(
    id ? ['payment-methods', 'one', id] : null,
    () => doc(db, 'payment_methods', id!),
    (snapshot) => (snapshot.exists() ? paymentMethodRow(snapshot.id, snapshot.data()) : null),
  );
}

/** The id of a new payment method: PM_ + its code (as the seed names them). */
export function paymentMethodDocumentId(code: string): string {
  return `PM_${code}`;
}

export async function savePaymentMethod(id: string | null, form: PaymentMethodForm): Promise<string> {
  const data = { name: compactTexts(form.name), code: form.code, ...stamp() };
  if (id) {
    await updateDoc(doc(db, 'payment_methods', id), data);
    return id;
  }
  const created = paymentMethodDocumentId(form.code);
  await setDoc(doc(db, 'payment_methods', created), data);
  return created;
}

export async function deletePaymentMethod(id: string): Promise<void> {
  await deleteDoc(doc(db, 'payment_methods', id));
}

export interface CanteenPaymentMethodRow extends CanteenPaymentMethodForm {
  id: string;
  canteen_id: string;
}

function canteenMethodRow(id: string, data: DocumentData): CanteenPaymentMethodRow {
  return {
    id,
    canteen_id: String(data.canteen_id ?? ''),
    payment_method_id: String(data.payment_method_id ?? ''),
    kind: data.kind === 'FOOD_24' ? 'FOOD_24' : 'WIB',
  };
}

/** The canteen's payment methods (a handful per canteen), live. */
export function useCanteenPaymentMethods(canteenId: string | null) {
  return useLiveQuery(
    canteenId ? ['canteen-payment-methods', canteenId] : null,
    () =>
      query(
        collection(db, 'canteen_payment_methods'),
        where('canteen_id', '==', canteenId),
        limit(PAYMENT_METHODS_LIMIT),
      ),
    (snapshot) => snapshot.docs.map((entry) => canteenMethodRow(entry.id, entry.data())),
  );
}

export function useCanteenPaymentMethod(id: string | null) {
  return useLiveDoc(
    id ? ['canteen-payment-methods', 'one', id] : null,
    () => doc(db, 'canteen_payment_methods', id!),
    (snapshot) => (snapshot.exists() ? canteenMethodRow(snapshot.id, snapshot.data()) : null),
  );
}

export async function saveCanteenPaymentMethod(
  canteenId: string,
  id: string | null,
  form: CanteenPaymentMethodForm,
): Promise<string> {
  if (id) {
    await updateDoc(doc(db, 'canteen_payment_methods', id), { ...form, ...stamp() });
    return id;
  }
  const created = canteenPaymentMethodId(canteenId, form.payment_method_id);
  await setDoc(doc(db, 'canteen_payment_methods', created), {
    canteen_id: canteenId,
    ...form,
    created_at: serverTimestamp(),
    ...stamp(),
  });
  return created;
}

export async function deleteCanteenPaymentMethod(id: string): Promise<void> {
  await deleteDoc(doc(db, 'canteen_payment_methods', id));
}
