// Wallet settings: the form's checks and the two documents saving writes, whose `active` always agree.
import { describe, expect, it } from 'vitest';
import { walletRulesSchema } from '../canteens/canteen-rules';
import { walletDocuments, walletSettingsFormSchema } from './wallet-settings';

describe('wallet settings', () => {
  it('drops blank top-ups, sorts them, and writes matching canteen and rules documents', () => {
    const settings = walletSettingsFormSchema.parse({
      wallet: 'TCPOS',
      top_up_amounts: [20, undefined, 5, 10],
      min_top_up: 5,
      max_balance: 150,
      low_balance_threshold: 3,
    });
    expect(settings.top_up_amounts).toEqual([5, 10, 20]);
    const documents = walletDocuments(settings, 'EUR');
    expect(documents.canteen).toEqual({ wallet: 'TCPOS', walletConfiguration: { active: true } });
    // What the chooser reads back is a valid rules document.
    expect(walletRulesSchema.parse(documents.rules)).toMatchObject({
      active: true,
      wallet: 'TCPOS',
      top_up_amounts: [5, 10, 20],
    });
    expect(walletDocuments({ ...settings, wallet: 'DEACTIVE' }, 'EUR').rules.active).toBe(false);
  });

  it.each([
    [{ top_up_amounts: [200], max_balance: 150 }, 'contributionRules:errors.topUps'],
    [{ top_up_amounts: [2], min_top_up: 5 }, 'contributionRules:errors.topUps'],
    [
      { top_up_amounts: [], max_balance: 10, low_balance_threshold: 20 },
      'contributionRules:errors.threshold',
    ],
  ])('refuses %o', (patch, message) => {
    const result = walletSettingsFormSchema.safeParse({ wallet: 'PRODELFI', ...patch });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
