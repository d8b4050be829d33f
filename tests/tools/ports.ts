// The port contract of design.md §4, and a check that reports a busy port in one line with its holder.
import { execFileSync } from 'node:child_process';
import net from 'node:net';
import { otherCheckoutOf } from './leftovers';

export const PROJECT_ID = 'demo-backoffice';
export const REGION = 'europe-west1';

export const PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  pubsub: 8085,
  storage: 9199,
  hosting: 5000,
  hub: 4400,
  logging: 4500,
  vite: 5173,
  smtp: 1025,
  mailInbox: 1080,
} as const;

export type PortName = keyof typeof PORTS;

export const HOST = '127.0.0.1';
export const API_BASE_URL = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/api`;

/** Resolves true when nothing listens on the port (we can bind it ourselves). */
export function isPortFree(port: number, host = HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, host);
  });
}

/**
 * Names the process that listens on a port, from `ss` (iproute2) or `lsof`; undefined when neither tells. The
 * launchers stop their own checkout's leftovers first (leftovers.ts), so a holder named here is someone else's:
 * another checkout's crashed stack says which checkout it belongs to.
 */
export function portHolder(port: number): string | undefined {
  const holder = listeningProcess(port);
  if (!holder) return undefined;
  const checkout = otherCheckoutOf(holder.pid);
  return `${holder.name} (pid ${holder.pid}${checkout ? `, left by the checkout ${checkout}` : ''})`;
}

/**
 * The processes listening on the named ports that another checkout's stack left running (they carry its marker).
 * Only the holder of the machine-wide emulator lock may stop them: no run of another checkout is live then.
 */
export function otherCheckoutHolders(names: readonly PortName[]): Array<{ port: number; pid: number; checkout: string }> {
  const holders: Array<{ port: number; pid: number; checkout: string }> = [];
  for (const name of names) {
    const holder = listeningProcess(PORTS[name]);
    const checkout = holder ? otherCheckoutOf(holder.pid) : undefined;
    if (holder && checkout) holders.push({ port: PORTS[name], pid: holder.pid, checkout });
  }
  return holders;
}

function listeningProcess(port: number): { name: string; pid: number } | undefined {
  const attempts: Array<[string, string[]]> = [
    ['ss', ['-H', '-ltnp', `sport = :${port}`]],
    ['lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN']],
  ];
  for (const [command, args] of attempts) {
    try {
      const output = execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      const ssMatch = /users:\(\("([^"]+)",pid=(\d+)/.exec(output);
      if (ssMatch) return { name: ssMatch[1] ?? '?', pid: Number(ssMatch[2]) };
      const lsofLine = output.split('\n')[1];
      if (lsofLine) {
        const [name, pid] = lsofLine.trim().split(/\s+/);
        return { name: name ?? '?', pid: Number(pid) };
      }
    } catch {
      // the tool is missing or found nothing: try the next one
    }
  }
  return undefined;
}

/** Returns one line per busy port among those named, e.g. "Port 8080 (firestore) is in use by java (pid 12)". */
/**
 * busyPorts, asked again for up to `settleMs` while any is busy: processes just stopped (a crashed run's leftovers)
 * release their ports a moment after they exit, longer on a loaded machine (the restart test once saw 8080 still bound).
 */
export async function busyPortsSettled(names: readonly PortName[], settleMs = 15_000): Promise<string[]> {
  const deadline = Date.now() + settleMs;
  let busy = await busyPorts(names);
  while (busy.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    busy = await busyPorts(names);
  }
  return busy;
}

export async function busyPorts(names: readonly PortName[]): Promise<string[]> {
  const lines: string[] = [];
  for (const name of names) {
    const port = PORTS[name];
    if (!(await isPortFree(port))) {
      const holder = portHolder(port);
      lines.push(
        `Port ${port} (${name}) is already in use${holder ? ` by ${holder}` : ''}; stop it or free the port, then try again.`,
      );
    }
  }
  return lines;
}
