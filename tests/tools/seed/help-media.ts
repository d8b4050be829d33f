// Illustrated accordion items of the help guides: an SVG picture of the screen (inline, so it shows offline) or a
// short screen recording served with the SPA (web/public/help-media/), placed in the item's HTML body.
import type { UiLanguage } from '@backoffice/shared';
import { t8, type L8 } from './help-types';

type Illustration = 'qr' | 'planner' | 'orders' | 'ifm';

export interface GuideMediaItem {
  /** The guide it is appended to (as its last accordion item). */
  slug: string;
  title: L8;
  body: L8;
  /** A picture drawn here, or a recording under the SPA's /help-media/. */
  media: { kind: 'image'; picture: Illustration } | { kind: 'video'; src: string };
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&apos;')
    .replace(/"/g, '&quot;');
}

const STATUS_COLOURS = ['#f59e0b', '#0ea5e9', '#10b981', '#94a3b8'];

/** The body of each picture: a simplified screen, no words but the caption in the header bar. */
function pictureBody(picture: Illustration): string {
  switch (picture) {
    case 'qr': {
      // A 9×9 grid of modules from a fixed pattern: the picture of a QR code, not a readable one.
      const pattern = [0x1f5, 0x111, 0x15d, 0x0a2, 0x1c7, 0x049, 0x17d, 0x104, 0x1b7];
      const cells = pattern.flatMap((row, y) =>
        Array.from({ length: 9 }, (_, x) =>
          (row >> x) & 1 ? `<rect x='${180 + x * 14}' y='${70 + y * 14}' width='14' height='14'/>` : '',
        ),
      );
      return `<rect x='160' y='54' width='160' height='160' rx='10' fill='#fff' stroke='#cbd5e1'/><g fill='#0f172a'>${cells.join('')}</g>`;
    }
    case 'planner': {
      const cells: string[] = [];
      for (let day = 0; day < 5; day += 1)
        for (let week = 0; week < 4; week += 1)
          cells.push(
            `<rect x='${110 + day * 72}' y='${62 + week * 50}' width='64' height='42' rx='4' fill='#fff' stroke='#cbd5e1'/>` +
              `<rect x='${116 + day * 72}' y='${70 + week * 50}' width='${30 + ((day + week) % 3) * 8}' height='6' fill='#0f766e'/>` +
              `<rect x='${116 + day * 72}' y='${82 + week * 50}' width='40' height='5' fill='#94a3b8'/>`,
          );
      return cells.join('');
    }
    case 'orders':
    case 'ifm': {
      const rows: string[] = [];
      for (let row = 0; row < 5; row += 1) {
        const y = 62 + row * 40;
        rows.push(
          `<rect x='110' y='${y}' width='350' height='32' rx='4' fill='#fff'/>` +
            `<rect x='122' y='${y + 12}' width='${110 + (row % 2) * 30}' height='8' fill='#94a3b8'/>` +
            `<rect x='${picture === 'orders' ? 300 : 270}' y='${y + 12}' width='50' height='8' fill='#cbd5e1'/>` +
            `<rect x='380' y='${y + 9}' width='68' height='14' rx='7' fill='${STATUS_COLOURS[(row + (picture === 'ifm' ? 1 : 0)) % 4]}'/>`,
        );
      }
      return rows.join('');
    }
  }
}

/** A 480×270 picture of the screen with the caption in its header bar, as an SVG data URL. */
export function helpPicture(picture: Illustration, caption: string): string {
  const sidebar = Array.from(
    { length: 6 },
    (_, index) => `<rect x='14' y='${52 + index * 28}' width='62' height='8' rx='4' fill='#5eead4'/>`,
  ).join('');
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='480' height='270' viewBox='0 0 480 270'>` +
    `<rect width='480' height='270' fill='#f1f5f9'/><rect width='90' height='270' fill='#0f766e'/>${sidebar}` +
    `<rect x='90' width='390' height='38' fill='#fff'/>` +
    `<text x='106' y='25' font-family='Arial, sans-serif' font-size='15' font-weight='bold' fill='#0f172a'>${escapeXml(caption)}</text>` +
    `${pictureBody(picture)}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The item's body in a language: its text, then the figure with the picture or the recording. */
export function mediaItemBody(item: GuideMediaItem, language: UiLanguage): string {
  const title = escapeXml(item.title[language]);
  const media =
    item.media.kind === 'image'
      ? `<img src="${helpPicture(item.media.picture, item.title[language])}" alt="${title}" width="480" height="270">`
      : `<video src="${item.media.src}" title="${title}" width="480" height="270" preload="none"></video>`;
  return `<p>${escapeXml(item.body[language])}</p><figure>${media}<figcaption>${title}</figcaption></figure>`;
}

export const GUIDE_MEDIA_ITEMS: readonly GuideMediaItem[] = [
  {
    slug: 'dashboard',
    title: t8(
      'Printing the QR code',
      'Stampare il QR code',
      'Imprimir el código QR',
      'Imprimer le QR code',
      'QR kodu yazdırmak',
      'Imprimir el codi QR',
      'QR kodea inprimatzea',
      'Imprimir el código QR',
    ),
    body: t8(
      'The card on the right of the dashboard holds the canteen code; open the picture to see where it is.',
      'La scheda a destra della dashboard contiene il codice mensa; apri l’immagine per vedere dove si trova.',
      'La tarjeta a la derecha del panel contiene el código del comedor; abre la imagen para ver dónde está.',
      'La carte à droite du tableau de bord contient le code du restaurant ; ouvrez l’image pour voir où il se trouve.',
      'Gösterge panelinin sağındaki kart yemekhane kodunu içerir; nerede olduğunu görmek için resmi açın.',
      'La targeta a la dreta del tauler conté el codi del menjador; obre la imatge per veure on és.',
      'Panelaren eskuineko txartelak jantokiaren kodea du; ireki irudia non dagoen ikusteko.',
      'La tarjeta a la derecha del panel tiene el código del casino; abre la imagen para ver dónde está.',
    ),
    media: { kind: 'image', picture: 'qr' },
  },
  {
    slug: 'menu',
    title: t8(
      'The month at a glance',
      'Il mese a colpo d’occhio',
      'El mes de un vistazo',
      'Le mois en un coup d’œil',
      'Ay bir bakışta',
      'El mes d’un cop d’ull',
      'Hilabetea begirada batean',
      'El mes de un vistazo',
    ),
    body: t8(
      'The planner shows one box per day and week; a box with dishes is a published menu.',
      'Il planner mostra un riquadro per giorno e settimana; un riquadro con piatti è un menù pubblicato.',
      'El planificador muestra una casilla por día y semana; una casilla con platos es un menú publicado.',
      'Le planning affiche une case par jour et par semaine ; une case avec des plats est un menu publié.',
      'Planlayıcı her gün ve hafta için bir kutu gösterir; yemek içeren kutu yayımlanmış bir menüdür.',
      'El planificador mostra una casella per dia i setmana; una casella amb plats és un menú publicat.',
      'Planifikatzaileak koadro bat erakusten du egun eta aste bakoitzeko; platerak dituen koadroa argitaratutako menua da.',
      'El planificador muestra una casilla por día y semana; una casilla con platos es un menú publicado.',
    ),
    media: { kind: 'image', picture: 'planner' },
  },
  {
    slug: 'ordini',
    title: t8(
      'Reading the orders list',
      'Leggere la lista ordini',
      'Leer la lista de pedidos',
      'Lire la liste des commandes',
      'Sipariş listesini okumak',
      'Llegir la llista de comandes',
      'Eskaeren zerrenda irakurtzea',
      'Leer la lista de pedidos',
    ),
    body: t8(
      'Each row is an order; the coloured badge on the right is its status.',
      'Ogni riga è un ordine; il badge colorato a destra è il suo stato.',
      'Cada fila es un pedido; la etiqueta de color a la derecha es su estado.',
      'Chaque ligne est une commande ; le badge coloré à droite est son statut.',
      'Her satır bir sipariştir; sağdaki renkli etiket durumunu gösterir.',
      'Cada fila és una comanda; l’etiqueta de color a la dreta és el seu estat.',
      'Errenkada bakoitza eskaera bat da; eskuineko etiketa koloredunak bere egoera adierazten du.',
      'Cada fila es un pedido; la etiqueta de color a la derecha es su estado.',
    ),
    media: { kind: 'image', picture: 'orders' },
  },
  {
    slug: 'richieste-ifm',
    title: t8(
      'Video: changing a status',
      'Video: cambiare uno stato',
      'Vídeo: cambiar un estado',
      'Vidéo : changer un statut',
      'Video: durum değiştirmek',
      'Vídeo: canviar un estat',
      'Bideoa: egoera aldatzea',
      'Video: cambiar un estado',
    ),
    body: t8(
      'A short recording: pick a request, choose the next status and watch the badge change.',
      'Una breve registrazione: scegli una richiesta, scegli lo stato successivo e guarda cambiare il badge.',
      'Una breve grabación: elige una solicitud, elige el estado siguiente y mira cómo cambia la etiqueta.',
      'Un court enregistrement : choisissez une demande, le statut suivant et regardez le badge changer.',
      'Kısa bir kayıt: bir talep seçin, sonraki durumu seçin ve etiketin değişmesini izleyin.',
      'Un breu enregistrament: tria una sol·licitud, tria l’estat següent i mira com canvia l’etiqueta.',
      'Grabazio labur bat: aukeratu eskaera bat, aukeratu hurrengo egoera eta ikusi etiketa nola aldatzen den.',
      'Una grabación corta: elige una solicitud, elige el estado siguiente y mira cómo cambia la etiqueta.',
    ),
    media: { kind: 'video', src: '/help-media/ifm-status.webm' },
  },
];
