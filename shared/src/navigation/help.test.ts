// Tests of help tags by environment, canteen type and role (spec §9).
import { describe, expect, it } from 'vitest';
import { GUIDE_SLUG_TAGS, helpTags } from './help';

describe('helpTags', () => {
  it.each([
    ['chile', { id: 'C_4001', endpoint_prefix: 'it' }, [3, 10]],
    ['allacarta', { id: 'C_4001', endpoint_prefix: 'it' }, [6, 11]],
    ['europe', null, [6, 10]],
    ['europe', { id: 'C_100', endpoint_prefix: 'it' }, [6, 10]],
    ['europe', { id: 'C_4001', endpoint_prefix: 'it' }, [6, 15]],
    ['europe', { id: 'C_6001', endpoint_prefix: 'es' }, [8, 16]],
    ['europe', { id: 'C_9001', endpoint_prefix: 'it' }, [6, 14]],
    ['europe', { id: 'C_9001', endpoint_prefix: 'es' }, [8, 14]],
    ['europe', { id: 'C_501', endpoint_prefix: 'es' }, [8, 10]],
    ['europe-collaudo', { id: 'C_501', endpoint_prefix: 'es' }, [8, 10]],
    ['pen-test', { id: 'C_100', endpoint_prefix: 'cl' }, [6, 10]],
  ] as const)('%s with %j → %j plus the role tag', (environment, canteen, tags) => {
    expect(helpTags(environment, canteen, 'admin')).toEqual([...tags, 91]);
    expect(helpTags(environment, canteen, 'responsabile_mensa')).toEqual([...tags]);
  });

  it('guide slugs use 6,10', () => {
    expect(GUIDE_SLUG_TAGS).toEqual([6, 10]);
  });
});
