// Tag matching of help content (spec §9): context tags are requirements, role tags alternatives, and the
// role tag always comes from the caller, never from the request.
import { describe, expect, it } from 'vitest';
import { matchesTags, tagFilterFor } from './help-content';

describe('help tag matching', () => {
  it.each([
    // item tags, requested tags, role, visible
    [[], [6, 10], 'admin', true],
    [[6, 10], [6, 10], 'cuoco', true],
    [[6, 10], [8, 16], 'cuoco', false],
    [[6, 15], [6, 10], 'admin', false],
    [[8, 16], [8, 16, 91], 'admin', true],
    [[97], [6, 10], 'operatore_ifm', true],
    [[97, 98], [6, 10], 'cliente_ifm', true],
    [[97], [6, 10], 'admin', false],
    // A role tag in the request does not open another role's content.
    [[91], [6, 10, 91], 'cuoco', false],
    [[91, 92], undefined, 'admin_provider', true],
    // No requested tags: no context filtering, role tags still apply.
    [[8, 16], undefined, 'cuoco', true],
    [[96], undefined, 'responsabile_mensa', false],
  ] as const)('item %j, request %j, %s → %s', (itemTags, requested, role, visible) => {
    expect(matchesTags(itemTags, tagFilterFor(requested, role))).toBe(visible);
  });

  it('ignores non-numeric tags on the item', () => {
    expect(matchesTags(['x', 6], tagFilterFor([6], 'admin'))).toBe(true);
    expect(matchesTags('6', tagFilterFor([6], 'admin'))).toBe(true);
  });
});
