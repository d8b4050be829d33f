// Small real files generated in code for the seeded media library: PNG images, one-page PDFs and Word documents, and
// one tiny WebM clip.
import { crc32, deflateSync } from 'node:zlib';
import { zipStored } from '../jar';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, checksum]);
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * A truecolour PNG: a background with a lighter diagonal band and a border in the accent colour, so each canteen's
 * pictures are recognisable in the library's previews without shipping binary files.
 */
export function pngImage(width: number, height: number, background: string, accent: string): Buffer {
  const [br, bg, bb] = rgb(background);
  const [ar, ag, ab] = rgb(accent);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (none), then RGB pixels
    for (let x = 0; x < width; x += 1) {
      const border = x < 6 || y < 6 || x >= width - 6 || y >= height - 6;
      const band = Math.abs(x / width - y / height) < 0.12;
      const [r, g, b] = border || band ? [ar, ag, ab] : [br, bg, bb];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Text for a PDF string literal in WinAnsi: accented Latin letters kept, anything else replaced. */
function pdfText(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char === '(' || char === ')' || char === '\\') return `\\${char}`;
      if (code >= 32 && code < 127) return char;
      if (code >= 160 && code <= 255) return `\\${code.toString(8)}`;
      return '?';
    })
    .join('');
}

/** A one-page A4 PDF with a title and lines of text (Helvetica), with a correct cross-reference table. */
export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 20 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -36 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Canteen Back Office seed) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A minimal Word document (the three parts Word needs): a bold title and one paragraph per line. */
export function docxDocument(title: string, paragraphs: readonly string[]): Buffer {
  const paragraph = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
    paragraph(title, true) +
    paragraphs.map((text) => paragraph(text)).join('') +
    '</w:body></w:document>';
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
    '</Types>';
  const relationships =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
    '</Relationships>';
  return zipStored([
    { name: '[Content_Types].xml', content: Buffer.from(contentTypes, 'utf8') },
    { name: '_rels/.rels', content: Buffer.from(relationships, 'utf8') },
    { name: 'word/document.xml', content: Buffer.from(document, 'utf8') },
  ]);
}

/**
 * A real WebM clip (VP8, 32 × 32, about half a second alternating two colours; 758 bytes) that Chromium decodes:
 * recorded once from a canvas with MediaRecorder, as no encoder is at hand in code. For the `videos` folder (issue 22).
 */
const WEBM_CLIP_BASE64 =
  'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAALGEU2bdLlNu4tTq4QVSalmU6yBbk27i1OrhBZUrmtT' +
  'rIGTTbuLU6uEH0O2dVOsgcFNu4xTq4QcU7trU6yCArTsrgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' +
  'AAAVSalmoCrXsYMPQkBEiYRD/N53TYCGQ2hyb21lV0GGQ2hyb21lFlSua6mup9eBAXPFh1uknK5QQ4+DgQFV7oEBhoVWX1ZQOOCKsIEg' +
  'uoEgU8CBAR9DtnUBAAAAAAAB5+eBAKDkobmBAAAA0AIAnQEqIAAgAAJHCIWFiJmEiAyCAnWqA/gCCCEc8tD+8ww//sZv0Zv0Zv7AH/wP' +
  'y6cMQAB1oaampO6BAaWfMAIAnQEqIAAgAAcHCIWFiJmEiCYCAAeQ88nA/vBdAKDIoaiBAGQAEQIACRCAABgHT/ggmfMNAEbBAP7whQ/7' +
  'g5J0vHD/uPgPVXiAdaGYppbugQGlkbEBABwRPAAYABhYL/QACHAA+4EAoMyhrIEAyAARAgAJEFQAGAdICCCZ8w0AOWYA/vSj7/7Wh9Wh' +
  '9Wh/Ld/8Qz0epjAAdaGYppbugQGlkbEBABwRLAAYABhYL/QACHAA+4FkoMihqIEBLADRAQAJEEQAGAAeV/QMAEEOAP72P9/+ZomOY/av' +
  '/82BXNc+5oB1oZimlu6BAaWRsQEAHBEcABgAGFgv9AAIcAD7gcigzKGrgQGVANEBAAkQOAAYAB5X9AwANQcA/vfUn/98CfeBPvAn+8X/' +
  '5Ka/xtx2AHWhmKaW7oEBpZGxAQAcEOwAGAAYWC/0AAhwAPuCASygzKGrgQH5ABECAAkQLAAYBzAIIXpyzUBIhgD++fsD/1Z9NCL+0j/9' +
  'ZVfJUftmAHWhmKaW7oEBpZGxAQAcENwAGAAYWC/0AAhwAPuCAZUcU7trjbuLs4EAt4b3gQHxgcE=';

export function webmClip(): Buffer {
  return Buffer.from(WEBM_CLIP_BASE64, 'base64');
}
