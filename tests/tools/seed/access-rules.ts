// access_rules of every canteen (spec §2 /access_rules): who may join — the customers' company, an e-mail pattern for
// the company's domain, the badge cards' prefix, the welcome code — and one paused pattern.
import { CANTEENS } from './canteen-data';
import { customersOf } from './people-data';
import type { SeedDocument } from './types';
import { welcomeCodeOf } from './voucher-holders';

/** A company's e-mail domain as a pattern: 'Bicocca Tech S.r.l.' → ^[^@]+@bicocca-tech\.example$ */
function domainPattern(company: string): string {
  const slug = company
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(s\.?r\.?l|s\.?p\.?a|s\.?l|s\.?a)\.?$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `^[^@]+@${slug}\\.example$`;
}

export function accessRuleDocuments(): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => {
    const company = customersOf(canteen.id)[0]?.company ?? canteen.name;
    const rules = [
      { kind: 'company', value: company, active: true, note: '' },
      { kind: 'email_pattern', value: domainPattern(company), active: true, note: company },
      // Every seeded customer card starts with 734 (users.ts).
      { kind: 'card_prefix', value: '734', active: true, note: 'Badge' },
      { kind: 'invitation_code', value: welcomeCodeOf(canteen.id), active: true, note: '' },
      { kind: 'email_pattern', value: '^[^@]+@(?:guest|ospiti)\\.example$', active: false, note: 'Guests' },
    ];
    return rules.map((rule, index) => ({
      path: `access_rules/AR_${canteen.id}_${index + 1}`,
      data: { ...rule, canteen_id: canteen.id },
    }));
  });
}
