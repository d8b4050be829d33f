// vouchers_rules, invitation_codes and voucher_redemptions of every canteen (issue 21): a company's contribution capped
// a day, a cheaper rule it outranks (an overlap), a welcome code whose rule follows its validity, a custom price list
// for the R&D cost centre, free meals for named pupils at schools, an expired promotion; codes and who redeemed them.
import { contributionRuleSortKey, invitationCodeId, type ContributionRuleForm } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { addDays, isoDay } from './dates';
import { costCentersOf } from './finance';
import { customersOf } from './people-data';
import { customerEmail } from './users';
import { newHireCodeOf, redeemedCodeOf, welcomeCodeOf } from './voucher-holders';
import type { CanteenDef, ContentLanguage, SeedDocument } from './types';

type Texts = Record<'it' | 'es' | 'en' | 'fr', string>;
const say = (canteen: CanteenDef, texts: Texts) => texts[canteen.language as ContentLanguage];

/** An amount in the canteen's currency: euros as given, pesos rounded to 10. */
function amount(canteen: CanteenDef, euros: number): number {
  return canteen.currency === 'EUR' ? euros : Math.round((euros * canteen.priceFactor) / 10) * 10;
}

const NO_CAPS = { per_meal: null, per_day: null, per_month: null };

function rulesOf(
  canteen: CanteenDef,
  today: Date,
  welcomeCode: string,
): Array<[string, ContributionRuleForm]> {
  const company = customersOf(canteen.id)[0]?.company ?? canteen.name;
  const base = {
    active: true,
    courses: [],
    currency: canteen.currency as string,
    valid_to: null as string | null,
  };
  const since = isoDay(addDays(today, -120));
  const rules: Array<[string, ContributionRuleForm]> = [
    [
      'COMPANY',
      {
        ...base,
        name: say(canteen, {
          it: `Contributo ${company}`,
          es: `Aportación ${company}`,
          en: `${company} contribution`,
          fr: `Participation ${company}`,
        }),
        priority: 20,
        target: { kind: 'company', company },
        services: ['takeaway', 'posto', 'shop'],
        contribution: { kind: 'percent', percent: 50 },
        caps: { per_meal: null, per_day: amount(canteen, 4), per_month: amount(canteen, 60) },
        valid_from: since,
      },
    ],
    [
      'BASIC',
      {
        ...base,
        name: say(canteen, {
          it: 'Buono pasto base',
          es: 'Vale de comida básico',
          en: 'Basic meal voucher',
          fr: 'Titre-repas de base',
        }),
        priority: 5,
        target: { kind: 'company', company },
        services: [],
        contribution: { kind: 'fixed', amount: amount(canteen, 2.5) },
        caps: { ...NO_CAPS, per_day: amount(canteen, 2.5) },
        valid_from: since,
      },
    ],
    [
      'WELCOME',
      {
        ...base,
        name: say(canteen, {
          it: 'Benvenuto nuovi assunti',
          es: 'Bienvenida nuevas incorporaciones',
          en: 'New starters welcome',
          fr: 'Bienvenue aux nouveaux arrivants',
        }),
        priority: 30,
        target: { kind: 'invitation_code', code: welcomeCode },
        services: ['takeaway', 'posto'],
        contribution: { kind: 'fixed', amount: amount(canteen, 3) },
        caps: { ...NO_CAPS, per_month: amount(canteen, 30) },
        // The linked code's validity (spec §5): the code below has the same days.
        valid_from: isoDay(addDays(today, -30)),
        valid_to: isoDay(addDays(today, 60)),
      },
    ],
    [
      'SUMMER',
      {
        ...base,
        active: false,
        name: say(canteen, {
          it: 'Promozione estate',
          es: 'Promoción de verano',
          en: 'Summer promotion',
          fr: "Promotion d'été",
        }),
        priority: 10,
        target: { kind: 'company', company },
        services: ['shop', 'coffeebreak'],
        contribution: { kind: 'percent', percent: 20 },
        caps: { ...NO_CAPS, per_meal: amount(canteen, 2) },
        valid_from: isoDay(addDays(today, -200)),
        valid_to: isoDay(addDays(today, -140)),
      },
    ],
  ];
  if (canteen.isSchool) {
    const pupils = customersOf(canteen.id)
      .slice(0, 2)
      .map((customer) => customer.uid);
    if (pupils.length)
      rules.push([
        'GRANT',
        {
          ...base,
          name: say(canteen, {
            it: 'Mensa gratuita borsisti',
            es: 'Comedor gratuito becados',
            en: 'Free meals for grant holders',
            fr: 'Repas gratuits des boursiers',
          }),
          priority: 50,
          target: { kind: 'customers', customer_ids: pupils },
          services: ['menu', 'lunchbox'],
          currency: 'PT',
          contribution: { kind: 'percent', percent: 100 },
          caps: { ...NO_CAPS, per_meal: 20 },
          valid_from: since,
        },
      ]);
  } else {
    const priceList = costCentersOf(canteen)[2]!;
    rules.push([
      'PRICELIST',
      {
        ...base,
        name: say(canteen, {
          it: `Listino ${priceList.name}`,
          es: `Tarifa ${priceList.name}`,
          en: `${priceList.name} price list`,
          fr: `Tarif ${priceList.name}`,
        }),
        priority: 25,
        target: { kind: 'cost_center', cost_center_id: priceList.id },
        services: ['takeaway', 'posto'],
        contribution: {
          kind: 'price_list',
          price_list_id: priceList.id,
          prices: { first: amount(canteen, 2), second: amount(canteen, 3), side: amount(canteen, 1) },
        },
        caps: NO_CAPS,
        valid_from: since,
      },
    ]);
  }
  return rules;
}

