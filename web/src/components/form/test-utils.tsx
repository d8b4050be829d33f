// Test helpers of the form kit: i18n in English with the kit and common texts loaded.
import i18n, { i18nReady } from '../../i18n';

export async function englishKit(): Promise<void> {
  await i18nReady;
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['common', 'kit']);
}
