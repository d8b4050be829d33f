// Setup file of the emulator project: every test file ends only when the trigger events it caused have run.
//
// The Firestore emulator hands trigger events to the Functions emulator one at a time, in order. A file that writes
// hundreds of documents under an audited collection (news-areas: its fixtures and their copies) leaves a queue that
// took a minute and more to run; the files after it then waited 20 s for their own triggers' effects and failed
// (user-claims and chat-unread on the Santiago moved-clock run, when vitest's duration cache ordered them next).
// Waiting here keeps each file's events inside its own time and out of its successors' (except a last file's, run-last.ts).
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { adminDb } from './admin';
import { runsLast, SESSION_ENDS_AFTER_INTEGRATION_ENV } from './run-last';
import { triggerRoundTrip } from './trigger-round-trip';

const DRAIN_TIMEOUT_MS = 150_000;

afterAll(async () => {
  const testPath = expect.getState().testPath;
  const file = testPath ? path.basename(testPath) : 'a test file';
  if (runsLast(file) && process.env[SESSION_ENDS_AFTER_INTEGRATION_ENV] === '1') {
    console.log(`[triggers] ${file} runs last and the session ends after it: its queued trigger events are not waited for`);
    return;
  }
  const { answered, seconds } = await triggerRoundTrip(adminDb, 'drain', DRAIN_TIMEOUT_MS);
  if (!answered) throw new Error(`${file}: its trigger events were still queued ${seconds} s after it ended`);
  if (seconds >= 2) console.log(`[triggers] ${file}: its queued trigger events took ${seconds} s to run`);
}, DRAIN_TIMEOUT_MS + 10_000);
