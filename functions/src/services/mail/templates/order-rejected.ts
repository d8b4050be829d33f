// The in-app and push message a customer gets when an order is rejected for stopped categories, 8 languages.
import type { UiLanguage } from '@backoffice/shared';
import { fill } from '../format';

const TEXTS: Readonly<Record<UiLanguage, { title: string; body: string }>> = {
  en: {
    title: 'Order cancelled',
    body: 'Your order {id} was cancelled because it contains items that are not available right now ({categories}).',
  },
  it: {
    title: 'Ordine annullato',
    body: 'Il tuo ordine {id} è stato annullato perché contiene prodotti non disponibili al momento ({categories}).',
  },
  es: {
    title: 'Pedido cancelado',
    body: 'Tu pedido {id} se ha cancelado porque contiene productos que no están disponibles en este momento ({categories}).',
  },
  fr: {
    title: 'Commande annulée',
    body: 'Votre commande {id} a été annulée car elle contient des articles indisponibles pour le moment ({categories}).',
  },
  tr: {
    title: 'Sipariş iptal edildi',
    body: '{id} numaralı siparişiniz şu anda mevcut olmayan ürünler içerdiği için iptal edildi ({categories}).',
  },
  ca: {
    title: 'Comanda cancel·lada',
    body: "La teva comanda {id} s'ha cancel·lat perquè conté productes que ara no estan disponibles ({categories}).",
  },
  eu: {
    title: 'Eskaera bertan behera utzi da',
    body: 'Zure {id} eskaera bertan behera utzi da, une honetan eskuragarri ez dauden produktuak dituelako ({categories}).',
  },
  cl: {
    title: 'Pedido cancelado',
    body: 'Tu pedido {id} fue cancelado porque contiene productos que no están disponibles en este momento ({categories}).',
  },
};

/** Title and body in one language; category names are joined with ', '. Plain text (not HTML). */
export function renderOrderRejectedMessage(
  language: UiLanguage,
  input: { orderId: string; categoryNames: readonly string[] },
): { title: string; body: string } {
  const texts = TEXTS[language];
  return { title: texts.title, body: fill(texts.body, { id: input.orderId, categories: input.categoryNames.join(', ') }) };
}
