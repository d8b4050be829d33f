// The printer adapter: raw TCP (ESC/POS over port 9100, what kitchen printers speak) in production, a recording
// transport under the emulator (no printer is reachable from here).
import { Socket } from 'node:net';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export interface PrintTransport {
  /** Sends one job's bytes to the printer; rejects when it cannot be reached or refuses them. */
  print(job: { jobId: string; address: string; bytes: Uint8Array }): Promise<void>;
}

export const PRINT_RECORDINGS = 'print_recordings';

/** Under the emulator: stores what would be printed in `print_recordings` (tests count them). */
export function recordingPrintTransport(db: Firestore): PrintTransport {
  return {
    async print(job) {
      await db.collection(PRINT_RECORDINGS).add({
        job_id: job.jobId,
        address: job.address,
        bytes: Buffer.from(job.bytes).toString('base64'),
        at: FieldValue.serverTimestamp(),
      });
    },
  };
}

/** Production: opens host:port, writes the bytes, closes; a printer that does not answer in time fails the job. */
export function tcpPrintTransport(timeoutMs = 10_000): PrintTransport {
  return {
    print(job) {
      const separator = job.address.lastIndexOf(':');
      const host = job.address.slice(0, separator);
      const port = Number(job.address.slice(separator + 1));
      return new Promise<void>((resolve, reject) => {
        const socket = new Socket();
        socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`printer ${job.address} timed out`)));
        socket.once('error', reject);
        socket.connect(port, host, () => socket.end(Buffer.from(job.bytes), () => resolve()));
      });
    },
  };
}
