// Stopping and resuming a service category (spec §4): role and canteen checks, never the last enabled category.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  canManageCanteen,
  canOpenScreen,
  canStopCategory,
  categoryStopScreenKey,
  defaultMessage,
  resolveRole,
  type CategoryStopRequest,
} from '@backoffice/shared';

/** The spec's text (§4, §8) for refusing to stop the last enabled category. */
export const STOP_ENTIRE_SERVICE_MESSAGE = defaultMessage('errors.services.stopAll', 'en');

/** A refusal with the callable error code it maps to. */
export class CategoryStopError extends Error {
  constructor(
    readonly code: 'not-found' | 'permission-denied' | 'failed-precondition',
    message: string,
    readonly messageKey?: string,
  ) {
    super(message);
  }
}

export interface CategoryStopResult {
  serviceId: string;
  categoryId: string;
  stopped: boolean;
  /** False when the category already was in the asked state (nothing written). */
  changed: boolean;
}

/**
 * Stops or resumes one category for the signed-in user `uid`. The role comes from users/{uid} (resolveRole),
 * so it holds before custom claims exist. The check and the write run in one transaction that reads every
 * category of the service: two concurrent stops of the last two enabled categories conflict, and the retried
 * one sees the other's stop and is refused.
 */
export async function setCategoryStopped(
  db: Firestore,
  uid: string,
  request: CategoryStopRequest,
): Promise<CategoryStopResult> {
  const [user, service] = await Promise.all([
    db.doc(`users/${uid}`).get(),
    db.doc(`services/${request.serviceId}`).get(),
  ]);
  if (!service.exists) throw new CategoryStopError('not-found', `Service ${request.serviceId} not found`);
  const role = resolveRole(user.data());
  const screen = categoryStopScreenKey(service.get('tag'));
  if (!canOpenScreen(screen, role)) {
    throw new CategoryStopError('permission-denied', `Role ${role} may not stop or resume categories (${screen})`);
  }
  const boCanteens = (user.get('bo_canteens') ?? []) as string[];
  if (!canManageCanteen(String(service.get('canteen_id') ?? ''), role, Array.isArray(boCanteens) ? boCanteens : [])) {
    throw new CategoryStopError('permission-denied', `Canteen ${String(service.get('canteen_id'))} is not managed by this user`);
  }

  const categories = db.collection(`services/${request.serviceId}/categories`);
  return db.runTransaction(async (tx) => {
    const all = await tx.get(categories);
    const target = all.docs.find((doc) => doc.id === request.categoryId);
    if (!target) throw new CategoryStopError('not-found', `Category ${request.categoryId} not found`);
    const result = { serviceId: request.serviceId, categoryId: request.categoryId, stopped: request.stopped };
    const isStopped = target.get('stopped') === true;
    if (isStopped === request.stopped) return { ...result, changed: false };
    if (request.stopped) {
      const list = all.docs.map((doc) => ({ id: doc.id, stopped: doc.get('stopped') === true }));
      if (!canStopCategory(list, request.categoryId)) {
        throw new CategoryStopError('failed-precondition', STOP_ENTIRE_SERVICE_MESSAGE, 'errors.services.stopAll');
      }
      tx.update(target.ref, { stopped: true, stopped_at: FieldValue.serverTimestamp(), stopped_by: uid });
    } else {
      tx.update(target.ref, { stopped: false, resumed_at: FieldValue.serverTimestamp(), resumed_by: uid });
    }
    return { ...result, changed: true };
  });
}
