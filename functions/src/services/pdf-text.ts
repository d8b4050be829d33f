// Reads back the text of a PDF that pdfkit wrote (the menu PDFs and the recipe book), so tests can check what a
// reader sees: dishes, allergens, dates. Handles what pdfkit emits — Flate streams, hex strings in Tj/TJ, the
// standard fonts (Windows-1252 codes) and embedded TrueType subsets (glyph ids mapped back through ToUnicode) — and
// nothing more: it is not a general PDF parser.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  const pattern = /(\d+) (\d+) obj\s*([\s\S]*?)endobj/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const body = match[3]!;
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dictionary = body;
    if (streamAt >= 0) {
      dictionary = body.slice(0, streamAt);
      const start = match.index + match[0].indexOf(body) + streamAt + 'stream'.length;
      const dataStart = text[start] === '\r' ? start + 2 : start + 1;
      const length = /\/Length (\d+)/.exec(dictionary);
      const dataEnd = length ? dataStart + Number(length[1]) : text.indexOf('endstream', dataStart);
      const raw = pdf.subarray(dataStart, dataEnd);
      stream = /\/FlateDecode/.test(dictionary) ? inflateSync(raw) : raw;
    }
    objects.set(`${match[1]} ${match[2]}`, { dictionary, stream });
  }
  return objects;
}

/** glyph code (hex) → text, from a ToUnicode CMap of pdfkit (bfrange arrays and bfchar). */
function parseCmap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, start, , list] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    const first = parseInt(start!, 16);
    [...list!.matchAll(/<([0-9a-f ]*)>/gi)].forEach(([, hex], index) =>
      map.set((first + index).toString(16).padStart(4, '0'), utf16(hex!.replace(/\s/g, ''))),
    );
  }
  for (const [, code, value] of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]+)>\s*$/gim))
    map.set(code!.toLowerCase(), utf16(value!));
  return map;
}

const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
  0x85: '…',
};

/** The text of every page, in drawing order; runs drawn on separate lines are separated by a newline. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const fonts = new Map<string, Map<string, string> | null>(); // resource name → cmap (null: a standard font)
  for (const object of objects.values()) {
    const fontDictionary = /\/Font\s*<<([^>]*)>>/.exec(object.dictionary);
    if (!fontDictionary) continue;
    for (const [, name, ref] of fontDictionary[1]!.matchAll(/\/(\S+)\s+(\d+ \d+) R/g)) {
      const font = objects.get(ref!);
      const unicode = font && /\/ToUnicode (\d+ \d+) R/.exec(font.dictionary);
      const cmap = unicode ? objects.get(unicode[1]!)?.stream : null;
      fonts.set(name!, cmap ? parseCmap(cmap.toString('latin1')) : null);
    }
  }
  const lines: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || !/\bTf\b/.test(object.stream.toString('latin1'))) continue;
    const content = object.stream.toString('latin1');
    let cmap: Map<string, string> | null = null;
    let line = '';
    const decode = (hex: string) => {
      if (cmap)
        return (hex.match(/[0-9a-f]{4}/gi) ?? []).map((code) => cmap!.get(code.toLowerCase()) ?? '').join('');
      return (hex.match(/[0-9a-f]{2}/gi) ?? [])
        .map((pair) => {
          const code = parseInt(pair, 16);
          return WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
        })
        .join('');
    };
    const tokens =
      /\/(\S+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-f]*>|[^\]])*)\]\s*TJ|<([0-9a-f]*)>\s*Tj|\b(ET|Td|TD|Tm|T\*)\b/gi;
    for (const token of content.matchAll(tokens)) {
      if (token[1]) cmap = fonts.get(token[1]) ?? null;
      else if (token[2] !== undefined)
        line += [...token[2].matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => decode(hex!)).join('');
      else if (token[3] !== undefined) line += decode(token[3]);
      else if (line) {
        lines.push(line);
        line = '';
      }
    }
    if (line) lines.push(line);
  }
  return lines.join('\n');
}
