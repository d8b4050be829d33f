// The client check of a chosen file against the shared folder table (spec §9 folders), and the texts it gives.
import { beforeAll, describe, expect, it } from 'vitest';
import { FILE_FOLDERS, FOLDER_RULES, fileRoles, type FileFolder } from '@backoffice/shared';
import i18n, { i18nReady } from '../i18n';
import { checkFile, fileProblemMessage, folderPermissions, formatFileSize, withNameSuffix } from './file-rules';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('checkFile', () => {
  // One accepted file per folder, straight from the table: its first extension and content type, at the limit.
  it.each(FILE_FOLDERS.map((folder) => [folder] as const))('%s accepts its own kind up to its limit', (folder: FileFolder) => {
    const rule = FOLDER_RULES[folder];
    const name = `Menù settimana.${rule.extensions[0]}`;
    expect(checkFile(folder, file(name, rule.contentTypes[0]!, rule.maxBytes))).toBeNull();
    expect(checkFile(folder, file(name, rule.contentTypes[0]!, rule.maxBytes + 1))?.code).toBe('size');
    expect(checkFile(folder, file(name, rule.contentTypes[0]!, 0))?.code).toBe('empty');
  });

  it.each([
    ['uploads', 'notes.txt', 'text/plain'],
    ['uploads', 'menu.pdf', 'application/pdf'],
    ['pdf', 'photo.png', 'image/png'],
    // The content type says PDF but the name says otherwise: refused as the wrong kind, like the rules would.
    ['pdf', 'menu.exe', 'application/pdf'],
    ['docx', 'sheet.xlsx', FOLDER_RULES.xlsx.contentTypes[0]!],
    // Signage clips (issue 22): mp4 and webm only, and no clip among the images.
    ['videos', 'loop.mov', 'video/quicktime'],
    ['videos', 'poster.png', 'image/png'],
    ['uploads', 'loop.webm', 'video/webm'],
  ] as const)('%s refuses %s (%s)', (folder, name, type) => {
    expect(checkFile(folder, file(name, type, 10))?.code).toBe('type');
  });
});

describe('folderPermissions', () => {
  it('follows the shared table for every folder and role', () => {
    for (const folder of FILE_FOLDERS) {
      expect(folderPermissions(folder, 'admin')).toEqual({ upload: true, remove: true });
      expect(folderPermissions(folder, 'visualizzatore')).toEqual({
        upload: fileRoles(folder, 'write').includes('visualizzatore'),
        remove: fileRoles(folder, 'delete').includes('visualizzatore'),
      });
    }
    // A country manager runs Communications but not the recipe editor (spec §6): uploads yes, recipe photos no.
    expect(folderPermissions('uploads', 'country_manager').upload).toBe(true);
    expect(folderPermissions('recipes', 'country_manager').upload).toBe(false);
  });
});

describe('sizes and names', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1536, '1,50 KB'],
    [5 * 1024 * 1024, '5,00 MB'],
  ])('%d bytes read as %s (spec §9: Italian format, 2 decimals)', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('never reuses a taken name: a number goes before the extension', () => {
    expect(withNameSuffix('menu.pdf', 1)).toBe('menu.pdf');
    expect(withNameSuffix('menu.pdf', 2)).toBe('menu-2.pdf');
    expect(withNameSuffix('menu', 3)).toBe('menu-3');
  });
});

describe('messages', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.loadNamespaces(['files']);
  });

  it('says why in the user language, with the folder limit', async () => {
    await i18n.changeLanguage('it');
    const problem = checkFile('uploads', file('foto.png', 'image/png', 6 * 1024 * 1024))!;
    expect(fileProblemMessage(problem, i18n.getFixedT('it', 'files'))).toBe(
      'foto.png pesa 6,00 MB: i file in Caricamenti possono pesare al massimo 5,00 MB.',
    );
    await i18n.changeLanguage('en');
    const refused = checkFile('pdf', file('notes.txt', 'text/plain', 10))!;
    expect(fileProblemMessage(refused, i18n.getFixedT('en', 'files'))).toBe(
      'notes.txt cannot go in PDF: only PDF files are accepted there.',
    );
  });
});
