// Which rule lets an applicant into the canteen: e-mail patterns (the magic wand's), company, card prefix, code.
import { describe, expect, it } from 'vitest';
import { accessRuleFormSchema, matchingAccessRules, type AccessRule } from './access-rule';

const rule = (
  id: string,
  fields: Omit<AccessRule, 'id' | 'active' | 'note'> & { active?: boolean },
): AccessRule => ({ id, active: true, note: '', ...fields }) as AccessRule;

const RULES: AccessRule[] = [
  rule('bicocca', { kind: 'email_pattern', value: '^(?:.+@bicocca\\.example|.+@bicocca-tech\\.example)$' }),
  rule('milano', { kind: 'company', value: 'Milano Insurance S.p.A.' }),
  rule('cards', { kind: 'card_prefix', value: '7340' }),
  rule('code', { kind: 'invitation_code', value: 'WELCOME-1001' }),
  rule('off', { kind: 'email_pattern', value: '.*', active: false }),
];

describe('matchingAccessRules', () => {
  it.each([
    [{ email: 'anna.rossi@bicocca.example' }, ['bicocca']],
    [{ email: 'ANNA@Bicocca-Tech.example' }, ['bicocca']],
    [{ email: 'anna@bicocca.example.evil.test' }, []],
    [{ email: 'giorgio@milano.example', company: ' milano insurance s.p.a. ' }, ['milano']],
    [{ email: 'x@y.example', card: '7340104729' }, ['cards']],
    [{ email: 'x@y.example', card: '1734' }, []],
    [{ email: 'x@y.example', code: 'welcome-1001' }, ['code']],
    [{ email: 'nobody@elsewhere.example' }, []],
  ])('%o → %o', (applicant, expected) => {
    expect(matchingAccessRules(RULES, applicant).map((match) => match.id)).toEqual(expected);
  });
});

describe('accessRuleFormSchema', () => {
  it('refuses a pattern that does not compile, a card prefix with letters, a bad code', () => {
    const issue = (value: unknown) => accessRuleFormSchema.safeParse(value).error?.issues[0]?.message;
    expect(issue({ kind: 'email_pattern', value: '^(unclosed', active: true, note: '' })).toBe(
      'accessRules:errors.pattern',
    );
    expect(issue({ kind: 'card_prefix', value: '73A', active: true, note: '' })).toBe(
      'accessRules:errors.cardPrefix',
    );
    expect(issue({ kind: 'invitation_code', value: 'a b', active: true, note: '' })).toBe(
      'accessRules:errors.code',
    );
    expect(
      accessRuleFormSchema.parse({ kind: 'invitation_code', value: 'welcome-1', active: true, note: '' })
        .value,
    ).toBe('WELCOME-1');
  });
});
