// The canteen wizard's data (spec §6 CreazioneMense): its drafts, the canteens it starts from, the staff it offers,
// the createCanteen callable and the news areas of the new canteen as the trigger copies them.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import useSWR from 'swr';
import {
  ROLE_PRIORITY,
  WIZARD_DRAFTS_COLLECTION,
  canAccessAllCanteens,
  isSelectableUser,
  wizardDraftLabel,
  type CanteenWizardInput,
  type CreateCanteenRequest,
} from '@backoffice/shared';
import { useLiveDoc, useLiveQuery } from '../../../lib/data/live';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';

/** Drafts shown on /wizard, newest first; older ones beyond this stay reachable by their link. */
export const DRAFTS_SHOWN = 20;
/** Canteens offered as templates (by id); the product runs tens of canteens. */
const TEMPLATES_LIMIT = 200;
/** Staff offered for selection; beyond this, the first by name. */
const STAFF_LIMIT = 200;

export interface DraftRow {
  id: string;
  step: number;
  label: string;
  values: Record<string, unknown>;
  savedAt: Date | null;
}

const toDraft = (id: string, data: DocumentData): DraftRow => ({
  id,
  step: typeof data.step === 'number' ? data.step : 0,
  label: typeof data.label === 'string' ? data.label : '',
  values:
    typeof data.values === 'object' && data.values !== null ? (data.values as Record<string, unknown>) : {},
  savedAt: typeof data.saved_at?.toDate === 'function' ? (data.saved_at.toDate() as Date) : null,
});

/** The unfinished wizards, live. */
export function useWizardDrafts() {
  return useLiveQuery(
    ['wizard', 'drafts'],
    () => query(collection(db, WIZARD_DRAFTS_COLLECTION), orderBy('saved_at', 'desc'), limit(DRAFTS_SHOWN)),
    (snapshot) => snapshot.docs.map((entry) => toDraft(entry.id, entry.data())),
  );
}

/** One draft, live; null once deleted (or created into a canteen). */
export function useWizardDraft(id: string | null) {
  return useLiveDoc(
    id ? ['wizard', 'draft', id] : null,
    () => doc(db, WIZARD_DRAFTS_COLLECTION, id!),
    (snapshot) => (snapshot.exists() ? toDraft(snapshot.id, snapshot.data()) : null),
  );
}

const draftData = (values: CanteenWizardInput, step: number) => ({
  step,
  values: values as unknown as Record<string, unknown>,
  label: wizardDraftLabel(values),
  saved_at: serverTimestamp(),
});

/** Starts a draft; its id is the wizard's address (/wizard/{id}). */
export async function startDraft(values: CanteenWizardInput): Promise<string> {
  return (await addDoc(collection(db, WIZARD_DRAFTS_COLLECTION), draftData(values, 0))).id;
}

/** Keeps what was typed and the step reached. */
export async function saveDraft(id: string, values: CanteenWizardInput, step: number): Promise<void> {
  await setDoc(doc(db, WIZARD_DRAFTS_COLLECTION, id), draftData(values, step));
}

export async function deleteDraft(id: string): Promise<void> {
  await deleteDoc(doc(db, WIZARD_DRAFTS_COLLECTION, id));
}

const createCanteenCall = callable<CreateCanteenRequest, { canteenId: string; baseCanteenId: string | null }>(
  'createCanteen',
);

/** The last step: creates the canteen (and deletes the draft) atomically on the server. */
export async function createCanteen(request: CreateCanteenRequest) {
  return (await createCanteenCall(request)).data;
}

/** Whether a canteen id is taken, live (another admin may create it meanwhile); undefined while unknown. */
export function useCanteenTaken(canteenId: string | null) {
  return useLiveDoc(
    canteenId ? ['wizard', 'taken', canteenId] : null,
    () => doc(db, 'canteens', canteenId!),
    (snapshot) => snapshot.exists(),
  );
}

export interface TemplateCanteen {
  id: string;
  name: string;
}

/** The canteens a new one may copy its menu structure from (admins open every canteen). */
export function useTemplateCanteens() {
  return useSWR(
    ['wizard', 'templates'],
    async () => {
      const snapshot = await getDocs(
        query(collection(db, 'canteens'), orderBy(documentId()), limit(TEMPLATES_LIMIT)),
      );
      return snapshot.docs.map((entry): TemplateCanteen => ({
        id: entry.id,
        name: String(entry.get('name') ?? ''),
      }));
    },
    { revalidateOnFocus: false },
  );
}

export interface StaffCandidate {
  uid: string;
  name: string;
  surname: string;
  email: string;
  role: string;
}

/** Roles a new canteen's staff may have: every back-office role bound to its canteens (admins open all anyway). */
const STAFF_ROLES = ROLE_PRIORITY.filter((role) => !canAccessAllCanteens(role));

/** The back-office users offered for selection (spec §5: name, surname and a non-empty e-mail), by surname. */
export function useStaffCandidates() {
  return useSWR(
    ['wizard', 'staff'],
    async () => {
      const snapshot = await getDocs(
        query(collection(db, 'users'), where('role', 'in', [...STAFF_ROLES]), limit(STAFF_LIMIT)),
      );
      return snapshot.docs
        .map((entry) => ({ uid: entry.id, data: entry.data() }))
        .filter(({ data }) => isSelectableUser(data))
        .map(({ uid, data }): StaffCandidate => {
          const profile = data.profile as Record<string, string>;
          return {
            uid,
            name: profile.name!,
            surname: profile.surname!,
            email: profile.email!,
            role: String(data.role),
          };
        })
        .sort((a, b) => a.surname.localeCompare(b.surname) || a.name.localeCompare(b.name));
    },
    { revalidateOnFocus: false },
  );
}

export interface NewsAreaRow {
  id: string;
  name: string;
}

/** An area's name in the user's language, else English, else any it has (names are kept per language). */
const areaName = (value: unknown, language: string): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const names = value as Record<string, unknown>;
    return String(names[language] ?? names.en ?? Object.values(names)[0] ?? '');
  }
  return '';
};

/** A canteen's news areas, live (the new canteen's arrive as the trigger copies them). */
export function useNewsAreas(canteenId: string | null, language: string) {
  return useLiveQuery(
    canteenId ? ['wizard', 'areas', canteenId, language] : null,
    () => query(collection(db, 'aree_news'), where('canteen_id', '==', canteenId), limit(100)),
    (snapshot) =>
      snapshot.docs
        .map((entry): NewsAreaRow & { pos: number } => ({
          id: entry.id,
          name: areaName(entry.get('name'), language),
          pos: Number(entry.get('pos') ?? 0),
        }))
        .sort((a, b) => a.pos - b.pos),
  );
}
