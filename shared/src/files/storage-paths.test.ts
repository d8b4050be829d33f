// The canteen-file layout: paths, names, per-folder limits and the role × canteen answers storage.rules must give.
import { describe, expect, it } from 'vitest';
import { FILE_FOLDERS } from '../core/constants';
import {
  canteenFilePath,
  canteenFolderPath,
  fileAccessAllowed,
  fileProblem,
  fileRoles,
  FOLDER_RULES,
  isValidFileName,
  MAX_FILE_NAME_LENGTH,
  MEGABYTE,
  parseCanteenFilePath,
  storedFileName,
} from './storage-paths';

describe('paths', () => {
  it('builds and parses canteens/{canteenId}/{folder}/{fileName}', () => {
    expect(canteenFolderPath('C_1001', 'pdf')).toBe('canteens/C_1001/pdf');
    const path = canteenFilePath('C_1001', 'uploads', 'logo.png');
    expect(path).toBe('canteens/C_1001/uploads/logo.png');
    expect(parseCanteenFilePath(path)).toEqual({
      canteenId: 'C_1001',
      folder: 'uploads',
      fileName: 'logo.png',
    });
  });

  it.each([
    'canteens/C_1001/audio/a.mp3',
    'canteens/c_1001/uploads/a.png',
    'canteens/C_1001/uploads/nested/a.png',
    'canteens/C_1001/uploads',
    'users/C_1001/uploads/a.png',
  ])('refuses %s', (path) => {
    expect(parseCanteenFilePath(path)).toBeNull();
  });
});

describe('file names', () => {
  it.each([
    ['uploads', 'logo.png', true],
    ['uploads', 'menu-2025_v2.final.jpeg', true],
    ['uploads', 'logo.PNG', false],
    ['uploads', 'logo.pdf', false],
    ['pdf', 'menu.pdf', true],
    ['pdf', '..pdf', false],
    ['pdf', '.hidden.pdf', false],
    ['pdf', 'a..b.pdf', false],
    ['pdf', 'with space.pdf', false],
    ['pdf', 'per%2Fcent.pdf', false],
    ['pdf', 'no-extension', false],
    ['videos', 'lunch-loop.mp4', true],
    ['videos', 'lunch-loop.webm', true],
    ['videos', 'lunch-loop.mov', false],
    ['uploads', 'lunch-loop.mp4', false],
    ['docx', `${'a'.repeat(MAX_FILE_NAME_LENGTH - 5)}.docx`, true],
    ['docx', `${'a'.repeat(MAX_FILE_NAME_LENGTH - 4)}.docx`, false],
  ] as const)('%s/%s → %s', (folder, name, valid) => {
    expect(isValidFileName(folder, name)).toBe(valid);
  });

  it.each([
    ['Menù di Natale.PDF', 'Menu-di-Natale.pdf'],
    ['../../etc/passwd.png', 'etc-passwd.png'],
    ['.bashrc', 'bashrc'],
    ['???.png', 'file.png'],
    ['report', 'report'],
  ])('stores %s as %s', (original, stored) => {
    expect(storedFileName(original)).toBe(stored);
  });

  it('keeps a long name within the limit and its extension', () => {
    const stored = storedFileName(`${'x'.repeat(300)}.xlsx`);
    expect(stored).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(isValidFileName('xlsx', stored)).toBe(true);
  });
});

describe('folder limits', () => {
  it('has a rule for every spec §9 folder', () => {
    expect(Object.keys(FOLDER_RULES).sort()).toEqual([...FILE_FOLDERS].sort());
  });

  it('says what an upload would be refused for', () => {
    const png = { name: 'a.png', size: 1000, type: 'image/png' };
    expect(fileProblem('uploads', png)).toBeNull();
    expect(fileProblem('uploads', { ...png, size: 5 * MEGABYTE })).toBeNull();
    expect(fileProblem('uploads', { ...png, size: 5 * MEGABYTE + 1 })).toBe('size');
    expect(fileProblem('uploads', { ...png, size: 0 })).toBe('size');
    expect(fileProblem('uploads', { ...png, type: 'image/svg+xml' })).toBe('type');
    expect(fileProblem('pdf', png)).toBe('name');
    expect(fileProblem('pdf', { name: 'a.pdf', size: 10, type: 'application/pdf' })).toBeNull();
    const clip = { name: 'a.webm', size: 50 * MEGABYTE, type: 'video/webm' };
    expect(fileProblem('videos', clip)).toBeNull();
    expect(fileProblem('videos', { ...clip, name: 'a.mp4', type: 'video/mp4' })).toBeNull();
    expect(fileProblem('videos', { ...clip, size: 50 * MEGABYTE + 1 })).toBe('size');
    expect(fileProblem('videos', { ...clip, type: 'video/quicktime' })).toBe('type');
  });
});

describe('who may', () => {
  const manager = { role: 'site_manager', bo_canteens: ['C_1001'] };

  it('lets every back-office role that opens the canteen read, and nobody else', () => {
    expect(
      fileAccessAllowed('pdf', 'read', 'C_1001', { role: 'visualizzatore', bo_canteens: ['C_1001'] }),
    ).toBe(true);
    expect(
      fileAccessAllowed('pdf', 'read', 'C_2002', { role: 'visualizzatore', bo_canteens: ['C_1001'] }),
    ).toBe(false);
    expect(fileAccessAllowed('pdf', 'read', 'C_2002', { role: 'admin_provider' })).toBe(true);
    expect(fileAccessAllowed('pdf', 'read', 'C_1001', { role: 'web_user', bo_canteens: ['C_1001'] })).toBe(
      false,
    );
    expect(fileAccessAllowed('pdf', 'read', 'C_1001', null)).toBe(false);
  });

  it('writes and deletes by the folder screen key, in managed canteens only', () => {
    expect(fileAccessAllowed('uploads', 'write', 'C_1001', manager)).toBe(true);
    expect(fileAccessAllowed('uploads', 'write', 'C_2002', manager)).toBe(false);
    expect(
      fileAccessAllowed('recipes', 'delete', 'C_1001', { role: 'country_manager', bo_canteens: ['C_1001'] }),
    ).toBe(false);
    expect(fileAccessAllowed('uploads', 'delete', 'C_1001', { role: 'cuoco', bo_canteens: ['C_1001'] })).toBe(
      false,
    );
    expect(fileRoles('uploads', 'write')).toEqual([
      'admin',
      'admin_provider',
      'country_manager',
      'super_site_manager',
      'site_manager',
    ]);
    expect(fileRoles('recipes', 'write')).toEqual([
      'admin',
      'admin_provider',
      'super_site_manager',
      'site_manager',
    ]);
    // Videos are media-library documents like uploads: the same writers.
    expect(fileRoles('videos', 'write')).toEqual(fileRoles('uploads', 'write'));
    expect(fileRoles('videos', 'delete')).toEqual(fileRoles('uploads', 'delete'));
    expect(fileRoles('pptx', 'read')).toContain('visualizzatore');
    expect(FILE_FOLDERS.every((folder) => !fileRoles(folder, 'write').includes('visualizzatore'))).toBe(true);
  });
});
