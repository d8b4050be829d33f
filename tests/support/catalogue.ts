// A category of a shop or coffee-break service made for one test run (the imports' tests and benchmark): running, no
// price or points of its own, no quantity limit, named alike in Italian and English, after the seeded ones.
import { adminDb } from './admin';

export async function createRunCategory(serviceId: string, categoryId: string, name: string, pos = 99): Promise<void> {
  await adminDb.doc(`services/${serviceId}/categories/${categoryId}`).set({
    name: { IT: name, EN: name },
    points: 0,
    price: 0,
    max_quantity: 99999,
    available: true,
    stopped: false,
    pos,
  });
}
