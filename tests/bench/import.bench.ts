// A pasted import of 5,000 shop products through the kit's import path (design.md §7: validated and written ≤ 10 s).
// The same code the import flow runs in the browser: papaparse on the pasted text (components/import/parse), the
// header mapping and per-row zod validation (shared import-rows), then the all-or-nothing writer (lib/batch-write)
// signed in as the site manager with the rules on — 10 batches of 500. The activity-log trigger runs for every
// product as it would; it is paused only for the clean-up.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { collection, connectFirestoreEmulator, getFirestore, serverTimestamp } from 'firebase/firestore';
import { z } from 'zod';
import {
  importParsers,
  mapHeaders,
  moneySchema,
  pointsSchema,
  validateImportRows,
  type ImportColumn,
} from '@backoffice/shared';
import { parseTable } from '../../web/src/components/import/parse';
import { createAllOrNothing } from '../../web/src/lib/batch-write';
import { adminAuth, adminDb, eventually, setBackgroundTriggers, PROJECT_ID } from '../support/admin';
import { writeSeedSubset } from '../integration/support/seed-subset';
import { DEMO_PASSWORD } from '../tools/seed/users';

export const title = 'Pasted import of 5,000 products (design.md §7: validated and written ≤ 10 s)';

const ROWS = 5_000;
const RUNS = 3;
const SERVICE = 'SHOP_C_1001';
const UID = 'demo-site_manager';
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const rowSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(200),
  category_id: z.string().trim().max(128).optional(),
  price: moneySchema('EUR'),
  points: pointsSchema.optional(),
  available: z.boolean().default(true),
});
const columns: ImportColumn[] = [
  { key: 'name', label: 'Nome', required: true },
  { key: 'category_id', label: 'Categoria' },
  { key: 'price', label: 'Prezzo', required: true, parse: importParsers.amount },
  { key: 'points', label: 'Punti', parse: importParsers.points },
  { key: 'available', label: 'Disponibile', parse: importParsers.boolean },
];

/** What a spreadsheet copy of 5,000 rows looks like: tab-separated, Italian decimals, a header row. */
function pastedText(run: string): string {
  const lines = ['Nome\tCategoria\tPrezzo\tPunti\tDisponibile'];
  for (let index = 0; index < ROWS; index += 1)
    lines.push(
      `Prodotto ${run} ${index}\tCAT_BENCH\t${1 + (index % 50)},${String(index % 100).padStart(2, '0')}\t${index % 20}\tsì`,
    );
  return lines.join('\n');
}

async function removeProducts(ids: readonly string[]): Promise<void> {
  await setBackgroundTriggers(false);
  try {
    const writer = adminDb.bulkWriter();
    for (const id of ids) void writer.delete(adminDb.doc(`services/${SERVICE}/products/${id}`));
    await writer.close();
  } finally {
    await setBackgroundTriggers(true);
  }
}

export async function run(): Promise<string[]> {
  await writeSeedSubset((path) => path === `users/${UID}` || path === `services/${SERVICE}`, [UID]);
  // The rules read the role from the ID token: sign in once the users trigger has published the claims.
  await eventually(() => adminAuth.getUser(UID), (user) => typeof user.customClaims?.role === 'string', 60_000);
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: '127.0.0.1' },
    'import-bench',
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', 8080);
  await signInWithEmailAndPassword(auth, 'site_manager@demo.test', DEMO_PASSWORD);
  const stamp = () => ({ updated_by: UID, updated_at: serverTimestamp() });
  const lines: string[] = [];
  try {
    for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
      const runId = `${Date.now().toString(36)}-${runIndex}`;
      const text = pastedText(runId);
      const started = performance.now();
      const table = await parseTable(text);
      const mapping = mapHeaders(table[0]!, columns);
      const validation = validateImportRows(table.slice(1), mapping, columns, rowSchema);
      const validated = performance.now();
      if (validation.invalidCount > 0 || validation.rows.length !== ROWS)
        throw new Error(
          `expected ${ROWS} valid rows, got ${validation.rows.length} with ${validation.invalidCount} invalid`,
        );
      const documents = validation.rows.map(({ value }, index) => ({
        name: { it: value!.name },
        category_id: value!.category_id,
        price: value!.price,
        points: value!.points ?? 0,
        available: value!.available,
        pos: index,
      }));
      let batches = 0;
      const ids = await createAllOrNothing(db, collection(db, `services/${SERVICE}/products`), documents, {
        stamp,
        onProgress: () => (batches += 1),
      });
      const written = performance.now();
      const stored = (
        await adminDb
          .collection(`services/${SERVICE}/products`)
          .where('category_id', '==', 'CAT_BENCH')
          .count()
          .get()
      ).data().count;
      lines.push(
        `run ${runIndex + 1}: total ${seconds(written - started)} (parse + validate ${seconds(validated - started)}, write ${seconds(written - validated)}); ` +
          `${ids.length} products in ${batches - 1} batches; stored ${stored}`,
      );
      await removeProducts(ids);
    }
  } finally {
    await deleteApp(app);
  }
  return lines;
}
