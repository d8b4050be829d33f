// Printers and print jobs (spec §6 Printers, Printers dashboard; issue 22).
export * from './printer';
export * from './escpos';
