// The canteen-creation wizard (spec §2 /wizard, §6 CreazioneMense; issue 20): its steps, the zod schema the screen
// and the createCanteen callable both validate with, its drafts, and the canteen document it writes.
import { z } from 'zod';
import { SERVICE_TAGS, type ServiceTag } from '../core/catalogs';
import { POINTS_CURRENCY } from '../core/currency';
import { CANTEEN_TEXT_MAX } from './canteen-form';
import {
  CANTEEN_GROUPS,
  CANTEEN_ID_PREFIX,
  CANTEEN_NUMBER_RANGES,
  ENDPOINT_PREFIXES,
  canteenGroup,
  normalizeCanteenId,
  type CanteenGroup,
  type EndpointPrefix,
} from './canteens';

/** The steps in order; the last one writes the canteen. */
export const WIZARD_STEPS = ['identity', 'data', 'services', 'menu', 'staff'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The drafts of unfinished wizards (admin only). */
export const WIZARD_DRAFTS_COLLECTION = 'canteen_wizard_drafts';

/** Most staff members chosen in one wizard (one transaction writes each of them). */
export const WIZARD_STAFF_MAX = 50;

/** Time zones a canteen of the product's countries may run in (IANA names). */
export const CANTEEN_TIME_ZONES = [
  'Europe/Rome',
  'Europe/Madrid',
  'Atlantic/Canary',
  'America/Santiago',
  'Europe/Paris',
  'Europe/Istanbul',
  'Europe/London',
] as const;

/** Currencies a new canteen's paid services may use (spec §9: euro in Europe, pesos in South America). */
export const WIZARD_CURRENCIES = ['EUR', 'CLP', 'TRY', 'GBP', 'USD'] as const;

/** The country (endpoint_prefix) each group starts with; further-school canteens may be Italian or Spanish. */
export const GROUP_DEFAULTS: Readonly<
  Record<
    CanteenGroup,
    {
      endpoint_prefix: EndpointPrefix;
      time_zone: (typeof CANTEEN_TIME_ZONES)[number];
      currency: (typeof WIZARD_CURRENCIES)[number];
    }
  >
> = {
  italy: { endpoint_prefix: 'it', time_zone: 'Europe/Rome', currency: 'EUR' },
  italian_school: { endpoint_prefix: 'it', time_zone: 'Europe/Rome', currency: 'EUR' },
  spain: { endpoint_prefix: 'es', time_zone: 'Europe/Madrid', currency: 'EUR' },
  spanish_school: { endpoint_prefix: 'es', time_zone: 'Europe/Madrid', currency: 'EUR' },
  further_school: { endpoint_prefix: 'it', time_zone: 'Europe/Rome', currency: 'EUR' },
  chile: { endpoint_prefix: 'cl', time_zone: 'America/Santiago', currency: 'CLP' },
  other: { endpoint_prefix: 'other', time_zone: 'Europe/London', currency: 'EUR' },
};

/** The numbers a group's ids may take: its §3 range, or "outside every range" for the country groups. */
export function groupNumberRange(group: CanteenGroup): { from: number; to: number } | null {
  const range = CANTEEN_NUMBER_RANGES.find((entry) => entry.group === group);
  return range ? { from: range.from, to: range.to } : null;
}

/** The id's number as typed (digits only, 1–6 of them), or null. */
const NUMBER_PATTERN = /^\d{1,6}$/;

/** The canteen id a number gives (`1003` → `C_1003`). */
export function wizardCanteenId(number: string): string {
  return normalizeCanteenId(number.trim().replace(/^c_/i, ''));
}

/**
 * True when a canteen with this number and country belongs to the group (spec §3: the number decides first, then
 * endpoint_prefix), i.e. the id the admin chose lands in the group the admin chose.
 */
export function numberFitsGroup(
  number: string,
  group: CanteenGroup,
  endpointPrefix: EndpointPrefix,
): boolean {
  return canteenGroup({ id: wizardCanteenId(number), endpoint_prefix: endpointPrefix }) === group;
}

const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

const identityShape = {
  group: z.enum(CANTEEN_GROUPS),
  /** The digits after C_ (spec §3, §5 canteen id). */
  number: z.string().trim().regex(NUMBER_PATTERN, 'wizard:validation.number'),
};

const dataShape = {
  name: requiredText(CANTEEN_TEXT_MAX),
  address: z.string().trim().max(CANTEEN_TEXT_MAX),
  endpoint_prefix: z.enum(ENDPOINT_PREFIXES),
  currency: z.enum(WIZARD_CURRENCIES),
  time_zone: z.enum(CANTEEN_TIME_ZONES),
};

const servicesShape = {
  services: z
    .array(z.enum(SERVICE_TAGS))
    .min(1, 'wizard:validation.services')
    .refine((tags) => new Set(tags).size === tags.length, 'wizard:validation.services'),
};

const menuShape = {
  /** The canteen whose menu_structure the new one starts from. */
  template_canteen_id: z
    .string()
    .trim()
    .regex(/^c_[a-z0-9_-]{1,60}$/i, 'wizard:validation.template')
    .transform((value) => normalizeCanteenId(value)),
};

const staffShape = {
  /** Back-office users (uids) who will manage the canteen: it is added to their bo_canteens. */
  staff: z
    .array(z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'wizard:validation.staff'))
    .max(WIZARD_STAFF_MAX, 'wizard:validation.staffMax')
    .refine((uids) => new Set(uids).size === uids.length, 'wizard:validation.staff'),
};

