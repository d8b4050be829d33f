// storage.rules, cell by cell: every principal × canteen (own, other) × spec §9 folder × get/list/create/delete (and
// update per write key), each an explicit allow or deny computed from the shared folder table, then each folder's
// size, type and name limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_FOLDERS,
  FOLDER_RULES,
  fileAccessAllowed,
  type FileFolder,
  type FileOperation,
} from '@backoffice/shared';
import { IN_CANTEEN, OUT_CANTEEN, PRINCIPALS, principal, type Principal } from './support/principals';
import {
  acceptedFile,
  canteenFilePath,
  canteenFolderPath,
  expectStorageRules,
  placeFiles,
  startStorageEnvironment,
  stopStorageEnvironment,
  type StorageOperation,
  type StoredFile,
} from './support/storage';

const CANTEENS = [
  { label: 'own', id: IN_CANTEEN },
  { label: 'other', id: OUT_CANTEEN },
] as const;
const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
type Operation = (typeof OPERATIONS)[number];
const TABLE_OPERATION: Record<Operation, FileOperation> = {
  get: 'read',
  list: 'read',
  create: 'write',
  update: 'write',
  delete: 'delete',
};

/**
 * Overwrites are granted by the same rule and table entry as uploads (`allow create, update`, the write key): they
 * run in one folder per write key, which keeps the suite fast (firebase-tools spaces rule checks 15 ms apart).
 */
const UPDATE_FOLDERS = FILE_FOLDERS.filter(
  (folder, index) =>
    FILE_FOLDERS.findIndex((other) => FOLDER_RULES[other].writeKey === FOLDER_RULES[folder].writeKey) ===
    index,
);

const counts = { allow: 0, deny: 0 };
const verdict = (allowed: boolean) => (allowed ? 'allow' : 'deny');

/** Runs and counts one case. */
async function check(who: Principal, operation: StorageOperation, allowed: boolean): Promise<void> {
  counts[allowed ? 'allow' : 'deny'] += 1;
  await expectStorageRules(who, operation, allowed);
}

/** Every principal's own file to delete, so an allowed deletion takes nothing from another case. */
const deletable = (who: Principal) => `delete-${who.id}`;

/** The operation of one matrix cell and the table's answer. */
function cell(
  who: Principal,
  canteenId: string,
  folder: FileFolder,
  op: Operation,
): { operation: StorageOperation; allowed: boolean } {
  const existing = acceptedFile(folder, 'existing');
  const allowed = fileAccessAllowed(folder, TABLE_OPERATION[op], canteenId, who.claims);
  const operation: StorageOperation =
    op === 'list'
      ? { op, folderPath: canteenFolderPath(canteenId, folder) }
      : op === 'create'
        ? {
            op,
            path: canteenFilePath(canteenId, folder, acceptedFile(folder, `new-${who.id}`).name),
            file: existing,
          }
        : op === 'delete'
          ? { op, path: canteenFilePath(canteenId, folder, acceptedFile(folder, deletable(who)).name) }
          : op === 'update'
            ? { op, path: canteenFilePath(canteenId, folder, existing.name), file: existing }
            : { op, path: canteenFilePath(canteenId, folder, existing.name) };
  return { operation, allowed };
}

beforeAll(async () => {
  await startStorageEnvironment();
  const fixtures = CANTEENS.flatMap(({ id }) =>
    FILE_FOLDERS.flatMap((folder) => [
      {
        path: canteenFilePath(id, folder, acceptedFile(folder, 'existing').name),
        file: acceptedFile(folder, 'existing'),
      },
      ...PRINCIPALS.map((who) => {
        const file = acceptedFile(folder, deletable(who));
        return { path: canteenFilePath(id, folder, file.name), file };
      }),
    ]),
  );
  await placeFiles(fixtures);
});

afterAll(async () => {
  console.log(
    `[rules] storage: ${counts.allow + counts.deny} cases (${counts.allow} allow, ${counts.deny} deny)`,
  );
  await stopStorageEnvironment();
});

describe('storage matrix', () => {
  it('has an allow and a deny in every folder × operation, and nothing for customers or nobody', () => {
    for (const folder of FILE_FOLDERS) {
      for (const op of OPERATIONS) {
        const answers = PRINCIPALS.flatMap((who) =>
          CANTEENS.map(({ id }) => cell(who, id, folder, op).allowed),
        );
        expect(answers.some(Boolean), `${folder} ${op}`).toBe(true);
        expect(answers.every(Boolean), `${folder} ${op}`).toBe(false);
      }
    }
    for (const id of ['customer', 'web_user', 'unauthenticated']) {
      const who = principal(id);
      expect(
        FILE_FOLDERS.some((folder) => OPERATIONS.some((op) => cell(who, IN_CANTEEN, folder, op).allowed)),
      ).toBe(false);
    }
  });

  for (const who of PRINCIPALS) {
    // The cells of one principal run together: the emulator serialises rule checks anyway, uploads overlap.
    describe.concurrent(who.id, () => {
      for (const { label, id } of CANTEENS) {
        for (const folder of FILE_FOLDERS) {
          for (const op of OPERATIONS) {
            if (op === 'update' && !UPDATE_FOLDERS.includes(folder)) continue;
            const { operation, allowed } = cell(who, id, folder, op);
            it(`${op} ${label} ${folder} → ${verdict(allowed)}`, async () => {
              await check(who, operation, allowed);
            });
          }
        }
      }
    });
  }
});

