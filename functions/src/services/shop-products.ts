// Saving a shop, coffee-break or IFM product (issue 16): who may, the product form's zod schema in the service's
// currency, an existing category, and the stamp the activity-log trigger records the write by.
import { FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  canManageCanteen,
  canOpenScreen,
  categoryStopScreenKey,
  productDocument,
  productFormSchema,
  resolveRole,
  SERVICE_PRODUCTS_MAX,
  type ProductSaveRequest,
} from '@backoffice/shared';

/** A refusal with the callable error code it maps to; `issues` name the fields of bad input. */
export class ProductSaveError extends Error {
  constructor(
    readonly code: 'not-found' | 'permission-denied' | 'invalid-argument' | 'cancelled' | 'already-exists',
    message: string,
    readonly messageKey?: string,
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
  }
}

export interface ProductSaveResult {
  serviceId: string;
  productId: string;
  created: boolean;
}

/** Used when a service document names no currency: every seeded one does; euro is the configured default (§9). */
const FALLBACK_CURRENCY = 'EUR';

/** The service a product write goes to and its currency, once the user `uid` may edit its products. */
export async function productWriteContext(
  db: Firestore,
  uid: string,
  serviceId: string,
): Promise<{ service: DocumentSnapshot; currency: string }> {
  const [user, service] = await Promise.all([db.doc(`users/${uid}`).get(), db.doc(`services/${serviceId}`).get()]);
  if (!service.exists) throw new ProductSaveError('not-found', `Service ${serviceId} not found`);
  const role = resolveRole(user.data());
  const screen = categoryStopScreenKey(service.get('tag'));
  if (!canOpenScreen(screen, role))
    throw new ProductSaveError('permission-denied', `Role ${role} may not edit products (${screen})`);
  const boCanteens: unknown = user.get('bo_canteens') ?? [];
  if (
    !canManageCanteen(
      String(service.get('canteen_id') ?? ''),
      role,
      Array.isArray(boCanteens) ? (boCanteens as string[]) : [],
    )
  ) {
    throw new ProductSaveError(
      'permission-denied',
      `Canteen ${String(service.get('canteen_id'))} is not managed by this user`,
    );
  }
  const currency =
    typeof service.get('currency') === 'string' && service.get('currency') !== ''
      ? String(service.get('currency'))
      : FALLBACK_CURRENCY;
  return { service, currency };
}

/** zod issues as the callable reports them: each field's path and its message (an i18n key). */
export function issuesOf(error: z.ZodError): Array<{ path: string; message: string }> {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * Creates (`productId` null) or updates a product of a service for the signed-in user `uid`: the same screen keys as
 * stop/resume (Shop, CoffeeBreak, or Servizi for IFM), the user's canteen, then productFormSchema. An update replaces
 * the form's fields and keeps the others (image, pos, created_at).
 */
export async function saveServiceProduct(
  db: Firestore,
  uid: string,
  request: ProductSaveRequest,
): Promise<ProductSaveResult> {
  const { service, currency } = await productWriteContext(db, uid, request.serviceId);
  const parsed = productFormSchema(currency).safeParse(request.product);
  if (!parsed.success) {
    const issues = issuesOf(parsed.error);
    throw new ProductSaveError(
      'invalid-argument',
      `Invalid product: ${issues.map((i) => `${i.path} ${i.message}`).join('; ')}`,
      issues[0]?.message,
      issues,
    );
  }
  const fields = productDocument(parsed.data);
  const serviceRef = service.ref;
  const category = await serviceRef.collection('categories').doc(fields.category_id).get();
  if (!category.exists) {
    const issue = { path: 'category_id', message: 'shop:validation.unknownCategory' };
    throw new ProductSaveError(
      'invalid-argument',
      `Category ${fields.category_id} not found`,
      issue.message,
      [issue],
    );
  }
  const stamp = { updated_by: uid, updated_at: FieldValue.serverTimestamp() };
  const products = serviceRef.collection('products');
  if (request.productId) {
    const ref = products.doc(request.productId);
    const existing = await ref.get();
    if (!existing.exists) throw new ProductSaveError('not-found', `Product ${request.productId} not found`);
    await ref.update({ ...fields, ...stamp });
    return { serviceId: request.serviceId, productId: ref.id, created: false };
  }
  // New products go last in their category (tens of products: read their positions only, no composite index); a
  // race only ties two positions, which the screens order by id.
  const siblings = await products
    .where('category_id', '==', fields.category_id)
    .select('pos')
    .limit(SERVICE_PRODUCTS_MAX)
    .get();
  const pos = Math.max(0, ...siblings.docs.map((doc) => Number(doc.get('pos')) || 0)) + 1;
  const ref = products.doc();
  await ref.set({ ...fields, pos, created_at: FieldValue.serverTimestamp(), ...stamp });
  return { serviceId: request.serviceId, productId: ref.id, created: true };
}
