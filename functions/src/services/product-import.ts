// Mass import of shop and coffee-break products on the server (issue 16): the rows the import's preview kept, checked
// again with the product form's schema in the service's currency and against the service's categories, then created
// all or nothing with the admin SDK, batch by batch with progress, and deleted again on a refusal or a cancel. Each
// import has a record, `product_imports/{importId}` (running → done, or → cancelled → rolled_back), through which
// cancelProductImport reaches the writer on whatever instance it runs, or undoes an import already done; each product
// carries its `import_id`.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  PRODUCT_IMPORTS,
  PRODUCT_SERVICE_TAGS,
  importedProductSchema,
  productImportDocuments,
  type ProductImportRequest,
  type ProductImportResult,
  type ProductImportState,
} from '@backoffice/shared';
import { writeInChunks } from './csv-import';
import { ProductSaveError, issuesOf, productWriteContext } from './shop-products';

export interface ProductImportOptions {
  /** Aborted when the caller goes away: no further batch starts and what was written is deleted again. */
  signal?: AbortSignal;
  /** Products created so far, of `total`. */
  onProgress?: (done: number, total: number) => void;
  /** Products per batch (writeInChunks' 400; smaller in tests). */
  batchSize?: number;
}

const serviceTagSchema = z.enum(PRODUCT_SERVICE_TAGS);

/**
 * Creates every row as a product of the service (offered in the service's own type, after the last product of its
 * category, stamped for the activity log), or none: checks run before the first write, and a refused batch or an
 * abort deletes the batches already committed. Throws ProductSaveError: not-found, permission-denied (as
 * saveServiceProduct), invalid-argument (details name `rows.{index}.{field}`), cancelled.
 */
export async function importServiceProducts(
  db: Firestore,
  uid: string,
  request: ProductImportRequest,
  { signal, onProgress, batchSize }: ProductImportOptions = {},
): Promise<ProductImportResult> {
  const { service, currency } = await productWriteContext(db, uid, request.serviceId);
  const tag = serviceTagSchema.safeParse(service.get('tag'));
  if (!tag.success)
    throw new ProductSaveError(
      'invalid-argument',
      `Service ${request.serviceId} sells no products (tag ${String(service.get('tag'))})`,
    );

  const parsed = z.array(importedProductSchema(currency)).safeParse(request.rows);
  if (!parsed.success) {
    const issues = issuesOf(parsed.error).map((issue) => ({ ...issue, path: `rows.${issue.path}` }));
    throw new ProductSaveError(
      'invalid-argument',
      `Invalid rows: ${issues
        .slice(0, 10)
        .map((i) => `${i.path} ${i.message}`)
        .join('; ')}`,
      issues[0]?.message,
      issues,
    );
  }
  const rows = parsed.data;
  const products = service.ref.collection('products');
  const [categories, existing] = await Promise.all([
    service.ref.collection('categories').select().get(),
    products.select('category_id', 'pos').get(),
  ]);
  const categoryIds = new Set(categories.docs.map((doc) => doc.id));
  const unknown = rows.flatMap((row, index) =>
    categoryIds.has(row.category_id)
      ? []
      : [{ path: `rows.${index}.category_id`, message: 'shop:validation.importUnknownCategory' }],
  );
  if (unknown.length > 0)
    throw new ProductSaveError(
      'invalid-argument',
      `Unknown categories in ${unknown.length} rows, first ${unknown[0]!.path}`,
      unknown[0]!.message,
      unknown,
    );

  const lastPos = new Map<string, number>();
  for (const doc of existing.docs) {
    const category = String(doc.get('category_id'));
    lastPos.set(category, Math.max(lastPos.get(category) ?? 0, Number(doc.get('pos')) || 0));
  }
  const control = db.collection(PRODUCT_IMPORTS).doc(request.importId);
  try {
    await control.create({
      status: 'running' satisfies ProductImportState,
      service_id: request.serviceId,
      uid,
      rows: rows.length,
      created_at: FieldValue.serverTimestamp(),
    });
  } catch {
    // Cancelled before it arrived (cancelProductImport recorded it), or sent twice: nothing is written.
    const status = (await control.get()).get('status') as ProductImportState | undefined;
    if (status === 'cancelled' || status === 'rolled_back') throw cancelledError();
    throw new ProductSaveError('already-exists', `Import ${request.importId} was already received`);
  }

  // A cancel reaches the writer through its record (from any instance), or as the caller going away.
  const stop = new AbortController();
  signal?.addEventListener('abort', () => stop.abort(signal.reason), { once: true });
  const unsubscribe = control.onSnapshot((snapshot) => {
    if (snapshot.get('status') === 'cancelled') stop.abort(new Error('cancelled'));
  });
  const stamp = {
    created_at: FieldValue.serverTimestamp(),
    updated_by: uid,
    updated_at: FieldValue.serverTimestamp(),
    import_id: request.importId,
  };
  const writes = productImportDocuments(rows, tag.data, lastPos).map((data) => ({
    ref: products.doc(),
    data,
  }));
  const total = writes.length;
  let done = 0;
  onProgress?.(0, total);
  try {
    await writeInChunks(db, writes, (batch, { ref, data }) => batch.create(ref, { ...data, ...stamp }), {
      signal: stop.signal,
      size: batchSize,
      onChunk: (count) => onProgress?.((done += count), total),
    });
    // Done, unless a cancel came first: then it is undone like one that came in the middle.
    const finished = await db.runTransaction(async (transaction) => {
      const current = await transaction.get(control);
      if (current.get('status') !== 'running' || signal?.aborted) return false;
      transaction.update(control, {
        status: 'done' satisfies ProductImportState,
        done_at: FieldValue.serverTimestamp(),
      });
      return true;
    });
    if (!finished) throw cancelledError();
  } catch (error) {
    // Deleting a document never created is a no-op: every chosen id goes, whichever batches landed.
    await writeInChunks(db, writes, (batch, { ref }) => batch.delete(ref));
    const cancelled =
      stop.signal.aborted || (error instanceof ProductSaveError && error.code === 'cancelled');
    await control.update({ status: 'rolled_back' satisfies ProductImportState });
    if (cancelled) throw cancelledError();
    throw error;
  } finally {
    unsubscribe();
  }
  return { created: total };
}

