// Firestore TTL policies of a real project: `npm run ttl -- --project <id> [--dry-run]` runs one
// `gcloud firestore fields ttls update` per policy (idempotent: enabling an enabled policy changes nothing).
// The emulator applies no TTL: locally the scheduled jobs (expireCommunications) keep doing the deleting.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export interface TtlPolicy {
  collectionGroup: string;
  field: string;
  /** Why the documents go, and when (the README's "Data lifecycle" says the same). */
  why: string;
}

/** The collection groups that expire, and their Timestamp field; a document without the field is kept. */
export const TTL_POLICIES: readonly TtlPolicy[] = [
  { collectionGroup: 'processed_events', field: 'expire_at', why: 'trigger dedupe markers, 30 days after the event' },
  { collectionGroup: 'deliveries', field: 'expire_at', why: 'delivery records, 90 days after they were planned' },
  { collectionGroup: 'messages', field: 'end', why: 'communications, once their end has passed (backstop of expireCommunications)' },
];

/** The gcloud argument lists, one per policy. */
export function ttlCommands(project: string, database = '(default)'): string[][] {
  return TTL_POLICIES.map((policy) => [
    'firestore',
    'fields',
    'ttls',
    'update',
    policy.field,
    `--collection-group=${policy.collectionGroup}`,
    '--enable-ttl',
    '--async',
    `--database=${database}`,
    `--project=${project}`,
  ]);
}

/** Refuses what is not a real project id (demo- projects only exist in the emulator). */
export function checkProjectId(project: string | undefined): string {
  if (!project) throw new Error('Missing --project <id>: the Firebase project to configure.');
  if (project.startsWith('demo-')) throw new Error(`"${project}" is a demo project: it only exists in the emulator, there is nothing to deploy or configure.`);
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(project)) throw new Error(`"${project}" is not a Google Cloud project id.`);
  return project;
}

/** `--project id`, `--project=id` or `-P id`, as firebase-tools takes it. */
export function projectArgument(argv: readonly string[]): string | undefined {
  for (let n = 0; n < argv.length; n += 1) {
    const arg = argv[n]!;
    if (arg === '--project' || arg === '-P') return argv[n + 1];
    if (arg.startsWith('--project=')) return arg.slice('--project='.length);
  }
  return undefined;
}

/** Prints each command; runs them unless dryRun. Returns the exit code. */
export function applyTtlPolicies(project: string, options: { dryRun: boolean; log?: (line: string) => void }): number {
  const log = options.log ?? console.log;
  for (const args of ttlCommands(project)) {
    log(`gcloud ${args.join(' ')}`);
    if (options.dryRun) continue;
    const run = spawnSync('gcloud', args, { stdio: 'inherit' });
    if (run.error || run.status !== 0) {
      log(`[ttl] gcloud failed (${run.error?.message ?? `exit ${run.status}`}); is the Google Cloud CLI signed in (gcloud auth login)?`);
      return run.status || 1;
    }
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  try {
    const project = checkProjectId(projectArgument(argv));
    process.exitCode = applyTtlPolicies(project, { dryRun: argv.includes('--dry-run') });
  } catch (error) {
    console.error(`[ttl] ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
