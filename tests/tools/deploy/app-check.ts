// App Check enforcement of Firestore and Storage on a real project (issue 23):
//   npm run app-check -- --project <id> [--mode enforced|unenforced|off] [--dry-run]
// Callables and the API enforce App Check in their own code (functions/src/lib/app-check.ts); Firestore and Storage
// enforce it as a project setting, which this script writes through the App Check REST API
// (projects.services.batchUpdate) instead of a click in the console. It is a separate step from `npm run deploy` on
// purpose: enforcing before the deployed SPA's requests show up as verified in the App Check metrics would lock out
// every browser still running an older build (README "Security headers and App Check"). Running it twice changes
// nothing. The access token is the signed-in Google Cloud CLI's (`gcloud auth print-access-token`), as for the TTL step.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { checkProjectId, projectArgument } from './ttl';

/** The Firebase services whose App Check enforcement is a project setting, as the REST API names them. */
export const APP_CHECK_SERVICES = ['firestore.googleapis.com', 'firebasestorage.googleapis.com'] as const;

export const APP_CHECK_API = 'https://firebaseappcheck.googleapis.com/v1';
/** The Firebase Management API, which gives a project's number (the App Check API names projects by number). */
export const FIREBASE_API = 'https://firebase.googleapis.com/v1beta1';

export const ENFORCEMENT_MODES = ['ENFORCED', 'UNENFORCED', 'OFF'] as const;
export type EnforcementMode = (typeof ENFORCEMENT_MODES)[number];

/** `--mode enforced` (the default), `--mode=unenforced` (metrics only) or `--mode off`. */
export function modeArgument(argv: readonly string[]): EnforcementMode {
  let value: string | undefined = 'enforced';
  for (let n = 0; n < argv.length; n += 1) {
    const arg = argv[n]!;
    if (arg === '--mode') value = argv[n + 1];
    else if (arg.startsWith('--mode=')) value = arg.slice('--mode='.length);
  }
  const mode = value?.toUpperCase();
  if (!ENFORCEMENT_MODES.includes(mode as EnforcementMode))
    throw new Error(`--mode must be one of ${ENFORCEMENT_MODES.map((m) => m.toLowerCase()).join(', ')} (got "${value ?? ''}").`);
  return mode as EnforcementMode;
}

/** The one batchUpdate request that sets every service's mode (atomic: all of them or none). */
export function batchUpdateRequest(project: string, mode: EnforcementMode, base = APP_CHECK_API) {
  return {
    url: `${base}/projects/${project}/services:batchUpdate`,
    body: {
      updateMask: 'enforcementMode',
      requests: APP_CHECK_SERVICES.map((service) => ({
        service: { name: `projects/${project}/services/${service}`, enforcementMode: mode },
        updateMask: 'enforcementMode',
      })),
    },
  };
}

export interface ApplyOptions {
  dryRun: boolean;
  /** A Google OAuth access token; read from the Google Cloud CLI when absent. */
  token?: () => string;
  /** The two APIs' addresses (a local recorder in the tests). */
  base?: { appCheck: string; firebase: string };
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

/** The signed-in Google Cloud CLI's access token. */
export function gcloudAccessToken(): string {
  const run = spawnSync('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8' });
  const token = run.stdout?.trim();
  if (run.error || run.status !== 0 || !token)
    throw new Error(`no access token from the Google Cloud CLI (${run.error?.message ?? run.stderr?.trim() ?? `exit ${run.status}`}); sign in with gcloud auth login.`);
  return token;
}

/** The API's error message of a refused request, or its text. */
function refusal(status: number, text: string): string {
  try {
    return `HTTP ${status}: ${(JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text}`;
  } catch {
    return `HTTP ${status}: ${text}`;
  }
}

/** Sets the mode of Firestore and Storage; prints what it does and what the API answered. Returns the exit code. */
export async function applyAppCheckEnforcement(project: string, mode: EnforcementMode, options: ApplyOptions): Promise<number> {
  const log = options.log ?? console.log;
  const base = options.base ?? { appCheck: APP_CHECK_API, firebase: FIREBASE_API };
  const call = options.fetch ?? fetch;
  log(`[app-check] ${APP_CHECK_SERVICES.join(', ')} → ${mode} on ${project}`);
  if (options.dryRun) {
    log(`[app-check] POST ${batchUpdateRequest('<project number>', mode, base.appCheck).url}`);
    return 0;
  }
  let token: string;
  try {
    token = (options.token ?? gcloudAccessToken)();
  } catch (error) {
    log(`[app-check] ${(error as Error).message}`);
    return 1;
  }
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-goog-user-project': project };
  const described = await call(`${base.firebase}/projects/${project}`, { headers });
  const description = await described.text();
  if (!described.ok) {
    log(`[app-check] could not read the project ${project} (${refusal(described.status, description)})`);
    return 1;
  }
  const number = (JSON.parse(description) as { projectNumber?: string }).projectNumber;
  if (!number) {
    log(`[app-check] the Firebase API gave no project number for ${project}`);
    return 1;
  }
  const request = batchUpdateRequest(number, mode, base.appCheck);
  log(`[app-check] POST ${request.url}`);
  const response = await call(request.url, { method: 'POST', headers, body: JSON.stringify(request.body) });
  const text = await response.text();
  if (!response.ok) {
    log(`[app-check] refused (${refusal(response.status, text)}); nothing changed (the batch is atomic)`);
    return 1;
  }
  const services = (JSON.parse(text) as { services?: { name: string; enforcementMode: string }[] }).services ?? [];
  for (const service of services) log(`[app-check] ${service.name}: ${service.enforcementMode}`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  try {
    const project = checkProjectId(projectArgument(argv));
    const mode = modeArgument(argv);
    applyAppCheckEnforcement(project, mode, { dryRun: argv.includes('--dry-run') }).then(
      (code) => (process.exitCode = code),
      (error: unknown) => {
        console.error(`[app-check] ${(error as Error).message}`);
        process.exitCode = 1;
      },
    );
  } catch (error) {
    console.error(`[app-check] ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
