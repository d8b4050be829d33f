// Integration files that leave a long queue of trigger events behind them run last: api-csv imports 1,050 accounts
// (each fires the claims trigger) and writes and removes 2,100 invitation codes (each fires the audit trigger), and
// the Firestore emulator hands those events to the Functions emulator one at a time — 60–73 s of draining in the
// fresh-clone runs of 2026-11-27. Where the session ends with the integration suite (npm test's backend session), no
// later file waits behind that queue, so it is not drained (drain-triggers.ts): the emulators stop with it.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const RUN_LAST: readonly string[] = ['api-csv.test.ts'];

/** Set by emulator-suites.ts when nothing runs in the session after the integration suite. */
export const SESSION_ENDS_AFTER_INTEGRATION_ENV = 'BACKOFFICE_SESSION_ENDS_AFTER_INTEGRATION';

export const runsLast = (file: string) => RUN_LAST.includes(path.basename(file));

/** vitest's order (failed first, then slowest first), with the RUN_LAST files moved to the end. */
export class RunLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !runsLast(file.moduleId)), ...sorted.filter((file) => runsLast(file.moduleId))];
  }
}