/** The fields of each step, so the screen validates one step at a time with the one schema. */
export const WIZARD_STEP_FIELDS: Readonly<Record<WizardStep, readonly string[]>> = {
  identity: Object.keys(identityShape),
  data: Object.keys(dataShape),
  services: Object.keys(servicesShape),
  menu: Object.keys(menuShape),
  staff: Object.keys(staffShape),
};

/** The whole wizard, as the last step sends it to createCanteen. */
export const canteenWizardSchema = z
  .object({ ...identityShape, ...dataShape, ...servicesShape, ...menuShape, ...staffShape })
  .superRefine((value, ctx) => {
    if (!numberFitsGroup(value.number, value.group, value.endpoint_prefix))
      ctx.addIssue({ code: 'custom', path: ['number'], message: 'wizard:validation.numberGroup' });
    if (normalizeCanteenId(value.template_canteen_id) === wizardCanteenId(value.number))
      ctx.addIssue({ code: 'custom', path: ['template_canteen_id'], message: 'wizard:validation.template' });
  });
export type CanteenWizardInput = z.input<typeof canteenWizardSchema>;
export type CanteenWizard = z.output<typeof canteenWizardSchema>;

/** The createCanteen callable's request: the wizard, and the draft it finishes (deleted with the creation). */
export const createCanteenRequestSchema = z.object({
  wizard: canteenWizardSchema,
  draft_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'wizard:validation.draft')
    .nullable()
    .optional(),
});
export type CreateCanteenRequest = z.input<typeof createCanteenRequestSchema>;

/** A fresh wizard's values. */
export function emptyWizard(group: CanteenGroup = 'italy'): CanteenWizardInput {
  const defaults = GROUP_DEFAULTS[group];
  return {
    group,
    number: '',
    name: '',
    address: '',
    endpoint_prefix: defaults.endpoint_prefix,
    currency: defaults.currency,
    time_zone: defaults.time_zone,
    services: ['menu'],
    template_canteen_id: '',
    staff: [],
  };
}

/**
 * A stored draft: what was typed so far (loosely checked, as an unfinished step may hold anything a field allows)
 * and the step reached. The rules check the same shape.
 */
export const wizardDraftSchema = z.object({
  step: z
    .number()
    .int()
    .min(0)
    .max(WIZARD_STEPS.length - 1),
  values: z.record(z.string(), z.unknown()),
  /** Shown in the drafts list: the id and name typed so far. */
  label: z.string().max(CANTEEN_TEXT_MAX + 20),
});
export type WizardDraft = z.infer<typeof wizardDraftSchema>;

/** The values a draft resumes with: the stored ones over a fresh wizard, fields of the wrong type dropped. */
export function wizardValuesFromDraft(
  values: Record<string, unknown> | null | undefined,
): CanteenWizardInput {
  const base = emptyWizard();
  const stored = values ?? {};
  const merged: Record<string, unknown> = { ...base };
  for (const [key, fallback] of Object.entries(base)) {
    const value = stored[key];
    if (
      Array.isArray(fallback)
        ? Array.isArray(value) && value.every((item) => typeof item === 'string')
        : typeof value === typeof fallback
    )
      merged[key] = value;
  }
  return merged as CanteenWizardInput;
}

/** The drafts list's label: `C_1003 · Name` with what is known. */
export function wizardDraftLabel(values: Pick<CanteenWizardInput, 'number' | 'name'>): string {
  const id = NUMBER_PATTERN.test(values.number.trim()) ? wizardCanteenId(values.number) : '';
  return [id, values.name.trim()]
    .filter(Boolean)
    .join(' · ')
    .slice(0, CANTEEN_TEXT_MAX + 20);
}

/**
 * The currency of each chosen service (spec §9: menu and lunchbox in points, the others in the canteen's currency);
 * a canteen's services are the keys of this map, as the canteens list reads them.
 */
export function wizardCurrencies(services: readonly ServiceTag[], currency: string): Record<string, string> {
  return Object.fromEntries(
    services.map((service) => [
      service,
      service === 'menu' || service === 'lunchbox' ? POINTS_CURRENCY : currency,
    ]),
  );
}

/**
 * The new canteen's document (without the stamp): the wizard's fields, the template's menu structure, every
 * optional integration off (wallet, import, customer care) until the details screen turns it on.
 */
export function canteenFromWizard(
  wizard: CanteenWizard,
  templateMenuStructure: unknown,
): Record<string, unknown> {
  const id = wizardCanteenId(wizard.number);
  const number = id.slice(CANTEEN_ID_PREFIX.length);
  return {
    canteen_id: id,
    name: wizard.name,
    address: wizard.address,
    endpoint_prefix: wizard.endpoint_prefix,
    smart_prefix: '',
    smart_id: number,
    parent: '',
    currency: wizardCurrencies(wizard.services, wizard.currency),
    time_zone: wizard.time_zone,
    wallet: 'DEACTIVE',
    walletConfiguration: { active: false },
    import: { active: false },
    customer_care: { active: false },
    menu_structure:
      typeof templateMenuStructure === 'object' &&
      templateMenuStructure !== null &&
      !Array.isArray(templateMenuStructure)
        ? templateMenuStructure
        : {},
    pickup_points: [],
    created_from: { template_canteen_id: wizard.template_canteen_id, staff: wizard.staff },
  };
}