function cancelledError(): ProductSaveError {
  return new ProductSaveError('cancelled', 'The import was cancelled; nothing was kept.');
}

/**
 * Cancels the import `importId` of the user `uid` and resolves once none of its products is left: one not yet
 * arrived is recorded as cancelled (it will write nothing), one running stops and deletes what it wrote (awaited here),
 * one done has its products deleted here. Only its importer may cancel it (permission-denied otherwise).
 */
export async function cancelProductImport(
  db: Firestore,
  uid: string,
  importId: string,
  { waitMs = 60_000 }: { waitMs?: number } = {},
): Promise<{ status: ProductImportState }> {
  const control = db.collection(PRODUCT_IMPORTS).doc(importId);
  const before = await db.runTransaction(async (transaction) => {
    const current = await transaction.get(control);
    if (!current.exists) {
      transaction.create(control, {
        status: 'cancelled' satisfies ProductImportState,
        uid,
        created_at: FieldValue.serverTimestamp(),
      });
      return null;
    }
    if (current.get('uid') !== uid)
      throw new ProductSaveError('permission-denied', `Import ${importId} is not this user's`);
    const status = current.get('status') as ProductImportState;
    if (status === 'running' || status === 'done')
      transaction.update(control, { status: 'cancelled' satisfies ProductImportState });
    return { status, serviceId: String(current.get('service_id')) };
  });
  if (before === null) return { status: 'cancelled' };
  if (before.status === 'done') {
    const imported = await db
      .collection(`services/${before.serviceId}/products`)
      .where('import_id', '==', importId)
      .select()
      .get();
    await writeInChunks(db, imported.docs, (batch, doc) => batch.delete(doc.ref));
    await control.update({ status: 'rolled_back' satisfies ProductImportState });
    return { status: 'rolled_back' };
  }
  if (before.status !== 'running') return { status: before.status };
  // The writer sees the cancel, deletes what it wrote and records it.
  const deadline = Date.now() + waitMs;
  for (;;) {
    const status = (await control.get()).get('status') as ProductImportState;
    if (status === 'rolled_back' || Date.now() > deadline) return { status };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
