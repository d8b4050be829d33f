// Starts the Functions emulator's worker of every HTTP function (callables and the API) before a suite's tests: the
// emulator starts one on a function's first call and keeps it for the next, and that first call costs 5–30 s on a
// loaded 2-core machine — inside whichever test happened to call the function first (e2e, 2026-11-27: the wand of
// access-rules, the audience size of notifications, the news copy of communications). Each worker then stays idle
// until the session ends.
import { HOST, PORTS, PROJECT_ID } from '../tools/ports';

interface EmulatedTrigger {
  name: string;
  region?: string;
  httpsTrigger?: unknown;
}

/** GETs each HTTP function once (two at a time: each start loads the whole functions bundle); returns how many. */
export async function warmHttpFunctions(parallel = 2): Promise<number> {
  const base = `http://${HOST}:${PORTS.functions}`;
  const { backends } = (await (await fetch(`${base}/backends`)).json()) as {
    backends: Array<{ functionTriggers?: EmulatedTrigger[] }>;
  };
  const http = backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => trigger.httpsTrigger !== undefined && trigger.region !== undefined);
  const queue = [...http];
  const next = async (): Promise<void> => {
    for (let trigger = queue.shift(); trigger; trigger = queue.shift())
      // Any answer will do (a callable refuses a GET): the worker has started by then.
      await fetch(`${base}/${PROJECT_ID}/${trigger.region}/${trigger.name}`).then(
        (response) => response.arrayBuffer(),
        () => undefined,
      );
  };
  await Promise.all(Array.from({ length: parallel }, next));
  return http.length;
}
