// i18n keys of the form kit's own validation texts; they live in the web's `kit` namespace (all eight locales).

/** Every message key the shared form schemas (money, points, import rows) put into a zod issue. */
export const FORM_MESSAGE_KEYS = [
  'forms.money.invalid',
  'forms.money.negative',
  'forms.money.tooManyDecimals',
  'forms.points.invalid',
  'forms.number.invalid',
  'forms.import.missingColumn',
] as const;

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];

/** Typing the key keeps every schema message a real key of the kit namespace. */
export const formMessage = (key: FormMessageKey): string => key;
