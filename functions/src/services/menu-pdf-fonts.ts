// Fonts of the menu PDFs: a Unicode TrueType font when the machine has one, else a standard font and
// text reduced to what Windows-1252 can print.
import { existsSync } from 'node:fs';

/**
 * Fonts: the 14 standard PDF fonts only cover Windows-1252 (no Turkish ş, ğ, ı). A Unicode TrueType font is used
 * when the machine has one (DejaVu here; PDF_FONT_PATH to choose another); otherwise text is transliterated.
 */
const UNICODE_FONT_CANDIDATES = [
  process.env.PDF_FONT_PATH,
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
];
const UNICODE_BOLD_CANDIDATES = [
  process.env.PDF_BOLD_FONT_PATH,
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];
const unicodeFont = UNICODE_FONT_CANDIDATES.find((path): path is string => !!path && existsSync(path));
const unicodeBold = UNICODE_BOLD_CANDIDATES.find((path): path is string => !!path && existsSync(path));

// Windows-1252 beyond Latin-1: what the standard fonts can still print.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can print: accents kept where Windows-1252 has them, otherwise dropped. */
export function toWinAnsi(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      if (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRAS.has(char)) return char;
      if (char === 'ı') return 'i';
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      return base.length > 0 && base.charCodeAt(0) <= 0xff ? base : '?';
    })
    .join('');
}

export interface Fonts {
  regular: string;
  bold: string;
  text: (value: string) => string;
}

export function setUpFonts(doc: PDFKit.PDFDocument): Fonts {
  if (unicodeFont && unicodeBold) {
    doc.registerFont('body', unicodeFont);
    doc.registerFont('body-bold', unicodeBold);
    return { regular: 'body', bold: 'body-bold', text: (value) => value };
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold', text: toWinAnsi };
}
