// ESC/POS: the receipt of a print job as the printer's bytes, and those bytes read back as the receipt a printer would
// print (the preview: no printer is reachable from the back office).
import { LINE_CHARACTERS, type PaperWidth } from './printer';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

/** One receipt line: plain, bold, or a rule across the paper. */
export type ReceiptLine = { text: string; bold?: boolean; center?: boolean } | { rule: true };

export interface ReceiptOrder {
  canteenName: string;
  printerName: string;
  orderNumber: string;
  /** The status that printed it, as words. */
  event: string;
  when: string;
  customer: string;
  pickupPoint: string | null;
  lines: Array<{ qt: number; name: string; variants: string[] }>;
  notes: string | null;
}

/** Cuts a text to the paper, breaking at spaces where it can. */
export function wrap(text: string, width: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    for (let start = 0; start < Math.max(word.length, 1); start += width) {
      const piece = word.slice(start, start + width);
      if (current === '') current = piece;
      else if (current.length + 1 + piece.length <= width) current += ` ${piece}`;
      else {
        lines.push(current);
        current = piece;
      }
    }
  }
  if (current !== '') lines.push(current);
  return lines.length > 0 ? lines : [''];
}

/** The kitchen ticket of an order. */
export function receiptLines(order: ReceiptOrder, width: PaperWidth): ReceiptLine[] {
  const chars = LINE_CHARACTERS[width];
  return [
    { text: order.canteenName, bold: true, center: true },
    { text: order.printerName, center: true },
    { rule: true },
    { text: `#${order.orderNumber} · ${order.event}`, bold: true },
    { text: order.when },
    ...wrap(order.customer, chars).map((text) => ({ text })),
    ...(order.pickupPoint ? wrap(`→ ${order.pickupPoint}`, chars).map((text) => ({ text })) : []),
    { rule: true },
    ...order.lines.flatMap((line) => [
      ...wrap(`${line.qt} x ${line.name}`, chars).map((text) => ({ text, bold: true })),
      ...line.variants.flatMap((variant) => wrap(variant, chars - 4).map((text, index) => ({ text: `${index === 0 ? '  + ' : '    '}${text}` }))),
    ]),
    ...(order.notes ? [{ rule: true } as const, ...wrap(order.notes, chars).map((text) => ({ text }))] : []),
    { rule: true },
  ];
}

/** Printers take code page 858 (Latin-1 + €); other characters become "?". */
function encode(text: string): number[] {
  return [...text.normalize('NFC')].map((character) => {
    if (character === '€') return 0xd5;
    if (character === '→') return 0x3e;
    const code = character.charCodeAt(0);
    return code < 0x100 ? code : 0x3f;
  });
}

/** The job's bytes: initialise, code page 858, the lines (bold and centring as commands), feed and cut. */
export function escposBytes(lines: readonly ReceiptLine[], width: PaperWidth): Uint8Array {
  const chars = LINE_CHARACTERS[width];
  const bytes: number[] = [ESC, 0x40, ESC, 0x74, 19];
  for (const line of lines) {
    if ('rule' in line) {
      bytes.push(...encode('-'.repeat(chars)), LF);
      continue;
    }
    bytes.push(ESC, 0x61, line.center ? 1 : 0, ESC, 0x45, line.bold ? 1 : 0);
    bytes.push(...encode(line.text.slice(0, chars)), LF);
  }
  bytes.push(ESC, 0x61, 0, ESC, 0x45, 0, ESC, 0x64, 4, GS, 0x56, 0x42, 0);
  return Uint8Array.from(bytes);
}

export interface PreviewLine {
  text: string;
  bold: boolean;
  center: boolean;
}

/** Reads ESC/POS bytes back into the printed lines (the commands the jobs use; others are skipped) and the cut. */
export function escposPreview(bytes: Uint8Array): { lines: PreviewLine[]; cut: boolean } {
  const lines: PreviewLine[] = [];
  let bold = false;
  let center = false;
  let text = '';
  let cut = false;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (byte === ESC) {
      const command = bytes[index + 1];
      const value = bytes[index + 2] ?? 0;
      if (command === 0x40) {
        bold = false;
        center = false;
        index += 1;
      } else if (command === 0x45) {
        bold = value === 1;
        index += 2;
      } else if (command === 0x61) {
        center = value === 1;
        index += 2;
      } else index += 2; // ESC t n, ESC d n
    } else if (byte === GS) {
      if (bytes[index + 1] === 0x56) cut = true;
      index += 3;
    } else if (byte === LF) {
      lines.push({ text, bold, center });
      text = '';
    } else text += byte === 0xd5 ? '€' : String.fromCharCode(byte);
  }
  if (text !== '') lines.push({ text, bold, center });
  return { lines, cut };
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

const plain = (value: unknown) => (typeof value === 'string' ? value : '');

/** An order's pickup point as routing and the ticket name it: its id, else its name. */
export function pickupPointOf(order: Record<string, unknown>): string | null {
  const point: unknown = order.pickup_point;
  if (typeof point === 'string' && point !== '') return point;
  if (point && typeof point === 'object') {
    const named = point as { id?: unknown; name?: unknown };
    return plain(named.id) || plain(named.name) || null;
  }
  return null;
}

/** The category ids of an order's lines (routing by category). */
export function orderCategoryIdsOf(order: Record<string, unknown>): string[] {
  const lines = Array.isArray(order.recipes) ? (order.recipes as Array<Record<string, unknown>>) : [];
  return lines.map((line) => plain(line.category_id)).filter((id) => id !== '');
}

/** The kitchen ticket of a stored order (what the orders trigger prints, and the seed's jobs show). */
export function orderReceipt(
  order: Record<string, unknown>,
  context: { orderId: string; event: string; canteenName: string; printerName: string; when: Date },
): ReceiptOrder {
  const user = (order.user ?? {}) as Record<string, unknown>;
  const lines = Array.isArray(order.recipes) ? (order.recipes as Array<Record<string, unknown>>) : [];
  return {
    canteenName: context.canteenName,
    printerName: context.printerName,
    orderNumber: plain(order.human_id) || context.orderId,
    event: context.event,
    when: context.when.toISOString().slice(0, 16).replace('T', ' '),
    customer: `${plain(user.name)} ${plain(user.surname)}`.trim() || plain(order.userid),
    pickupPoint: pickupPointOf(order),
    lines: lines.map((line) => ({
      qt: Number(line.qt ?? 1),
      name: plain(line.name),
      variants: Array.isArray(line.variants) ? (line.variants as Array<Record<string, unknown>>).map((variant) => plain(variant.name)).filter(Boolean) : [],
    })),
    notes: plain(order.notes) || null,
  };
}