describe.concurrent('storage limits (admin, own canteen)', () => {
  const admin = principal('admin');
  /** An upload by admin to canteens/{own}/{folder}/{file.name}, or to `path` when given. */
  const upload = (folder: FileFolder, file: StoredFile, path?: string): StorageOperation => ({
    op: 'create',
    path: path ?? canteenFilePath(IN_CANTEEN, folder, file.name),
    file,
  });
  /** A type or extension of another folder that this folder does not take, plus ones no folder takes. */
  const foreign = (folder: FileFolder, pick: (other: FileFolder) => readonly string[], extra: string[]) =>
    [...new Set([...FILE_FOLDERS.flatMap(pick), ...extra])].filter((value) => !pick(folder).includes(value));

  for (const folder of FILE_FOLDERS) {
    const rule = FOLDER_RULES[folder];
    const ext = rule.extensions[0];
    it(`${folder}: exactly ${rule.maxBytes} bytes → allow, one more → deny, empty → deny`, async () => {
      await check(admin, upload(folder, acceptedFile(folder, 'at-limit', rule.maxBytes)), true);
      await check(admin, upload(folder, acceptedFile(folder, 'over-limit', rule.maxBytes + 1)), false);
      await check(admin, upload(folder, acceptedFile(folder, 'empty', 0)), false);
    });

    it(`${folder}: each accepted type → allow, any other type → deny`, async () => {
      await Promise.all([
        ...rule.contentTypes.map((type, index) =>
          check(admin, upload(folder, { ...acceptedFile(folder, `type-${index}`), contentType: type }), true),
        ),
        ...foreign(folder, (other) => FOLDER_RULES[other].contentTypes, [
          'text/html',
          'image/svg+xml',
          'application/octet-stream',
        ]).map((type, index) =>
          check(
            admin,
            upload(folder, { ...acceptedFile(folder, `foreign-type-${index}`), contentType: type }),
            false,
          ),
        ),
      ]);
    });

    it(`${folder}: accepted extensions → allow, others, upper case and path tricks → deny`, async () => {
      const named = (name: string): StoredFile => ({ ...acceptedFile(folder, 'x'), name });
      const longest = `${'n'.repeat(120 - ext!.length - 1)}.${ext}`;
      await Promise.all([
        ...rule.extensions.map((extension) =>
          check(admin, upload(folder, named(`ext-ok.${extension}`)), true),
        ),
        check(admin, upload(folder, named(longest)), true),
        check(admin, upload(folder, named(`n${longest}`)), false),
        ...foreign(folder, (other) => FOLDER_RULES[other].extensions, ['exe', 'html', 'svg']).map(
          (extension) => check(admin, upload(folder, named(`ext-bad.${extension}`)), false),
        ),
        ...[
          `UPPER.${ext!.toUpperCase()}`,
          `.hidden.${ext}`,
          `a..b.${ext}`,
          `with space.${ext}`,
          `per%2Fcent.${ext}`,
          ext!,
        ].map((name) => check(admin, upload(folder, named(name)), false)),
        check(
          admin,
          upload(folder, named(`nested.${ext}`), `canteens/${IN_CANTEEN}/${folder}/sub/nested.${ext}`),
          false,
        ),
        check(
          admin,
          upload(
            folder,
            named(`lower.${ext}`),
            `canteens/${IN_CANTEEN.toLowerCase()}/${folder}/lower.${ext}`,
          ),
          false,
        ),
      ]);
    });
  }

  it('paths outside the folder table → deny, even for admin', async () => {
    const png = acceptedFile('uploads', 'stray');
    await Promise.all([
      check(admin, { op: 'create', path: `canteens/${IN_CANTEEN}/audio/${png.name}`, file: png }, false),
      check(admin, { op: 'list', folderPath: `canteens/${IN_CANTEEN}/audio` }, false),
      check(admin, { op: 'create', path: `public/${png.name}`, file: png }, false),
      check(admin, { op: 'list', folderPath: `canteens/${IN_CANTEEN}` }, false),
      check(admin, { op: 'create', path: `canteens/${IN_CANTEEN}/${png.name}`, file: png }, false),
    ]);
  });
});

// The signage videos folder (issue 22), spelled out beside the table-driven cells above.
describe.concurrent('videos (issue 22)', () => {
  const clip = (name: string, contentType: string, size = 64): StoredFile => ({
    name,
    contentType,
    bytes: new Uint8Array(size),
  });
  const create = (file: StoredFile, canteenId: string = IN_CANTEEN): StorageOperation => ({
    op: 'create',
    path: canteenFilePath(canteenId, 'videos', file.name),
    file,
  });

  it('a manager of the canteen uploads an mp4 or a webm clip → allow', async () => {
    const manager = principal('site_manager');
    await check(manager, create(clip('lunch-loop.mp4', 'video/mp4')), true);
    await check(manager, create(clip('lunch-loop.webm', 'video/webm')), true);
  });

  it('a wrong type, a wrong extension or a clip over 50 MB → deny', async () => {
    const manager = principal('site_manager');
    await Promise.all([
      check(manager, create(clip('lunch-loop.mov', 'video/quicktime')), false),
      check(manager, create(clip('lunch-loop.webm', 'video/quicktime')), false),
      check(manager, create(clip('lunch-loop.webm', 'image/png')), false),
      check(manager, create(clip('poster.png', 'video/webm')), false),
      check(manager, create(clip('too-big.webm', 'video/webm', FOLDER_RULES.videos.maxBytes + 1)), false),
    ]);
  });

  it('a role outside Comunicazioni, another canteen or nobody → deny', async () => {
    await Promise.all([
      check(principal('cuoco'), create(clip('cook.webm', 'video/webm')), false),
      check(principal('visualizzatore'), create(clip('viewer.webm', 'video/webm')), false),
      check(principal('site_manager'), create(clip('elsewhere.webm', 'video/webm'), OUT_CANTEEN), false),
      check(principal('unauthenticated'), create(clip('nobody.webm', 'video/webm')), false),
    ]);
  });
});
