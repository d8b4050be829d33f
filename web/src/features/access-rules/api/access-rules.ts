// Access rules of the active canteen: the paged live list, every rule for the tester, the accessRules callable, the
// magic wand (POST /api/regExpHelper) and the canteen's customers' e-mails and companies as samples and suggestions.
import useSWR from 'swr';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import {
  ACCESS_RULES,
  ACCESS_RULES_PAGE_SIZE,
  accessRuleFormSchema,
  type AccessRule,
  type AccessRuleForm,
  type AccessRulesRequestInput,
} from '@backoffice/shared';
import { requestData } from '../../../lib/api';
import { useLiveQuery } from '../../../lib/data/live';
import { firestoreResource } from '../../../lib/data/resource';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';

export const accessRules = firestoreResource<AccessRuleForm>({
  collection: ACCESS_RULES,
  canteenField: 'canteen_id',
  schema: accessRuleFormSchema,
  defaultSort: { field: 'kind', direction: 'asc' },
  pageSize: ACCESS_RULES_PAGE_SIZE,
});

export const ALL_ACCESS_RULES_WINDOW = 200;

/** Every rule of the canteen (up to the window), live: the tester checks an applicant against all of them. */
export function useAllAccessRules(canteenId: string | null) {
  return useLiveQuery<AccessRule[]>(
    canteenId ? [ACCESS_RULES, canteenId, 'all'] : null,
    () =>
      query(
        collection(db, ACCESS_RULES),
        where('canteen_id', '==', canteenId),
        orderBy('kind'),
        limit(ALL_ACCESS_RULES_WINDOW),
      ),
    (snapshot) =>
      snapshot.docs.flatMap((entry) => {
        const parsed = accessRuleFormSchema.safeParse(entry.data());
        return parsed.success ? [{ ...parsed.data, id: entry.id }] : [];
      }),
  );
}

const call = callable<AccessRulesRequestInput, { rule_id: string; deleted?: boolean }>('accessRules');

export async function accessRulesCall(request: AccessRulesRequestInput) {
  return (await call(request)).data;
}

/** The magic wand: free text → an anchored, escaped pattern (null when the helper fails; it only logs, spec §7). */
export function regExpFromText(text: string): Promise<string | null> {
  return requestData<string>('/api/regExpHelper', { method: 'POST', body: { text } });
}

/** Samples: up to 50 customers of the canteen, their e-mails and companies (suggestions and the wand's test set). */
export function useCanteenSamples(canteenId: string | null) {
  return useSWR(
    canteenId ? ['access-rules/samples', canteenId] : null,
    async () => {
      const snapshot = await getDocs(
        query(collection(db, 'users'), where('canteens', 'array-contains', canteenId), limit(50)),
      );
      const emails = snapshot.docs.map((entry) => String(entry.get('profile.email') ?? '')).filter(Boolean);
      const companies = [
        ...new Set(snapshot.docs.map((entry) => String(entry.get('profile.company') ?? '')).filter(Boolean)),
      ];
      return { emails, companies };
    },
    { revalidateOnFocus: false },
  );
}
