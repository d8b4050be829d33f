// Every locale carries every key of en with the same placeholders, and en carries every key the shared tables name.
import { describe, expect, it } from 'vitest';
import {
  CHOOSER_SECTION_LABEL_KEYS,
  MESSAGE_KEYS,
  ROLES,
  ROUTES,
  SIDEBAR_GROUPS,
  TICKET_GRADE_MAX,
  TICKET_GRADE_MIN,
  UI_LANGUAGES,
} from '@backoffice/shared';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

function flatten(node: unknown, prefix = ''): Record<string, unknown> {
  if (typeof node !== 'object' || node === null) return { [prefix]: node };
  return Object.entries(node).reduce<Record<string, unknown>>(
    (all, [key, value]) => ({ ...all, ...flatten(value, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const bundles = new Map<string, Record<string, unknown>>();
for (const [path, content] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(path) ?? [];
  bundles.set(`${language}/${namespace}`, flatten(content));
}
const namespaces = [...new Set([...bundles.keys()].filter((key) => key.startsWith('en/')).map((key) => key.slice(3)))];
const placeholders = (value: unknown) => [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('locale files', () => {
  it('has the common and shell namespaces in en', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'shell']));
  });

  const cases = UI_LANGUAGES.flatMap((language) => namespaces.map((namespace) => [language, namespace] as const));
  it.each(cases)('%s/%s has exactly the keys of en, none empty, same placeholders', (language, namespace) => {
    const english = bundles.get(`en/${namespace}`)!;
    const bundle = bundles.get(`${language}/${namespace}`) ?? {};
    const missing = Object.keys(english).filter((key) => !(key in bundle));
    const extra = Object.keys(bundle).filter((key) => !(key in english));
    const empty = Object.entries(bundle).filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
    const mismatched = Object.keys(english)
      .filter((key) => key in bundle && placeholders(english[key]).join() !== placeholders(bundle[key]).join())
      .map((key) => `${key}: {{${placeholders(bundle[key]).join('}}, {{')}}}`);
    expect({ missing, extra, empty, mismatched }).toEqual({ missing: [], extra: [], empty: [], mismatched: [] });
  });

  // WCAG 2.1 SC 2.5.3 (label in name), as axe's label-content-name-mismatch checks it on the screens: a control that
  // shows `x` and is named by `xLabel` or `xOf` (the same action with its object) must have `x` inside that name.
  it.each(cases)('%s/%s: every accessible name (xLabel, xOf) contains the visible text x', (language, namespace) => {
    const bundle = bundles.get(`${language}/${namespace}`) ?? {};
    const words = (value: unknown) => String(value).toLocaleLowerCase(language === 'cl' ? 'es' : language);
    const mismatched = Object.keys(bundle)
      .map((key) => [key, /^(.*)(Label|Of)$/.exec(key)?.[1]] as const)
      .filter(([key, visible]) => visible !== undefined && visible in bundle && !words(bundle[key]).includes(words(bundle[visible])))
      .map(([key, visible]) => `${key} "${String(bundle[key])}" lacks ${visible} "${String(bundle[visible!])}"`);
    expect(mismatched).toEqual([]);
  });
});

describe('keys named by the shared tables', () => {
  const common = bundles.get('en/common')!;
  const shell = bundles.get('en/shell')!;
  const has = (bundle: Record<string, unknown>, keys: string[]) => keys.filter((key) => !(key in bundle));

  it('has every validation and error message of shared (spec §5, §8)', () => {
    expect(has(common, [...MESSAGE_KEYS])).toEqual([]);
  });
  it('has every sidebar label and group of the route table', () => {
    const labels = ROUTES.flatMap((route) => (route.sidebar ? [route.sidebar.labelKey] : []));
    expect(has(shell, [...labels, ...SIDEBAR_GROUPS.map((group) => group.labelKey)])).toEqual([]);
  });
  it('has a title for every route (placeholder screens and document titles)', () => {
    expect(has(shell, ROUTES.map((route) => `screens.${route.id}`))).toEqual([]);
  });
  it('has every chooser section, role, language and DEFCON level', () => {
    const grades = Array.from({ length: TICKET_GRADE_MAX - TICKET_GRADE_MIN + 1 }, (_, index) => `defcon.levels.${TICKET_GRADE_MIN + index}`);
    expect(has(shell, [...Object.values(CHOOSER_SECTION_LABEL_KEYS), ...ROLES.map((role) => `roles.${role}`), ...grades])).toEqual([]);
    expect(has(common, UI_LANGUAGES.map((language) => `languages.${language}`))).toEqual([]);
  });
  it('keeps the spec wording where the spec gives it (Italian texts in it, English in en)', () => {
    const it_ = bundles.get('it/common')!;
    expect(it_['validation.login.usernameRequired']).toBe('Username obbligatorio');
    expect(it_['validation.login.passwordRequired']).toBe('password obbligatoria');
    expect(it_['validation.recovery.emailInvalid']).toBe("Inserisci un'indirizzo email valido");
    expect(it_['errors.login.generic']).toBe('Errore generico, riprovare più tardi.');
    expect(it_['errors.passwordReset.userNotFound']).toBe("L'utente non esiste");
    expect(it_['auth.recoveryTitle']).toBe('Recupera password');
    expect(it_['auth.recover']).toBe('Recupera');
    expect(it_['auth.backToSignIn']).toBe('Oppure accedi');
    expect(common['errors.login.invalidPassword']).toBe('The password is invalid.');
    expect(common['auth.lostPassword']).toBe('Lost password?');
    expect(common['errors.global.title']).toBe('Warning');
  });
});
