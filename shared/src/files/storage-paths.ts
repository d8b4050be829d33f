// Cloud Storage layout of canteen files (spec §9 folders): paths, per-folder types and sizes, who may write.
import { READ_ONLY_ROLES } from '../access/access-types';
import { canAccessAllCanteens, SCREEN_PERMISSIONS, type ScreenKey } from '../access/permissions';
import { isBackOfficeRole, ROLE_PRIORITY, type BackOfficeRole } from '../access/roles';
import { FILE_FOLDERS } from '../core/constants';

/** A folder of spec §9 (uploads, recipes, pdf, docx, xlsx, pptx), videos (issue 22) or another feature's. */
export type FileFolder = (typeof FILE_FOLDERS)[number];

export const MEGABYTE = 1024 * 1024;

/** What a folder accepts and which screen keys (spec §6) may change it. storage.rules states the same. */
export interface FolderRule {
  /** Accepted `contentType`s of an upload (the metadata the client sends). */
  readonly contentTypes: readonly string[];
  /** Accepted file-name extensions, lower case, without the dot. */
  readonly extensions: readonly string[];
  /** Largest accepted file, in bytes (empty files are refused too). */
  readonly maxBytes: number;
  /** Upload and overwrite (create, update). */
  readonly writeKey: ScreenKey;
  readonly deleteKey: ScreenKey;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
const OFFICE = 'application/vnd.openxmlformats-officedocument';

/**
 * The folder table (DECISIONS.md "Canteen files"): images go to uploads (the media library of Communications) and
 * recipes (recipe photos, written by the recipe editors); the document folders hold one format each.
 */
export const FOLDER_RULES: Readonly<Record<FileFolder, FolderRule>> = {
  uploads: {
    contentTypes: IMAGE_TYPES,
    extensions: IMAGE_EXTENSIONS,
    maxBytes: 5 * MEGABYTE,
    writeKey: 'Comunicazioni',
    deleteKey: 'Comunicazioni',
  },
  recipes: {
    contentTypes: IMAGE_TYPES,
    extensions: IMAGE_EXTENSIONS,
    maxBytes: 5 * MEGABYTE,
    writeKey: 'EditorRicette',
    deleteKey: 'DeleteRecipe',
  },
  pdf: {
    contentTypes: ['application/pdf'],
    extensions: ['pdf'],
    maxBytes: 20 * MEGABYTE,
    writeKey: 'Comunicazioni',
    deleteKey: 'Comunicazioni',
  },
  docx: {
    contentTypes: [`${OFFICE}.wordprocessingml.document`],
    extensions: ['docx'],
    maxBytes: 20 * MEGABYTE,
    writeKey: 'Comunicazioni',
    deleteKey: 'Comunicazioni',
  },
  xlsx: {
    contentTypes: [`${OFFICE}.spreadsheetml.sheet`],
    extensions: ['xlsx'],
    maxBytes: 20 * MEGABYTE,
    writeKey: 'Comunicazioni',
    deleteKey: 'Comunicazioni',
  },
  pptx: {
    contentTypes: [`${OFFICE}.presentationml.presentation`],
    extensions: ['pptx'],
    maxBytes: 20 * MEGABYTE,
    writeKey: 'Comunicazioni',
    deleteKey: 'Comunicazioni',
  },
  // Clips for digital-signage playlists (issue 22: "images, videos and PDFs from the media library"): the two formats
  // every browser plays in a muted, autoplaying <video>; kept out of uploads so §9's image folder keeps its meaning.
  videos: {
    contentTypes: ['video/mp4', 'video/webm'],
    extensions: ['mp4', 'webm'],
    maxBytes: 50 * MEGABYTE,
    writeKey: 'Comunicazioni',
    deleteKey: 'Comunicazioni',
  },
  // Attachments of help-desk tickets (issue 19): screenshots and documents, kept out of the media library's folders.
  'customer-care': {
    contentTypes: [...IMAGE_TYPES, 'application/pdf'],
    extensions: [...IMAGE_EXTENSIONS, 'pdf'],
    maxBytes: 10 * MEGABYTE,
    writeKey: 'CustomerCare',
    deleteKey: 'CustomerCare',
  },
  // Pictures of shop, coffee-break and IFM products (issue 16), kept out of the media library's folders: whoever edits
  // a shop or coffee-break catalogue (Shop: management and cuoco; the IFM catalogue's Servizi roles are among them).
  products: {
    contentTypes: IMAGE_TYPES,
    extensions: IMAGE_EXTENSIONS,
    maxBytes: 5 * MEGABYTE,
    writeKey: 'Shop',
    deleteKey: 'Shop',
  },
};

/** Longest accepted file name, in characters. */
export const MAX_FILE_NAME_LENGTH = 120;

/**
 * A stored file name: letters, digits, `_` and `-` in dot-separated parts, never starting with a dot, so no `..`,
 * no hidden files, no spaces, slashes or percent signs; the extension is checked per folder.
 */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.([a-z0-9]+)$/;

/** A canteen id as stored (C_ and upper-case letters or digits). */
const CANTEEN_ID = /^C_[A-Z0-9]+$/;

export function isFileFolder(value: unknown): value is FileFolder {
  return typeof value === 'string' && (FILE_FOLDERS as readonly string[]).includes(value);
}

/** `canteens/{canteenId}/{folder}`: the prefix listed for a folder. */
export function canteenFolderPath(canteenId: string, folder: FileFolder): string {
  return `canteens/${canteenId}/${folder}`;
}

/** `canteens/{canteenId}/{folder}/{fileName}`. */
export function canteenFilePath(canteenId: string, folder: FileFolder, fileName: string): string {
  return `${canteenFolderPath(canteenId, folder)}/${fileName}`;
}

/** The parts of a canteen file path, or null for any other path (as storage.rules matches it). */
export function parseCanteenFilePath(
  path: string,
): { canteenId: string; folder: FileFolder; fileName: string } | null {
  const parts = path.replace(/^\/+/, '').split('/');
  if (parts.length !== 4 || parts[0] !== 'canteens') return null;
  const [, canteenId = '', folder, fileName = ''] = parts;
  if (!CANTEEN_ID.test(canteenId) || !isFileFolder(folder) || fileName === '') return null;
  return { canteenId, folder, fileName };
}

/** Would storage.rules accept this name in this folder (pattern, length, extension)? */
export function isValidFileName(folder: FileFolder, fileName: string): boolean {
  const match = FILE_NAME.exec(fileName);
  return (
    match !== null &&
    fileName.length <= MAX_FILE_NAME_LENGTH &&
    FOLDER_RULES[folder].extensions.includes(match[2] ?? '')
  );
}

/**
 * A name storage.rules accepts made from a user's file name: accents dropped, anything else outside the pattern
 * turned into `-`, the extension lower-cased, cut to the length limit. Empty stems become `file`.
 */
export function storedFileName(original: string): string {
  const plain = original.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const dot = plain.lastIndexOf('.');
  const clean = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^[-_]+|[-_]+$/g, '');
  const extension = dot > 0 ? clean(plain.slice(dot + 1)).toLowerCase() : '';
  const stem = clean(dot > 0 ? plain.slice(0, dot) : plain) || 'file';
  const tail = extension ? `.${extension}` : '';
  return `${stem.slice(0, Math.max(1, MAX_FILE_NAME_LENGTH - tail.length)).replace(/[-_]+$/, '') || 'file'}${tail}`;
}

