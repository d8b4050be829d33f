// Swaps the active canteen's look: its colours from the document at once, then its style sheet from the API (spec §4).
const COLORS_ID = 'canteen-colors';
const SHEET_ID = 'canteen-style';
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function styleElement(id: string): HTMLStyleElement {
  let element = document.getElementById(id) as HTMLStyleElement | null;
  if (!element) {
    element = document.createElement('style');
    element.id = id;
    document.head.append(element);
  }
  return element;
}

/** Colours of the canteen's customisation as CSS variables; the API's sheet, added after, may override them. */
export function applyCanteenColors(customisation: unknown): void {
  const source = (customisation && typeof customisation === 'object' ? customisation : {}) as Record<string, unknown>;
  const pick = (value: unknown) => (typeof value === 'string' && HEX.test(value.trim()) ? value.trim() : null);
  const variables = [
    ['--canteen-primary', pick(source.primary_color)],
    ['--canteen-secondary', pick(source.secondary_color)],
    ['--canteen-on-primary', pick(source.text_color)],
  ].filter(([, value]) => value !== null);
  styleElement(COLORS_ID).textContent = `:root{${variables.map(([name, value]) => `${name}:${value}`).join(';')}}`;
  // Keep the sheet after the colours so it wins.
  const sheet = document.getElementById(SHEET_ID);
  if (sheet) document.head.append(sheet);
}

/** Replaces the previous canteen's style sheet (or removes it when there is none). */
export function applyCanteenStyleSheet(css: string | null): void {
  if (css === null || css.trim() === '') {
    document.getElementById(SHEET_ID)?.remove();
    return;
  }
  styleElement(SHEET_ID).textContent = css;
}

/** Back to the neutral look (logout, no canteen). */
export function clearCanteenStyle(): void {
  document.getElementById(COLORS_ID)?.remove();
  document.getElementById(SHEET_ID)?.remove();
}
