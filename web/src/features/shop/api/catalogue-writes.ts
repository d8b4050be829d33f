// Writes of the shop and coffee-break screens: categories and service hours straight to Firestore (the rules check
// them and the stamp feeds the activity log), products through the saveServiceProduct callable (zod on the server).
import { collection, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import {
  categoryDocument,
  minutesToTime,
  parseTimeOfDay,
  shopSettingsDocument,
  type CategoryForm,
  type ShopSettingsForm,
  type ProductForm,
  type ProductSaveRequest,
  type TimeRange,
} from '@backoffice/shared';
import { auth } from '../../../lib/firebase';
import { db } from '../../../lib/firestore';
import { callable } from '../../../lib/functions';
import { createAllOrNothing, type AllOrNothingOptions } from '../../../lib/batch-write';

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

/**
 * The mass import's products (productImportDocuments), created all or nothing: one batch up to 500, larger imports
 * batch by batch with the committed ones deleted again on a refusal or cancel (lib/batch-write). The rules'
 * validProduct checks every document; the activity-log trigger records each one.
 */
export async function importProducts(
  serviceId: string,
  documents: readonly Record<string, unknown>[],
  options: Pick<AllOrNothingOptions, 'signal' | 'onProgress'>,
): Promise<string[]> {
  return createAllOrNothing(db, collection(db, 'services', serviceId, 'products'), documents, {
    ...options,
    stamp,
  });
}
