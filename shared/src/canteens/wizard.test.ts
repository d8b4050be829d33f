// The wizard's schema and document: the id lands in the chosen group (spec §3 ranges), services and staff checked,
// the document built with the template's menu structure and the §9 currencies.
import { describe, expect, it } from 'vitest';
import {
  canteenFromWizard,
  canteenWizardSchema,
  emptyWizard,
  numberFitsGroup,
  wizardDraftLabel,
  wizardValuesFromDraft,
  type CanteenWizardInput,
} from './wizard';

const valid = (patch: Partial<CanteenWizardInput> = {}): CanteenWizardInput => ({
  ...emptyWizard('italy'),
  number: '1003',
  name: 'Mensa Aziendale Bergamo',
  template_canteen_id: 'c_1001',
  services: ['menu', 'shop'],
  ...patch,
});

const messages = (input: CanteenWizardInput) => {
  const result = canteenWizardSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('numberFitsGroup (spec §3: the number decides, then the country)', () => {
  it.each([
    ['1003', 'italy', 'it', true],
    ['1003', 'italy', 'es', false],
    ['550', 'spain', 'it', true],
    ['4100', 'italian_school', 'it', true],
    ['4100', 'italy', 'it', false],
    ['6002', 'spanish_school', 'es', true],
    ['9002', 'further_school', 'es', true],
    ['3002', 'chile', 'cl', true],
    ['7002', 'other', 'other', true],
    ['5000', 'spanish_school', 'es', false],
  ] as const)('%s in %s (%s) → %s', (number, group, prefix, fits) => {
    expect(numberFitsGroup(number, group, prefix)).toBe(fits);
  });
});

describe('canteenWizardSchema', () => {
  it('accepts a complete wizard and normalises the template id', () => {
    const parsed = canteenWizardSchema.parse(valid());
    expect(parsed.template_canteen_id).toBe('C_1001');
  });

  it.each([
    [{ number: '10a3' }, 'number: wizard:validation.number'],
    [{ number: '4100' }, 'number: wizard:validation.numberGroup'],
    [{ name: '  ' }, 'name: validation.required'],
    [{ services: [] }, 'services: wizard:validation.services'],
    [
      { services: ['menu', 'menu'] as CanteenWizardInput['services'] },
      'services: wizard:validation.services',
    ],
    [{ template_canteen_id: 'C_1003' }, 'template_canteen_id: wizard:validation.template'],
    [{ staff: ['a', 'a'] }, 'staff: wizard:validation.staff'],
  ])('refuses %o', (patch, message) => {
    expect(messages(valid(patch))).toContain(message);
  });
});

describe('canteenFromWizard', () => {
  it('writes the id, the §9 currencies per service, the template structure and every integration off', () => {
    const document = canteenFromWizard(canteenWizardSchema.parse(valid({ currency: 'EUR' })), {
      occasions: [1],
    });
    expect(document).toMatchObject({
      canteen_id: 'C_1003',
      smart_id: '1003',
      currency: { menu: 'PT', shop: 'EUR' },
      menu_structure: { occasions: [1] },
      wallet: 'DEACTIVE',
      import: { active: false },
      time_zone: 'Europe/Rome',
    });
  });
});

describe('drafts', () => {
  it('resumes the typed values over a fresh wizard, dropping fields of the wrong type', () => {
    const values = wizardValuesFromDraft({ number: '1003', name: 42, staff: ['u1'], services: 'menu' });
    expect(values).toMatchObject({ number: '1003', name: '', staff: ['u1'], services: ['menu'] });
  });

  it('labels a draft with what is known', () => {
    expect(wizardDraftLabel({ number: '1003', name: 'Bergamo' })).toBe('C_1003 · Bergamo');
    expect(wizardDraftLabel({ number: '', name: 'Bergamo' })).toBe('Bergamo');
  });
});
