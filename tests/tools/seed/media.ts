// The seeded media library: a few real files per canteen in the spec §9 folders, written to the Storage emulator.
import { createHash } from 'node:crypto';
import { canteenFilePath, type FileFolder } from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { COFFEEBREAK_CATALOG } from './catalog-coffeebreak';
import { IFM_CATALOG } from './catalog-ifm';
import { SHOP_CATALOG } from './catalog-shop';
import { docxDocument, pdfDocument, pngImage, webmClip } from './file-bytes';
import type { CanteenDef } from './types';

/** The default bucket firebase-tools gives a demo project (adminSdkConfig: `<project>.appspot.com`). */
export const SEED_BUCKET = 'demo-backoffice.appspot.com';

export interface SeedFile {
  path: string;
  folder: FileFolder;
  contentType: string;
  bytes: Buffer;
  /** The download token, derived from the path so every seed run gives the same links. */
  token: string;
}

type Texts = Record<'it' | 'es' | 'en', string>;
const pick = (canteen: CanteenDef, texts: Texts) => texts[canteen.language as keyof Texts] ?? texts.en;

const PNG = 'image/png';
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const WEBM = 'video/webm';

function tokenOf(path: string): string {
  const hex = createHash('sha256').update(path).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** What one canteen's library holds: pictures for the app and news, a weekly menu, allergens, a welcome video, a notice. */
function filesOf(canteen: CanteenDef): Array<Omit<SeedFile, 'path' | 'token'> & { name: string }> {
  const { primary, secondary } = canteen.colors;
  const city = slug(canteen.city);
  const school = canteen.isSchool;
  const menuTitle = pick(canteen, { it: 'Menù della settimana', es: 'Menú de la semana', en: 'Menu of the week' });
  const days = pick(canteen, {
    it: 'Lunedì|Martedì|Mercoledì|Giovedì|Venerdì',
    es: 'Lunes|Martes|Miércoles|Jueves|Viernes',
    en: 'Monday|Tuesday|Wednesday|Thursday|Friday',
  }).split('|');
  const dishes = pick(canteen, {
    it: 'Pasta al pomodoro|Risotto allo zafferano|Lasagne alla bolognese|Minestrone di verdure|Merluzzo al forno',
    es: 'Lentejas estofadas|Paella de verduras|Cocido madrileño|Crema de calabacín|Merluza a la plancha',
    en: 'Tomato pasta|Saffron risotto|Beef lasagne|Vegetable soup|Baked cod',
  }).split('|');
  return [
    {
      name: `banner-${city}.png`,
      folder: 'uploads',
      contentType: PNG,
      bytes: pngImage(640, 320, primary, secondary),
    },
    {
      name: school ? 'festa-di-fine-anno.png' : 'promo-pranzo.png',
      folder: 'uploads',
      contentType: PNG,
      bytes: pngImage(400, 400, secondary, primary),
    },
    {
      name: `${slug(dishes[2] ?? 'dish')}.png`,
      folder: 'recipes',
      contentType: PNG,
      bytes: pngImage(300, 300, '#f6f1e7', primary),
    },
    {
      name: `${slug(menuTitle)}.pdf`,
      folder: 'pdf',
      contentType: PDF,
      bytes: pdfDocument(`${menuTitle} — ${canteen.name}`, days.map((day, index) => `${day}: ${dishes[index] ?? ''}`)),
    },
    {
      name: `${slug(pick(canteen, { it: 'Allergeni', es: 'Alérgenos', en: 'Allergens' }))}.pdf`,
      folder: 'pdf',
      contentType: PDF,
      bytes: pdfDocument(pick(canteen, { it: 'Tabella allergeni', es: 'Tabla de alérgenos', en: 'Allergen table' }), [
        pick(canteen, {
          it: 'Glutine, latte, uova, pesce, frutta a guscio: chiedere al personale.',
          es: 'Gluten, leche, huevo, pescado, frutos secos: pregunte al personal.',
          en: 'Gluten, milk, eggs, fish, nuts: ask the staff.',
        }),
      ]),
    },
    {
      // A short loop for the wall screens (issue 22: signage plays videos of the library's `videos` folder).
      name: `${slug(pick(canteen, { it: 'Benvenuti', es: 'Bienvenidos', en: 'Welcome' }))}.webm`,
      folder: 'videos',
      contentType: WEBM,
      bytes: webmClip(),
    },
    {
      name: `${slug(pick(canteen, { it: 'Avviso chiusura', es: 'Aviso de cierre', en: 'Closing notice' }))}.docx`,
      folder: 'docx',
      contentType: DOCX,
      bytes: docxDocument(canteen.name, [
        pick(canteen, {
          it: 'Il servizio resterà chiuso il giorno festivo indicato in bacheca.',
          es: 'El servicio permanecerá cerrado el día festivo indicado en el tablón.',
          en: 'The service will be closed on the public holiday shown on the notice board.',
        }),
      ]),
    },
  ];
}

/** Where the seed's clients reach the Storage emulator (tests/tools/ports.ts; media-write's default host). */
const STORAGE_EMULATOR_ORIGIN = 'http://127.0.0.1:9199';

/** The picture of a seeded product: canteens/{canteenId}/products/{productId}.png (issue 16). */
function productImagePath(canteenId: string, productId: string): string {
  return canteenFilePath(canteenId, 'products', `${productId}.png`);
}

/**
 * The download address a seeded product document stores as `image` (what getDownloadURL hands out for the file's
 * fixed token): the products move their pictures from data URLs inside the documents to Storage (issue 16).
 */
export function productImageUrl(canteenId: string, productId: string): string {
  const path = productImagePath(canteenId, productId);
  return `${STORAGE_EMULATOR_ORIGIN}/v0/b/${SEED_BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${tokenOf(path)}`;
}

/** One small PNG per product of the canteen's shop, coffee break and IFM service (ids as services.ts builds them). */
function productImageFiles(canteen: CanteenDef): SeedFile[] {
  const { primary, secondary } = canteen.colors;
  return [SHOP_CATALOG, COFFEEBREAK_CATALOG, IFM_CATALOG].flatMap((catalog) =>
    catalog.categories.flatMap((category, categoryIndex) =>
      category.products.map((product) => {
        const path = productImagePath(
          canteen.id,
          `${catalog.tag.toUpperCase()}_${canteen.id}_${category.key}_${product.key}`,
        );
        return {
          path,
          folder: 'products' as const,
          contentType: PNG,
          bytes: pngImage(160, 160, categoryIndex % 2 === 0 ? primary : secondary, categoryIndex % 2 === 0 ? secondary : primary),
          token: tokenOf(path),
        };
      }),
    ),
  );
}

/** Every seeded file, for every canteen of every group: its library, then its products' pictures. */
export function seedFiles(canteens: readonly CanteenDef[] = CANTEENS): SeedFile[] {
  return canteens.flatMap((canteen) => [
    ...filesOf(canteen).map(({ name, ...file }) => {
      const path = canteenFilePath(canteen.id, file.folder, name);
      return { ...file, path, token: tokenOf(path) };
    }),
    ...productImageFiles(canteen),
  ]);
}
