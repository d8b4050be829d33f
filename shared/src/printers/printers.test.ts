// Printers: the form, routing, the receipt, and ESC/POS bytes read back as the printed receipt.
import { describe, expect, it } from 'vitest';
import { escposBytes, escposPreview, fromBase64, printerFormSchema, printerRoutes, receiptLines, toBase64, wrap, type PrinterRouting } from '.';

const form = {
  name: 'Cucina calda',
  address: '192.168.1.40:9100',
  kind: 'kitchen',
  paper_width: 80,
  escpos: true,
  active: true,
  routing: { services: ['takeaway'], category_ids: [], pickup_points: [] },
};

describe('printerFormSchema', () => {
  it.each([
    [form, true],
    [{ ...form, address: 'kitchen-printer.local:9100' }, true],
    [{ ...form, address: '192.168.1.400:9100' }, false],
    [{ ...form, address: '192.168.1.40' }, false],
    [{ ...form, address: '192.168.1.40:70000' }, false],
    [{ ...form, name: ' ' }, false],
    [{ ...form, paper_width: 76 }, false],
    [{ ...form, escpos: false }, false],
    [{ ...form, routing: { ...form.routing, services: ['gift'] } }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(printerFormSchema.safeParse(input).success).toBe(valid);
  });
});

describe('printerRoutes', () => {
  const printer = (routing: Partial<PrinterRouting>, active = true) => ({ active, routing: { services: [], category_ids: [], pickup_points: [], ...routing } });
  const order = { tag: 'shop', categoryIds: ['SHOP_C_1001_DRINKS'], pickupPoint: 'PP_1' };
  it.each([
    [printer({}), true],
    [printer({}, false), false],
    [printer({ services: ['shop'] }), true],
    [printer({ services: ['menu'] }), false],
    [printer({ category_ids: ['SHOP_C_1001_DRINKS', 'X'] }), true],
    [printer({ category_ids: ['X'] }), false],
    [printer({ pickup_points: ['PP_2'] }), false],
    [printer({ services: ['shop'], pickup_points: ['PP_1'] }), true],
  ])('%# routes: %s', (candidate, routed) => {
    expect(printerRoutes(candidate, order)).toBe(routed);
  });
  it('a pickup-point printer never takes an order without pickup point', () => {
    expect(printerRoutes(printer({ pickup_points: ['PP_1'] }), { ...order, pickupPoint: null })).toBe(false);
  });
});

describe('receipt and ESC/POS', () => {
  it('wraps at spaces and cuts words longer than the paper', () => {
    expect(wrap('1 x Panino al prosciutto crudo', 16)).toEqual(['1 x Panino al', 'prosciutto crudo']);
    expect(wrap('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('reads the bytes back as the lines, bold and centring it printed, and the cut', () => {
    const lines = receiptLines(
      {
        canteenName: 'Mensa Bicocca',
        printerName: 'Cucina calda',
        orderNumber: 'ORD_C_1001_0001',
        event: 'In attesa',
        when: '26/11/2026 12:30',
        customer: 'Anna Rossi',
        pickupPoint: 'Bancone 1',
        lines: [{ qt: 2, name: 'Caffè', variants: ['Macchiato'] }],
        notes: 'Senza zucchero — 1,50 €',
      },
      58,
    );
    const preview = escposPreview(fromBase64(toBase64(escposBytes(lines, 58))));
    expect(preview.cut).toBe(true);
    expect(preview.lines[0]).toEqual({ text: 'Mensa Bicocca', bold: true, center: true });
    expect(preview.lines.map((line) => line.text)).toContain('2 x Caffè');
    expect(preview.lines.find((line) => line.text === '2 x Caffè')?.bold).toBe(true);
    expect(preview.lines.map((line) => line.text)).toContain('  + Macchiato');
    expect(preview.lines.map((line) => line.text)).toContain('> Bancone 1');
    expect(preview.lines.some((line) => line.text === '-'.repeat(32))).toBe(true);
    // Characters outside code page 858 become "?"; the euro sign survives.
    expect(preview.lines.map((line) => line.text)).toContain('Senza zucchero ? 1,50 €');
  });
});
