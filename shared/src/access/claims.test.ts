// Custom claims from a user document: role, canteens, the 1,000-byte limit, comparison and merging.
import { describe, expect, it } from 'vitest';
import { CUSTOM_CLAIMS_MAX_BYTES, claimsByteSize, mergeClaims, sameClaims, userClaims } from './claims';

describe('userClaims', () => {
  it('gives a manager the resolved role and normalised canteens', () => {
    const { claims, dropped } = userClaims({
      roles: { site_manager: true },
      bo_canteens: ['c_1001', 'C_1002', 'C_1001', '1003', 7, ''],
    });
    expect(claims).toEqual({ role: 'site_manager', bo_canteens: ['C_1001', 'C_1002', 'C_1003'] });
    expect(dropped).toEqual([]);
  });

  it('leaves bo_canteens out for the roles that open every canteen', () => {
    expect(userClaims({ role: 'admin', roles: { admin: true }, bo_canteens: ['C_1001'] }).claims).toEqual({
      role: 'admin',
    });
    expect(userClaims({ roles: { admin_provider: true } }).claims).toEqual({ role: 'admin_provider' });
  });

  it('gives customers their canteens and web_user no managed canteens', () => {
    const customer = userClaims({
      role: 'web_user',
      roles: { web_user: true },
      bo_canteens: ['C_1'],
      canteens: ['C_1001'],
    });
    expect(customer.claims).toEqual({ role: 'web_user', canteens: ['C_1001'] });
    expect(userClaims({ role: 'admin' }).claims).toEqual({ role: 'web_user' });
    expect(userClaims(null).claims).toEqual({ role: 'web_user' });
    expect(userClaims({ roles: {}, bo_canteens: 'C_1' }).claims).toEqual({ role: 'web_user' });
  });

  it('stays within 1,000 bytes by granting less: customer canteens go first, then managed ones', () => {
    // 120 managed canteens alone pass the limit (about 10 bytes each).
    const many = (prefix: string) =>
      Array.from({ length: 120 }, (_, n) => `C_${prefix}${String(n).padStart(4, '0')}`);
    const { claims, dropped } = userClaims({
      roles: { cuoco: true },
      bo_canteens: many('1'),
      canteens: many('2'),
    });
    expect(claimsByteSize(claims)).toBeLessThanOrEqual(CUSTOM_CLAIMS_MAX_BYTES);
    expect(claims.canteens).toBeUndefined();
    expect(claims.bo_canteens?.length).toBeGreaterThan(50);
    expect(claims.bo_canteens).toEqual(many('1').slice(0, claims.bo_canteens?.length));
    expect(dropped).toHaveLength(240 - (claims.bo_canteens?.length ?? 0));
    expect(dropped.at(-1)).toBe(many('2').at(-1));
  });

  it('drops every canteen when even the role alone barely fits', () => {
    const { claims, dropped } = userClaims({ roles: { cuoco: true }, bo_canteens: ['C_1', 'C_2'] }, 20);
    expect(claims).toEqual({ role: 'cuoco' });
    expect(dropped).toEqual(['C_1', 'C_2']);
  });
});

describe('sameClaims and mergeClaims', () => {
  it('compares only the managed claims', () => {
    const token = { role: 'cuoco', bo_canteens: ['C_1'], iat: 1, exp: 2, firebase: {} };
    expect(sameClaims(token, { role: 'cuoco', bo_canteens: ['C_1'], updated_at: 5 })).toBe(true);
    expect(sameClaims(token, { role: 'site_manager', bo_canteens: ['C_1'] })).toBe(false);
    expect(sameClaims(token, { role: 'cuoco', bo_canteens: ['C_1', 'C_2'] })).toBe(false);
    expect(sameClaims({ role: 'cuoco' }, { role: 'cuoco', bo_canteens: [] })).toBe(false);
    expect(sameClaims(undefined, null)).toBe(true);
  });

  it('replaces the managed claims and keeps the others', () => {
    const current = { role: 'admin', bo_canteens: ['C_1'], beta: true };
    expect(mergeClaims(current, { role: 'cuoco', canteens: ['C_2'] })).toEqual({
      beta: true,
      role: 'cuoco',
      canteens: ['C_2'],
    });
    expect(mergeClaims(current, null)).toEqual({ beta: true });
    expect(mergeClaims(undefined, { role: 'web_user' })).toEqual({ role: 'web_user' });
  });
});
