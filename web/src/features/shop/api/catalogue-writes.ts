// Writes of the shop and coffee-break screens: categories and service hours straight to Firestore (the rules check
// them and the stamp feeds the activity log), products through the saveServiceProduct and importServiceProducts
// callables (zod on the server).
import { collection, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import {
  categoryDocument,
  minutesToTime,
  parseTimeOfDay,
  shopSettingsDocument,
  type CategoryForm,
  type ShopSettingsForm,
  PRODUCT_IMPORTS,
  type ImportedProduct,
  type ProductForm,
  type ProductImportCancel,
  type ProductImportProgress,
  type ProductImportRequest,
  type ProductImportResult,
  type ProductSaveRequest,
  type TimeRange,
} from '@backoffice/shared';
import { auth } from '../../../lib/firebase';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';
import { AllOrNothingError } from '../../../lib/batch-write';

const stamp = () => ({ updated_by: auth.currentUser?.uid ?? null, updated_at: serverTimestamp() });

/** HH:MM zero-padded ('7:30' → '07:30'), as the rules compare service hours. */
function padded(range: TimeRange): TimeRange {
  return { from: minutesToTime(parseTimeOfDay(range.from)!), to: minutesToTime(parseTimeOfDay(range.to)!) };
}

/** A new category, running (the rules refuse one created stopped), last in the service. */
export async function createCategory(serviceId: string, form: CategoryForm, pos: number): Promise<string> {
  const ref = doc(collection(db, 'services', serviceId, 'categories'));
  const fields = categoryDocument(form);
  await setDoc(ref, { ...fields, hours: fields.hours.map(padded), stopped: false, pos, ...stamp() });
  return ref.id;
}

/** The form's fields of a category; its stop state and position stay as they are. */
export async function updateCategory(
  serviceId: string,
  categoryId: string,
  form: CategoryForm,
): Promise<void> {
  const fields = categoryDocument(form);
  await updateDoc(doc(db, 'services', serviceId, 'categories', categoryId), {
    ...fields,
    hours: fields.hours.map(padded),
    ...stamp(),
  });
}

export async function updateServiceHours(serviceId: string, hours: TimeRange): Promise<void> {
  await updateDoc(doc(db, 'services', serviceId), { hours: padded(hours), ...stamp() });
}

const callSaveProduct = callable<ProductSaveRequest, { productId: string; created: boolean }>(
  'saveServiceProduct',
);

/** Creates (`productId` null) or updates a product; the callable validates it with the same schema as the form. */
export async function saveProduct(
  serviceId: string,
  productId: string | null,
  product: ProductForm,
): Promise<string> {
  const result = await callSaveProduct({ serviceId, productId, product: product as Record<string, unknown> });
  return result.data.productId;
}

/** The shop settings (the checkout text shown instead of the date and time pickers). */
export async function updateShopSettings(serviceId: string, form: ShopSettingsForm): Promise<void> {
  await updateDoc(doc(db, 'services', serviceId), { settings: shopSettingsDocument(form), ...stamp() });
}

const callImportProducts = callable<ProductImportRequest, ProductImportResult, ProductImportProgress>(
  'importServiceProducts',
);
const callCancelImport = callable<ProductImportCancel, { status: string }>('cancelProductImport');

/**
 * The mass import's kept rows, created all or nothing by the importServiceProducts callable (the same schema again,
 * the categories, positions after each category's last product, the activity-log stamp), which streams its progress
 * batch by batch. Aborting the signal ends the call and asks cancelProductImport to undo it, and rejects (a cancel
 * error) once nothing of it is left. Resolves with the number of products created.
 */
export async function importProducts(
  serviceId: string,
  rows: readonly ImportedProduct[],
  { signal, onProgress }: { signal: AbortSignal; onProgress: (done: number, total: number) => void },
): Promise<number> {
  const importId = doc(collection(db, PRODUCT_IMPORTS)).id;
  try {
    const call = await callImportProducts.stream({ serviceId, importId, rows: [...rows] }, { signal });
    for await (const progress of call.stream) onProgress(progress.done, progress.total);
    return (await call.data).created;
  } catch (error) {
    if (!signal.aborted) throw error;
    try {
      await callCancelImport({ importId });
    } catch (cancelError) {
      console.error(`Product import ${importId} could not be undone`, cancelError);
      const partial = new AllOrNothingError('The import may be partly written.', 'cancelled', false, [], {
        cause: cancelError,
      });
      throw Object.assign(partial, { leftCount: rows.length });
    }
    throw new AllOrNothingError('The import was cancelled; nothing was kept.', 'cancelled', true, [], { cause: error });
  }
}