export function contributionRuleDocuments(today: Date): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => {
    const digits = canteen.id.slice(2);
    const welcome = welcomeCodeOf(canteen.id);
    const ruleId = (key: string) => `VR_${canteen.id}_${key}`;
    const rules = rulesOf(canteen, today, welcome).map(([key, rule]) => ({
      path: `vouchers_rules/${ruleId(key)}`,
      data: { ...rule, canteen_id: canteen.id, sort_name: contributionRuleSortKey(rule.name) },
    }));
    const midnight = (days: number) => addDays(today, days);
    const code = (name: string, from: number, to: number, voucher: number | null, rule: string | null) => ({
      path: `invitation_codes/${invitationCodeId(canteen.id, name)}`,
      data: {
        canteen_id: canteen.id,
        code: name,
        valid_from: midnight(from),
        valid_to: midnight(to),
        voucher:
          voucher === null
            ? null
            : { value: amount(canteen, voucher), valid_from: midnight(from), valid_to: midnight(to) },
        rule_id: rule,
      },
    });
    const codes = [
      code(welcome, -30, 60, 10, ruleId('WELCOME')),
      code(newHireCodeOf(canteen.id, 1), -10, 80, 5, null),
      code(newHireCodeOf(canteen.id, 2), -10, 80, 5, null),
      code(newHireCodeOf(canteen.id, 3), -10, 80, 5, null),
      code(`OPENDAY-${digits}`, -300, -200, null, null),
    ];
    // Spent: 3.50 of the welcome voucher, nothing yet of a new-hire one.
    const redemptions = customersOf(canteen.id).flatMap((customer) => {
      const redeemed = redeemedCodeOf(customer);
      if (!redeemed) return [];
      const welcomed = redeemed === welcome;
      const value = welcomed ? 10 : 5;
      return [
        {
          path: `voucher_redemptions/${invitationCodeId(canteen.id, redeemed)}_${customer.uid}`,
          data: {
            canteen_id: canteen.id,
            code: redeemed,
            userid: customer.uid,
            name: customer.name,
            surname: customer.surname,
            email: customerEmail(customer),
            redeemed_at: addDays(today, welcomed ? -12 : -3),
            value: amount(canteen, value),
            balance: amount(canteen, welcomed ? value - 3.5 : value),
            voucher_valid_from: isoDay(addDays(today, welcomed ? -30 : -10)),
            voucher_valid_to: isoDay(addDays(today, welcomed ? 60 : 80)),
          },
        },
      ];
    });
    return [...rules, ...codes, ...redemptions];
  });
}
