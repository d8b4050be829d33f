// Our Storage rules runtime speaks firebase-tools' protocol (design.md §3): built once, reused, answers in order.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { storageRuntimeJar } from './storage-runtime-jar';

const FIRESTORE_JAR = path.join(
  process.env.CLOUDSDK_ROOT ?? '/usr/lib/google-cloud-sdk',
  'platform',
  'cloud-firestore-emulator',
  'cloud-firestore-emulator.jar',
);
const cache = mkdtempSync(path.join(tmpdir(), 'storage-runtime-'));
let child: ChildProcessWithoutNullStreams | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(cache, { recursive: true, force: true });
});

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /files/{name} {
      allow get: if request.auth != null && request.auth.token.role == 'admin';
      allow create: if request.resource.size <= 10;
    }
    match /linked/{name} {
      allow get: if firestore.get(/databases/(default)/documents/a/b).data.open == true;
    }
  }
}`;

const value = (text: string) => ({ string_value: text });
/** The variables firebase-tools sends (runtime.js createRequestExpressionValue), reduced to what the rules read. */
function request(id: number, method: string, filePath: string, role: string | null, size?: number) {
  const auth = role
    ? { map_value: { fields: { uid: value('u'), token: { map_value: { fields: { role: value(role) } } } } } }
    : { null_value: null };
  const resource =
    size === undefined ? { null_value: null } : { map_value: { fields: { size: { int_value: size } } } };
  const segments = filePath
    .split('/')
    .filter(Boolean)
    .map((simple) => ({ simple }));
  return {
    id,
    action: 'verify',
    context: {
      rulesetName: 'r1',
      service: 'firebase.storage',
      path: filePath,
      method,
      variables: {
        resource: { null_value: null },
        request: {
          map_value: {
            fields: {
              path: { path_value: { segments } },
              time: { timestamp_value: '2026-01-01T00:00:00.000Z' },
              resource,
              auth,
            },
          },
        },
      },
    },
  };
}

describe.skipIf(!existsSync(FIRESTORE_JAR))('storage rules runtime', () => {
  it('is compiled once and reused while its inputs are unchanged', () => {
    const first = storageRuntimeJar(cache, FIRESTORE_JAR);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.note).toMatch(/built into storage-rules-runtime\.jar/);
    const builtAt = statSync(first.jar).mtimeMs;
    const second = storageRuntimeJar(cache, FIRESTORE_JAR);
    expect(second.ok && second.note).toMatch(/our rules runtime \(storage-rules-runtime\.jar\)/);
    expect(statSync(first.jar).mtimeMs).toBe(builtAt);
  }, 120_000);

  it('answers load_ruleset and verify as firebase-tools expects', async () => {
    const runtime = storageRuntimeJar(cache, FIRESTORE_JAR);
    if (!runtime.ok) throw new Error(runtime.message);
    child = spawn('java', ['-jar', runtime.jar, 'serve']);
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    /** One answer line: status, id, result, and issues as JSON strings. */
    type Answer = { id: number; status: string; errors: string[]; warnings: string[]; result?: object };
    const next = async () => JSON.parse(String((await lines.next()).value)) as Answer;
    const send = (message: object) => child!.stdin.write(`${JSON.stringify(message)}\n`);

    expect(await next()).toEqual({ id: -1, status: 'ok' });
    send({
      id: 0,
      action: 'load_ruleset',
      context: {
        rulesetName: 'bad',
        source: {
          files: [
            {
              name: 'storage.rules',
              content: "rules_version = '2';\nservice firebase.storage { match /b { allow read: if (; } }",
            },
          ],
        },
      },
    });
    const bad = await next();
    expect(bad).toMatchObject({ id: 0, status: 'ok' });
    const issue = JSON.parse(bad.errors[0] ?? '{}') as Record<string, unknown>;
    expect(issue.sourcePosition_).toMatchObject({ fileName_: 'storage.rules', line_: 2 });
    expect(issue.description_).toEqual(expect.any(String));

    send({
      id: 1,
      action: 'load_ruleset',
      context: { rulesetName: 'r1', source: { files: [{ name: 'storage.rules', content: RULES }] } },
    });
    expect(await next()).toMatchObject({ id: 1, status: 'ok', errors: [], result: { rulesVersion: 2 } });

    // Sent together, answered one per line in order (firebase-tools matches answers by id).
    const cases: Array<[ReturnType<typeof request>, boolean]> = [
      [request(2, 'get', '/b/bkt/o/files/a.png', 'admin'), true],
      [request(3, 'get', '/b/bkt/o/files/a.png', 'cuoco'), false],
      [request(4, 'get', '/b/bkt/o/files/a.png', null), false],
      [request(5, 'create', '/b/bkt/o/files/a.png', null, 10), true],
      [request(6, 'create', '/b/bkt/o/files/a.png', null, 11), false],
      [request(7, 'get', '/b/bkt/o/elsewhere/a.png', 'admin'), false],
      // firestore.get() is not supported: an evaluation error, which denies.
      [request(8, 'get', '/b/bkt/o/linked/a.png', 'admin'), false],
    ];
    for (const [message] of cases) send(message);
    for (const [message, permit] of cases) {
      expect(await next()).toMatchObject({ id: message.id, status: 'ok', errors: [], result: { permit } });
    }

    send({
      ...request(9, 'get', '/b/bkt/o/files/a.png', 'admin'),
      context: { ...request(9, 'get', '/', 'admin').context, rulesetName: 'missing' },
    });
    expect((await next()).errors[0]).toMatch(/No ruleset named missing/);

    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.stdin.end(); // firebase-tools gone: the runtime exits rather than linger
    expect(await exited).toBe(0);
  }, 60_000);

  it('keeps answers apart in what firebase-tools reads, even when its event loop was busy', async () => {
    const runtime = storageRuntimeJar(cache, FIRESTORE_JAR);
    if (!runtime.ok) throw new Error(runtime.message);
    const java = spawn('java', ['-jar', runtime.jar, 'serve']);
    child = java;
    // runtime.js: every chunk read from stdout, trimmed, is parsed as one answer; empty chunks are skipped.
    const answers: Array<{ id: number }> = [];
    const unreadable: string[] = [];
    java.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8').trim();
      if (text === '') return;
      try {
        answers.push(JSON.parse(text) as { id: number });
      } catch {
        unreadable.push(text.slice(0, 80));
      }
    });
    const until = async (count: number) => {
      while (answers.length < count && unreadable.length === 0)
        await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await until(1);
    java.stdin.write(
      `${JSON.stringify({ id: 0, action: 'load_ruleset', context: { rulesetName: 'r1', source: { files: [{ name: 'storage.rules', content: RULES }] } } })}\n`,
    );
    await until(2);
    const ids = Array.from({ length: 30 }, (_, index) => index + 1);
    for (const id of ids)
      java.stdin.write(`${JSON.stringify(request(id, 'get', '/b/bkt/o/files/a.png', 'admin'))}\n`);
    // Busy for a second, as firebase-tools is while a large upload is handled: the answers pile up unread.
    const busyUntil = Date.now() + 1_000;
    while (Date.now() < busyUntil) {
      // blocking on purpose
    }
    await until(2 + ids.length);
    expect(unreadable).toEqual([]);
    expect(answers.map((answer) => answer.id)).toEqual([-1, 0, ...ids]);
    java.kill('SIGKILL');
  }, 60_000);
});
