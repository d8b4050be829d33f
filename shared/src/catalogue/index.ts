// The text catalogue's keys and helpers (no texts: those load per language, see all.ts and the SPA's i18n backend).
export type { Catalogue } from './shape';

/** The i18next namespace the SPA reads the catalogue under. */
export const CATALOGUE_NAMESPACE = 'catalogue';

/** Fields of an IFM request named in the catalogue (list, filters, detail and export share these names). */
export type IfmRequestField =
  | 'humanId'
  | 'orderId'
  | 'applicant'
  | 'requestDate'
  | 'deadline'
  | 'closeDate'
  | 'status'
  | 'statusDate'
  | 'serviceType'
  | 'notes'
  | 'options'
  | 'total'
  | 'currency';

/** Catalogue key of an IFM request field's name, namespace-qualified: catalogue:resources.ifmRequests.fields.deadline. */
export function ifmRequestFieldKey(field: IfmRequestField): string {
  return `${CATALOGUE_NAMESPACE}:resources.ifmRequests.fields.${field}`;
}

/** The text at a dotted key (with or without its `catalogue:` prefix); undefined when missing or not text. */
export function catalogueValue(catalogue: object, key: string): string | undefined {
  const path = key.startsWith(`${CATALOGUE_NAMESPACE}:`) ? key.slice(CATALOGUE_NAMESPACE.length + 1) : key;
  const found = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  return typeof found === 'string' ? found : undefined;
}

/** Fills {{name}} placeholders (the i18next syntax, so the SPA and the server read the same texts). */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
