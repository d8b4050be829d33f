// Stopping and resuming a category through the setCategoryStopped callable (the rules let no client write it).
import type { CategoryStopRequest } from '@backoffice/shared';
import { callable } from '../../../lib/functions';
/** The message key the callable sends with its refusal to stop the last running category. */
const STOP_ALL_MESSAGE_KEY = 'errors.services.stopAll';

const callSetCategoryStopped = callable<CategoryStopRequest, unknown>('setCategoryStopped');

/** The server refused to stop the last running category: the entire service would stop (spec §4, §8). */
export class StopEntireServiceError extends Error {
  constructor() {
    super("It's impossible to stop the entire service");
    this.name = 'StopEntireServiceError';
  }
}

function isStopAllRefusal(error: unknown): boolean {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: { messageKey?: unknown } | null };
  return code === 'functions/failed-precondition' && details?.messageKey === STOP_ALL_MESSAGE_KEY;
}

/**
 * Stops (`stopped: true`) or resumes a category. Rejects with StopEntireServiceError when it is the last
 * running one, with the callable's error otherwise; the live category list shows the new state.
 */
export async function setCategoryStopped(request: CategoryStopRequest): Promise<void> {
  try {
    await callSetCategoryStopped(request);
  } catch (error) {
    if (isStopAllRefusal(error)) throw new StopEntireServiceError();
    throw error;
  }
}
