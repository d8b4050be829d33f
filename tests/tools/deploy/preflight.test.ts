// The deploy preflight catches each mistake it is there for, on a copy of this repository's deploy inputs.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, prepareEmulatorEnv } from '../emulator-env';
import { deployCommands } from './deploy';
import { compileRulesWithEmulator, compileStorageRulesWithRuntime, declaredParams, preflight, type PreflightDeps } from './preflight';

const PROJECT = 'canteen-prod';
const GOOD_ENV = [
  'SMTP_HOST=smtp.example.com',
  'SMTP_PORT=587',
  'SMTP_SECURE=false',
  'MAIL_FROM="Canteen Back Office <no-reply@example.com>"',
  'PUSH_TRANSPORT=auto',
  'SMS_TRANSPORT=auto',
].join('\n');
const SECRETS = ['SMTP_USER', 'SMTP_PASSWORD', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'];

let root: string;
let secrets: Set<string>;
let rulesError: string | null;
let storageError: string | null;

/** A repository whose sources are this one's (linked) and whose deploy inputs are copies the test may break. */
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'preflight-'));
  for (const dir of ['web/src', 'shared/src', 'functions/src']) {
    mkdirSync(path.dirname(path.join(root, dir)), { recursive: true });
    symlinkSync(path.join(REPO_ROOT, dir), path.join(root, dir));
  }
  for (const file of ['firestore.rules', 'storage.rules', 'firestore.indexes.json']) cpSync(path.join(REPO_ROOT, file), path.join(root, file));
  writeFileSync(path.join(root, `functions/.env.${PROJECT}`), GOOD_ENV);
  secrets = new Set(SECRETS);
  rulesError = null;
  storageError = null;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function deps(): PreflightDeps {
  return {
    root,
    secretExists: async (name, project) => project === PROJECT && secrets.has(name),
    compileFirestoreRules: async () => rulesError,
    compileStorageRules: async () => storageError,
  };
}

function editIndexes(edit: (indexes: Array<Record<string, unknown>>) => void): void {
  const file = path.join(root, 'firestore.indexes.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as { indexes: Array<Record<string, unknown>> };
  edit(json.indexes);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

describe('deploy preflight', () => {
  it('passes on this repository with every param and secret set: its indexes match its queries', async () => {
    expect(await preflight(PROJECT, deps())).toEqual([]);
  });

  it('stops at once without a project, or on a demo- project', async () => {
    await expect(preflight(undefined, deps())).rejects.toThrow(/Missing --project/);
    await expect(preflight('demo-backoffice', deps())).rejects.toThrow(/demo project/);
  });

  it('names each param without a value, and the local maildev left as SMTP host', async () => {
    writeFileSync(path.join(root, `functions/.env.${PROJECT}`), GOOD_ENV.replace('smtp.example.com', '127.0.0.1').replace(/^MAIL_FROM=.*$/m, ''));
    expect(await preflight(PROJECT, deps())).toEqual([
      `param MAIL_FROM has no value: add MAIL_FROM=… to functions/.env.${PROJECT}`,
      `param SMTP_HOST is 127.0.0.1, the local maildev: set your SMTP relay in functions/.env.${PROJECT}`,
    ]);
  });

  it('without any env file every param is missing', async () => {
    rmSync(path.join(root, `functions/.env.${PROJECT}`));
    const problems = await preflight(PROJECT, deps());
    expect(problems).toHaveLength(6);
    expect(problems[0]).toMatch(/^param SMTP_HOST has no value/);
  });

  it('names each secret not set in Secret Manager, with the command that sets it', async () => {
    secrets.delete('SMTP_PASSWORD');
    secrets.delete('TWILIO_AUTH_TOKEN');
    expect(await preflight(PROJECT, deps())).toEqual([
      `secret SMTP_PASSWORD is not set in project ${PROJECT}: run npx firebase functions:secrets:set SMTP_PASSWORD --project ${PROJECT}`,
      `secret TWILIO_AUTH_TOKEN is not set in project ${PROJECT}: run npx firebase functions:secrets:set TWILIO_AUTH_TOKEN --project ${PROJECT}`,
    ]);
  });

  it('says when Secret Manager cannot be read, instead of calling every secret missing', async () => {
    const blind = { ...deps(), secretExists: async () => Promise.reject(new Error('Error: Failed to authenticate, have you run firebase login?')) };
    expect(await preflight(PROJECT, blind)).toEqual([
      `cannot read the secrets of project ${PROJECT}: Error: Failed to authenticate, have you run firebase login?`,
    ]);
  });

  it('reports rules that do not compile', async () => {
    rulesError = "L2:95 Unexpected ';'.";
    expect(await preflight(PROJECT, deps())).toEqual(["firestore.rules does not compile: L2:95 Unexpected ';'."]);
  });

  it('reports storage rules that do not compile', async () => {
    storageError = "L2:69 Unexpected ';'.";
    expect(await preflight(PROJECT, deps())).toEqual(["storage.rules does not compile: L2:69 Unexpected ';'."]);
  });

  it('reports an index no query needs (a field the code never names)', async () => {
    editIndexes((indexes) =>
      indexes.push({
        collectionGroup: 'orders',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'canteenid', order: 'ASCENDING' },
          { fieldPath: 'delivered_by_drone', order: 'DESCENDING' },
        ],
      }),
    );
    expect(await preflight(PROJECT, deps())).toEqual([
      'no query needs the index orders(canteenid, delivered_by_drone desc): the code never names delivered_by_drone',
    ]);
  });

  it('reports a query no index serves, with where the code makes it', async () => {
    // The dashboard's order counters: canteenid ==, tag !=, a status range, a date_obj range.
    editIndexes((indexes) => {
      const at = indexes.findIndex((index) => JSON.stringify(index.fields) === JSON.stringify([
        { fieldPath: 'canteenid', order: 'ASCENDING' },
        { fieldPath: 'date_obj', order: 'ASCENDING' },
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'tag', order: 'ASCENDING' },
      ]));
      indexes.splice(at, 1);
    });
    const problems = await preflight(PROJECT, deps());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^no composite index serves the query orders: canteenid ==, date_obj asc, status asc, tag asc \(web\/src\/features\/dashboard\/api\/counters\.ts ordersOf \(dashboard counters\)\)$/);
  });

  it('reads the params and secrets the functions declare', () => {
    const params = declaredParams(readFileSync(path.join(REPO_ROOT, 'functions/src/lib/params.ts'), 'utf8'));
    expect(params.secrets).toEqual(SECRETS);
    expect(params.values).toEqual(['SMTP_HOST', 'SMTP_SECURE', 'MAIL_FROM', 'PUSH_TRANSPORT', 'SMS_TRANSPORT', 'SMTP_PORT']);
  });
});

