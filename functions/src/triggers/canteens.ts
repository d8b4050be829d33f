// Canteen triggers: a new canteen receives the news areas of the base canteen with its leading digit.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from '../lib/admin';
import { copyNewsAreasForNewCanteen } from '../services/news-areas';
import { skippingSeedWrites } from '../lib/seed-writes';

export const onCanteenCreated = onDocumentCreated('canteens/{canteenId}', skippingSeedWrites(async (event) => {
  // Replays are safe: the service creates copies under deterministic ids only when missing.
  const result = await copyNewsAreasForNewCanteen(db, event.params.canteenId);
  logger.info('news areas for new canteen', { canteenId: event.params.canteenId, eventId: event.id, result });
}));
