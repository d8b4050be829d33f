// The seeded media files: every canteen group has some, each would pass storage.rules (path, name, type, size),
// and the bytes are real files of their type (a PNG that decodes, a PDF with its xref, a docx zip with its parts).
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FOLDER_RULES, isValidFileName, parseCanteenFilePath } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { seedFiles } from './media';
import { buildSeed } from './build';

const files = seedFiles();

describe('seeded media files', () => {
  it.each(CANTEENS.map((canteen) => [canteen.id, canteen.group] as const))('%s (%s) has images, documents and a video', (id) => {
    const own = files.filter((file) => file.path.startsWith(`canteens/${id}/`));
    expect(new Set(own.map((file) => file.folder))).toEqual(new Set(['uploads', 'recipes', 'pdf', 'docx', 'videos', 'products']));
  });

  it.each(files.map((file) => [file.path, file] as const))('%s fits its folder', (path, file) => {
    const parsed = parseCanteenFilePath(path);
    expect(parsed?.folder).toBe(file.folder);
    expect(isValidFileName(file.folder, parsed!.fileName)).toBe(true);
    expect(FOLDER_RULES[file.folder].contentTypes).toContain(file.contentType);
    expect(file.bytes.length).toBeGreaterThan(0);
    expect(file.bytes.length).toBeLessThanOrEqual(FOLDER_RULES[file.folder].maxBytes);
  });

  it('gives every file its own path and a stable download token', () => {
    expect(new Set(files.map((file) => file.path)).size).toBe(files.length);
    expect(seedFiles().map((file) => file.token)).toEqual(files.map((file) => file.token));
    for (const file of files) expect(file.token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('writes real files: PNG pixels that inflate to their size, a PDF with a valid xref, a docx with its parts', () => {
    const png = files.find((file) => file.contentType === 'image/png')!.bytes;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('latin1', 37, 41)).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength)).length).toBe(height * (1 + width * 3));

    const pdf = files.find((file) => file.contentType === 'application/pdf')!.bytes.toString('latin1');
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const firstObjectOffset = Number(/0000000000 65535 f \n(\d{10}) 00000 n/.exec(pdf)?.[1]);
    expect(pdf.slice(firstObjectOffset, firstObjectOffset + 7)).toBe('1 0 obj');

    const docx = files.find((file) => file.folder === 'docx')!.bytes.toString('latin1');
    expect(docx.startsWith('PK')).toBe(true);
    for (const part of ['[Content_Types].xml', '_rels/.rels', 'word/document.xml']) expect(docx).toContain(part);
  });

  it('gives every seeded product a picture in Storage, no data URL (issue 16)', () => {
    const tokens = new Map(files.map((file) => [file.path, file.token]));
    const products = buildSeed({ today: new Date('2026-03-02T08:00:00Z') }).documents.filter((document) =>
      /^services\/[^/]+\/products\//.test(document.path),
    );
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const url = new URL(String(product.data.image));
      const path = decodeURIComponent(url.pathname.split('/o/')[1] ?? '');
      expect(tokens.get(path), product.path).toBe(url.searchParams.get('token'));
      expect(parseCanteenFilePath(path)?.folder).toBe('products');
    }
  });
});
