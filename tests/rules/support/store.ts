// Puts the baseline documents in place and puts each one back after a write case changed or created it.
import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from './environment';

export class FixtureStore {
  constructor(private readonly baseline: ReadonlyMap<string, Record<string, unknown>>) {}

  /** Writes every baseline document (through the Admin SDK: the rules are not involved). */
  async loadAll(): Promise<void> {
    const writer = adminDb.bulkWriter();
    for (const [path, data] of this.baseline)
      void writer.set(adminDb.doc(path), structuredClone(data) as DocumentData);
    await writer.close();
  }

  /** The path back to its baseline document, or gone when it has none. */
  async restore(path: string): Promise<void> {
    const data = this.baseline.get(path);
    if (data) await adminDb.doc(path).set(structuredClone(data) as DocumentData);
    else await adminDb.doc(path).delete();
  }

  /** Makes sure nothing is at the path (before a create). */
  async remove(path: string): Promise<void> {
    await adminDb.doc(path).delete();
  }

  /** Writes a document outside the baseline for one case (restore() puts the baseline back). */
  async put(path: string, data: Record<string, unknown>): Promise<void> {
    await adminDb.doc(path).set(structuredClone(data) as DocumentData);
  }
}
