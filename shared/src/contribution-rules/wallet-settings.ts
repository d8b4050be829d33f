// The canteen's wallet settings (spec §3 canteens.wallet, walletConfiguration; rules/wallet): which wallet the canteen
// uses (TCPOS, PRODELFI, the provider's own, DEACTIVE) and its top-up limits — one form, two documents kept in step.
import { z } from 'zod';
import { WALLET_VALUES, type WalletValue } from '../core/catalogs';

const amount = z.number('forms.money.invalid').finite('forms.money.invalid').positive('forms.money.invalid');
const optionalAmount = z
  .number('forms.money.invalid')
  .finite('forms.money.invalid')
  .min(0, 'forms.money.negative')
  .optional();

export const walletSettingsFormSchema = z
  .object({
    wallet: z.enum(WALLET_VALUES),
    /** Up to four one-tap top-ups; blank ones are dropped, the rest sorted. */
    top_up_amounts: z
      .array(amount.optional())
      .max(4)
      .transform((amounts) =>
        [...new Set(amounts.filter((value): value is number => value !== undefined))].sort((a, b) => a - b),
      ),
    min_top_up: optionalAmount,
    max_balance: amount.optional(),
    low_balance_threshold: optionalAmount,
  })
  .superRefine((settings, ctx) => {
    const max = settings.max_balance ?? Infinity;
    if (settings.top_up_amounts.some((value) => value < (settings.min_top_up ?? 0) || value > max))
      ctx.addIssue({ code: 'custom', path: ['top_up_amounts'], message: 'contributionRules:errors.topUps' });
    if ((settings.low_balance_threshold ?? 0) > max)
      ctx.addIssue({
        code: 'custom',
        path: ['low_balance_threshold'],
        message: 'contributionRules:errors.threshold',
      });
  });
export type WalletSettingsFormInput = z.input<typeof walletSettingsFormSchema>;
export type WalletSettings = z.output<typeof walletSettingsFormSchema>;

/** Whether a wallet value means the e-wallet is in use (DEACTIVE does not). */
export function walletActive(wallet: WalletValue): boolean {
  return wallet !== 'DEACTIVE';
}

/**
 * What saving the settings writes: the canteen's `wallet` and `walletConfiguration.active`, and the wallet rules
 * document (rules/wallet) the chooser loads — `active` the same in both, so they never disagree.
 */
export function walletDocuments(settings: WalletSettings, currency: string) {
  const active = walletActive(settings.wallet);
  const limits = Object.fromEntries(
    (['min_top_up', 'max_balance', 'low_balance_threshold'] as const).flatMap((key) =>
      settings[key] === undefined ? [] : [[key, settings[key]]],
    ),
  );
  return {
    canteen: { wallet: settings.wallet, walletConfiguration: { active } },
    rules: { active, wallet: settings.wallet, currency, top_up_amounts: settings.top_up_amounts, ...limits },
  };
}
