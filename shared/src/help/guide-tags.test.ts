// Tags sent with a guide (spec §9): restaurants guide and glossary 6,10; else environment/canteen tags + role tag (§6).
import { describe, expect, it } from 'vitest';
import { guideRequestTags } from './guide-tags';

const ITALIAN_RESTAURANT = { id: 'C_1001', endpoint_prefix: 'it' };
const ITALIAN_SCHOOL = { id: 'C_4001', endpoint_prefix: 'it' };
const SPANISH_SCHOOL = { id: 'C_6001', endpoint_prefix: 'es' };
const SPANISH_CANTEEN = { id: 'C_501', endpoint_prefix: 'es' };
const FURTHER_SCHOOL = { id: 'C_9001', endpoint_prefix: 'it' };
const FURTHER_SCHOOL_ES = { id: 'C_9001', endpoint_prefix: 'es' };

describe('guideRequestTags', () => {
  it.each([
    // slug, environment, canteen, role, tags
    ['menu', 'europe', ITALIAN_RESTAURANT, 'site_manager', [6, 10, 95]],
    ['menu', 'europe', ITALIAN_SCHOOL, 'cuoco', [6, 15, 96]],
    ['ordini', 'europe', SPANISH_SCHOOL, 'admin', [8, 16, 91]],
    ['ordini', 'europe', SPANISH_CANTEEN, 'admin_provider', [8, 10, 92]],
    ['faq', 'europe', FURTHER_SCHOOL, 'country_manager', [6, 14, 93]],
    ['faq', 'europe', FURTHER_SCHOOL_ES, 'super_site_manager', [8, 14, 94]],
    ['richieste-ifm', 'chile', ITALIAN_RESTAURANT, 'operatore_ifm', [3, 10, 97]],
    ['richieste-ifm', 'allacarta', null, 'cliente_ifm', [6, 11, 98]],
    ['tickets', 'europe', null, 'controllore', [6, 10, 99]],
    ['dashboard', 'europe', ITALIAN_RESTAURANT, 'company_manager_plus', [6, 10, 100]],
    ['dashboard', 'europe', ITALIAN_RESTAURANT, 'company_manager', [6, 10, 101]],
    ['menu', 'europe', ITALIAN_RESTAURANT, 'visualizzatore', [6, 10, 102]],
    // spec §6: the canteen manager has no role tag
    ['menu', 'europe', ITALIAN_SCHOOL, 'responsabile_mensa', [6, 15]],
    // spec §9: "Guide slugs for restaurants and glossary use 6,10", whatever the canteen and role
    ['glossario', 'europe', SPANISH_SCHOOL, 'admin', [6, 10]],
    ['glossario', 'chile', null, 'cuoco', [6, 10]],
    ['home', 'europe', ITALIAN_SCHOOL, 'site_manager', [6, 10]],
    ['scelta-ristorante', 'allacarta', SPANISH_CANTEEN, 'admin', [6, 10]],
  ] as const)('%s in %s (%j) as %s → %j', (slug, environment, canteen, role, tags) => {
    expect(guideRequestTags(slug, environment, canteen, role)).toEqual(tags);
  });
});
