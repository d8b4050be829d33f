// The client side of the shared file table: checks a chosen file against its folder's types and size before any
// upload, says why in the user's language, and formats sizes. No Firebase here, so any screen may use it.
import type { TFunction } from 'i18next';
import {
  FOLDER_RULES,
  canteenFilePath,
  canteenFolderPath,
  fileProblem,
  fileRoles,
  formatNumberIt,
  storedFileName,
  type BackOfficeRole,
  type FileFolder,
} from '@backoffice/shared';

export { canteenFilePath, canteenFolderPath, storedFileName };

/** Why a file may not go into a folder; `values` fill the `files:problems.<code>` text. */
export interface FileProblem {
  code: 'type' | 'size' | 'empty' | 'name';
  fileName: string;
  folder: FileFolder;
  size: number;
}

/** What the role may change in a folder, from the shared table storage.rules is built on (reading: every role). */
export function folderPermissions(folder: FileFolder, role: BackOfficeRole): { upload: boolean; remove: boolean } {
  return { upload: fileRoles(folder, 'write').includes(role), remove: fileRoles(folder, 'delete').includes(role) };
}

const KB = 1024;
const MB = 1024 * KB;

/** A size as people read it: whole bytes, else KB or MB with the spec §9 number format (Italian, 2 decimals). */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${formatNumberIt(bytes, 0)} B`;
  if (bytes < MB) return `${formatNumberIt(bytes / KB, 2)} KB`;
  return `${formatNumberIt(bytes / MB, 2)} MB`;
}

/** The name's extension in capitals ("PDF"), empty when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toUpperCase() : '';
}

export function isImage(contentType: string): boolean {
  return contentType.startsWith('image/');
}

export function isVideo(contentType: string): boolean {
  return contentType.startsWith('video/');
}

/** The <input accept> of a folder: its extensions and content types, so the file chooser offers the right files first. */
export function acceptOf(folder: FileFolder): string {
  const rule = FOLDER_RULES[folder];
  return [...rule.extensions.map((extension) => `.${extension}`), ...rule.contentTypes].join(',');
}

/** The folder's accepted kinds for people ("JPG, PNG, WEBP"), from its extensions. */
function typeNames(folder: FileFolder): string {
  return FOLDER_RULES[folder].extensions.map((extension) => extension.toUpperCase()).join(', ');
}

/** The line under a folder's drop area: what it takes and up to which size. */
export function folderHint(folder: FileFolder, t: TFunction<'files'>): string {
  return t('hint', { types: typeNames(folder), max: formatFileSize(FOLDER_RULES[folder].maxBytes) });
}

/** The first reason the file may not go into the folder, or null when it fits (the rules check it again). */
export function checkFile(folder: FileFolder, file: Pick<File, 'name' | 'size' | 'type'>): FileProblem | null {
  // The name is checked as it will be stored (storedFileName makes most names fit); a wrong kind of file is told as
  // such first, whether its content type or its extension gives it away.
  const name = storedFileName(file.name);
  const rule = FOLDER_RULES[folder];
  const extension = name.includes('.') ? (name.split('.').pop() ?? '') : '';
  const wrongKind = !rule.contentTypes.includes(file.type) || !rule.extensions.includes(extension);
  const found = wrongKind ? 'type' : fileProblem(folder, { name, size: file.size, type: file.type });
  if (!found) return null;
  return { code: found === 'size' && file.size === 0 ? 'empty' : found, fileName: file.name, folder, size: file.size };
}

export function fileProblemMessage(problem: FileProblem, t: TFunction<'files'>): string {
  return t(`problems.${problem.code}`, {
    name: problem.fileName,
    folder: t(`folders.${problem.folder}`),
    types: typeNames(problem.folder),
    size: formatFileSize(problem.size),
    max: formatFileSize(FOLDER_RULES[problem.folder].maxBytes),
  });
}

/** "menu.pdf" → "menu-2.pdf" for attempt 2 (attempt 1 keeps the name). */
export function withNameSuffix(name: string, attempt: number): string {
  if (attempt <= 1) return name;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}-${attempt}${name.slice(dot)}` : `${name}-${attempt}`;
}