/** Why an upload would be refused by storage.rules before it is sent, or null when it would pass. */
export function fileProblem(
  folder: FileFolder,
  file: { name: string; size: number; type: string },
): 'name' | 'type' | 'size' | null {
  const rule = FOLDER_RULES[folder];
  if (!isValidFileName(folder, file.name)) return 'name';
  if (!rule.contentTypes.includes(file.type)) return 'type';
  if (file.size <= 0 || file.size > rule.maxBytes) return 'size';
  return null;
}

export type FileOperation = 'read' | 'write' | 'delete';

/** The back-office roles allowed an operation on a folder, before the canteen check (read-only roles never write). */
export function fileRoles(folder: FileFolder, op: FileOperation): readonly BackOfficeRole[] {
  if (op === 'read') return ROLE_PRIORITY;
  const key = op === 'write' ? FOLDER_RULES[folder].writeKey : FOLDER_RULES[folder].deleteKey;
  const roles: readonly BackOfficeRole[] = SCREEN_PERMISSIONS[key];
  return ROLE_PRIORITY.filter((role) => roles.includes(role) && !READ_ONLY_ROLES.includes(role));
}

/**
 * May a caller with these claims do this on a folder of a canteen? Any back-office role that opens the canteen
 * (admin, admin_provider every canteen; others those of bo_canteens) reads; writing and deleting follow the
 * folder's screen key. Customers, web users and nobody signed in never may.
 */
export function fileAccessAllowed(
  folder: FileFolder,
  op: FileOperation,
  canteenId: string,
  claims: { role?: string | null; bo_canteens?: readonly string[] } | null,
): boolean {
  const role = claims?.role;
  if (!isBackOfficeRole(role)) return false;
  const opens = canAccessAllCanteens(role) || (claims?.bo_canteens ?? []).includes(canteenId);
  return opens && fileRoles(folder, op).includes(role);
}
