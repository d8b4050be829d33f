// Seeds the running emulators once before the end-to-end tests.
import { reseedNow } from '../tools/seed-runner';

export default async function globalSetup(): Promise<void> {
  const summary = await reseedNow();
  console.log(`[e2e] ${summary}`);
}
