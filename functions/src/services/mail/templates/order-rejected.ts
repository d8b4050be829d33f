// The in-app and push message a customer gets when an order is rejected for stopped categories, texts from the catalogue.
import { fillText, type UiLanguage } from '@backoffice/shared';
import { catalogueOf } from '@backoffice/shared/catalogue';

/** Title and body in one language; category names are joined with ', '. Plain text (not HTML). */
export function renderOrderRejectedMessage(
  language: UiLanguage,
  input: { orderId: string; categoryNames: readonly string[] },
): { title: string; body: string } {
  const texts = catalogueOf(language).mail.orderRejected;
  return { title: texts.title, body: fillText(texts.body, { id: input.orderId, categories: input.categoryNames.join(', ') }) };
}