describe('rules compilation (offline, the Firestore emulator’s compiler)', () => {
  it('returns the compiler’s error for broken rules and nothing for the repository’s', async () => {
    const jar = prepareEmulatorEnv().env.FIRESTORE_EMULATOR_BINARY_PATH;
    expect(jar, 'the Firestore emulator jar of design.md §3').toBeTruthy();
    const broken = "rules_version = '2';\nservice cloud.firestore { match /databases/{db}/documents { match /x/{y} { allow read: if foo(; } } }";
    const [brokenError, repositoryError] = await compileRulesWithEmulator([broken, readFileSync(path.join(REPO_ROOT, 'firestore.rules'), 'utf8')], jar!);
    expect(brokenError).toMatch(/^L2:\d+ Unexpected ';'/);
    expect(repositoryError).toBeNull();
  }, 90_000);

  it('the Storage rules runtime: the compiler’s error for broken rules, nothing for the repository’s', async () => {
    const runtime = prepareEmulatorEnv().env.STORAGE_EMULATOR_BINARY_PATH;
    expect(runtime, 'the Storage rules runtime of design.md §3').toBeTruthy();
    const broken = "rules_version = '2';\nservice firebase.storage { match /b/{bucket}/o { allow read: if foo(; } }";
    const [brokenError, repositoryError] = await compileStorageRulesWithRuntime([broken, readFileSync(path.join(REPO_ROOT, 'storage.rules'), 'utf8')], runtime!);
    expect(brokenError).toBe("L2:69 Unexpected ';'.");
    expect(repositoryError).toBeNull();
  }, 60_000);
});

describe('deploy command', () => {
  it('builds, then deploys every part to the project, passing the other options on', () => {
    expect(deployCommands(PROJECT, ['--project', PROJECT, '--dry-run', '--force'])).toEqual([
      ['npm', 'run', 'build'],
      ['node', 'node_modules/firebase-tools/lib/bin/firebase.js', 'deploy', '--only', 'functions,firestore:rules,firestore:indexes,storage,hosting', '--project', PROJECT, '--force'],
    ]);
  });
});
