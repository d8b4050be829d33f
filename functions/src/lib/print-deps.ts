// The print queue's dependencies: the recording transport under the emulator (or PRINT_TRANSPORT=recording), raw TCP otherwise.
import { db } from './admin';
import { isEmulator } from './params';
import type { PrintDeps } from '../services/printers/print-jobs';
import { recordingPrintTransport, tcpPrintTransport } from '../services/printers/transport';

let cached: PrintDeps | undefined;

export function printDeps(): PrintDeps {
  cached ??= {
    db,
    now: () => new Date(),
    transport: isEmulator() || process.env.PRINT_TRANSPORT === 'recording' ? recordingPrintTransport(db) : tcpPrintTransport(),
  };
  return cached;
}
