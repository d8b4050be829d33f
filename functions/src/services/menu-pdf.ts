// Real PDFs of a month's menu with pdfkit: a day-by-day list (v1) or, for Spanish school canteens, a weekly
// grid (v2); dishes with allergen codes and nutrients per portion, an allergen legend and the canteen's logo.
import type {} from 'pdfkit';
import { formatNumberIt, per100People, roundKcal, roundMacro, type UiLanguage } from '@backoffice/shared';
import { DEFAULT_CANTEEN_COLORS } from './canteen-style';
import { setUpFonts, type Fonts } from './menu-pdf-fonts';
import { PDF_LABELS, allergenLegend, intlLocale } from './menu-pdf-labels';
import type { MenuDish, MenuMonth } from './menu-month';

/** 'recipe-book': every distinct recipe of the selection with ingredients, allergens, nutrients and the storage note. */
export type MenuPdfLayout = 'list' | 'weekly-grid' | 'recipe-book';

export interface PdfCanteen {
  id: string;
  name: string;
  logo: string;
  colors: { primary: string; text: string };
}

/** The logo: PNG/JPEG data URLs are drawn; SVG (the seeded logos) or remote URLs fall back to initials. */
export function logoImageBytes(logo: string): Buffer | null {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/i.exec(logo.trim());
  return match?.[2] ? Buffer.from(match[2], 'base64') : null;
}

export function canteenInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return (words.length >= 2 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2)).toUpperCase();
}

function drawHeader(
  doc: PDFKit.PDFDocument,
  fonts: Fonts,
  canteen: PdfCanteen,
  title: string,
  subtitle: string,
): void {
  const { left, top } = doc.page.margins;
  const image = logoImageBytes(canteen.logo);
  let drawn = false;
  if (image) {
    try {
      doc.image(image, left, top, { fit: [120, 45] });
      drawn = true;
    } catch {
      drawn = false; // a corrupt image falls back to the initials
    }
  }
  if (!drawn) {
    doc.roundedRect(left, top, 120, 45, 8).fill(canteen.colors.primary);
    doc
      .fillColor(canteen.colors.text)
      .font(fonts.bold)
      .fontSize(22)
      .text(fonts.text(canteenInitials(canteen.name)), left, top + 11, { width: 120, align: 'center' });
  }
  doc
    .fillColor('#1b1b1b')
    .font(fonts.bold)
    .fontSize(16)
    .text(fonts.text(canteen.name), left + 135, top + 2, {
      width: doc.page.width - left - 135 - doc.page.margins.right,
    });
  doc
    .font(fonts.regular)
    .fontSize(11)
    .fillColor('#444444')
    .text(fonts.text(`${title}${subtitle ? ` · ${subtitle}` : ''}`));
  doc
    .moveTo(left, top + 55)
    .lineTo(doc.page.width - doc.page.margins.right, top + 55)
    .strokeColor(canteen.colors.primary)
    .lineWidth(1.5)
    .stroke();
  doc.fillColor('#1b1b1b').x = left;
  doc.y = top + 65;
}

function nutrientLine(dish: MenuDish, language: UiLanguage): string {
  const labels = PDF_LABELS[language];
  const parts = [
    dish.kcal !== null ? `${roundKcal(dish.kcal)} ${labels.energy}` : null,
    dish.proteins !== null ? `${labels.protein} ${roundMacro(dish.proteins)} g` : null,
    dish.fat !== null ? `${labels.fat} ${roundMacro(dish.fat)} g` : null,
    dish.carbs !== null ? `${labels.carbs} ${roundMacro(dish.carbs)} g` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

function dishTitle(dish: MenuDish): string {
  return dish.allergens.length > 0 ? `${dish.name} (${dish.allergens.join(', ')})` : dish.name;
}

function drawLegend(doc: PDFKit.PDFDocument, fonts: Fonts, menu: MenuMonth): void {
  const labels = PDF_LABELS[menu.language];
  doc
    .moveDown(1)
    .font(fonts.bold)
    .fontSize(9)
    .text(fonts.text(`${labels.allergens}: `), { continued: true });
  doc.font(fonts.regular).text(fonts.text(allergenLegend(menu.allergens, menu.language) || '-'));
  doc
    .font(fonts.regular)
    .fontSize(8)
    .fillColor('#555555')
    .text(fonts.text(labels.nutrientsPerPortion))
    .fillColor('#1b1b1b');
}

function nameOf(list: MenuMonth['occasions'], id: string): string {
  return list.find((entry) => entry.id === id)?.name ?? id;
}

function drawList(doc: PDFKit.PDFDocument, fonts: Fonts, menu: MenuMonth): void {
  const dayFormat = new Intl.DateTimeFormat(intlLocale(menu.language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  for (const day of menu.days) {
    if (doc.y > bottom() - 120) doc.addPage();
    doc
      .moveDown(0.6)
      .font(fonts.bold)
      .fontSize(12)
      .fillColor('#1b1b1b')
      .text(fonts.text(dayFormat.format(new Date(`${day.date}T00:00:00Z`))));
    let group = '';
    for (const dish of day.dishes) {
      const groupName = `${nameOf(menu.occasions, dish.occasion_id)} · ${nameOf(menu.diets, dish.diet_id)}`;
      if (groupName !== group) {
        group = groupName;
        doc
          .moveDown(0.2)
          .font(fonts.bold)
          .fontSize(9)
          .fillColor('#555555')
          .text(fonts.text(groupName.toUpperCase()));
      }
      doc
        .font(fonts.bold)
        .fontSize(10)
        .fillColor('#1b1b1b')
        .text(fonts.text(`${nameOf(menu.components, dish.component_id)}: `), { continued: true });
      doc.font(fonts.regular).text(fonts.text(dishTitle(dish)));
      const nutrients = nutrientLine(dish, menu.language);
      if (nutrients)
        doc.fontSize(8).fillColor('#555555').text(fonts.text(nutrients), { indent: 12 }).fillColor('#1b1b1b');
    }
  }
}

/** The selection's recipes, once each, by name; with the dates they are served on. */
export function recipeBookEntries(menu: MenuMonth): Array<{ dish: MenuDish; dates: string[] }> {
  const entries = new Map<string, { dish: MenuDish; dates: string[] }>();
  for (const day of menu.days)
    for (const dish of day.dishes) {
      const entry = entries.get(dish.recipe_id) ?? { dish, dates: [] };
      // A free choice of recipes has no serving dates (an undated day).
      if (day.date && !entry.dates.includes(day.date)) entry.dates.push(day.date);
      entries.set(dish.recipe_id, entry);
    }
  return [...entries.values()].sort((a, b) => a.dish.name.localeCompare(b.dish.name, intlLocale(menu.language)));
}

function drawRecipeBook(doc: PDFKit.PDFDocument, fonts: Fonts, menu: MenuMonth): void {
  const labels = PDF_LABELS[menu.language];
  const dateFormat = new Intl.DateTimeFormat(intlLocale(menu.language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  for (const { dish, dates } of recipeBookEntries(menu)) {
    if (doc.y > bottom() - 140) doc.addPage();
    doc.moveDown(0.8).font(fonts.bold).fontSize(12).fillColor('#1b1b1b').text(fonts.text(dish.name));
    if (dates.length > 0)
      doc
        .font(fonts.regular)
        .fontSize(8)
        .fillColor('#555555')
        .text(fonts.text(dates.map((date) => dateFormat.format(new Date(`${date}T00:00:00Z`))).join(', ')))
        .fillColor('#1b1b1b');
    doc.font(fonts.regular);
    doc
      .fontSize(9)
      .font(fonts.bold)
      .text(fonts.text(`${labels.allergens}: `), { continued: true })
      .font(fonts.regular)
      .text(fonts.text(allergenLegend(dish.allergens, menu.language) || '-'));
    const nutrients = nutrientLine(dish, menu.language);
    if (nutrients)
      doc
        .font(fonts.bold)
        .text(fonts.text(`${labels.nutrientsPerPortion}: `), { continued: true })
        .font(fonts.regular)
        .text(fonts.text(nutrients));
    if (dish.ingredients.length > 0) {
      doc.font(fonts.bold).text(fonts.text(`${labels.ingredients} (${labels.perPortion} · ${labels.per100People}):`));
      doc.font(fonts.regular);
      for (const line of dish.ingredients) {
        const hundred = per100People(line.quantity, line.unit);
        doc.text(
          fonts.text(
            `${line.name}: ${formatNumberIt(line.quantity, 2)} ${line.unit} · ${formatNumberIt(hundred.quantity, 3)} ${hundred.unit}`,
          ),
          { indent: 12 },
        );
      }
    }
  }
  doc
    .moveDown(1)
    .font(fonts.bold)
    .fontSize(9)
    .text(fonts.text(`${labels.storage}: `), { continued: true })
    .font(fonts.regular)
    .text(fonts.text(labels.storageNote));
}

/** Monday-to-Friday weeks of the month's menu days; each cell holds a day's dishes. */
function weeksOf(menu: MenuMonth): Array<Array<MenuMonth['days'][number] | null>> {
  const weeks = new Map<string, Array<MenuMonth['days'][number] | null>>();
  for (const day of menu.days) {
    const date = new Date(`${day.date}T00:00:00Z`);
    const weekday = (date.getUTCDay() + 6) % 7; // Monday = 0
    if (weekday > 4) continue; // school canteens serve Monday to Friday
    const monday = new Date(date.getTime() - weekday * 86_400_000).toISOString().slice(0, 10);
    const week = weeks.get(monday) ?? [null, null, null, null, null];
    week[weekday] = day;
    weeks.set(monday, week);
  }
  return [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, week]) => week);
}

function drawWeeklyGrid(doc: PDFKit.PDFDocument, fonts: Fonts, menu: MenuMonth, primary: string): void {
  const labels = PDF_LABELS[menu.language];
  const locale = intlLocale(menu.language);
  const { left, right } = doc.page.margins;
  const width = (doc.page.width - left - right) / 5;
  const rowHeight = 200;
  const headerFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
  for (const week of weeksOf(menu)) {
    if (doc.y + rowHeight > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const top = doc.y;
    week.forEach((day, column) => {
      const x = left + column * width;
      doc.rect(x, top, width, rowHeight).strokeColor('#bbbbbb').lineWidth(0.5).stroke();
      if (!day) return;
      doc.rect(x, top, width, 16).fill(primary);
      doc
        .fillColor('#ffffff')
        .font(fonts.bold)
        .fontSize(8)
        .text(fonts.text(headerFormat.format(new Date(`${day.date}T00:00:00Z`))), x + 4, top + 4, {
          width: width - 8,
        });
      doc.fillColor('#1b1b1b').font(fonts.regular).fontSize(7.5);
      let y = top + 20;
      for (const dish of day.dishes) {
        const text = fonts.text(`${nameOf(menu.components, dish.component_id)}: ${dishTitle(dish)}`);
        const height = doc.heightOfString(text, { width: width - 8 });
        if (y + height > top + rowHeight - 14) break; // the cell is full: the list layout has every dish
        doc.text(text, x + 4, y, { width: width - 8 });
        y += height + 2;
      }
      const kcal = day.dishes.reduce((sum, dish) => sum + (dish.kcal ?? 0), 0);
      doc
        .font(fonts.bold)
        .fontSize(7)
        .text(
          fonts.text(`${labels.dailyEnergy}: ${roundKcal(kcal)} ${labels.energy}`),
          x + 4,
          top + rowHeight - 11,
          { width: width - 8 },
        );
    });
    doc.x = left;
    doc.y = top + rowHeight + 10;
  }
}

/** Renders the month's menu; resolves with the PDF bytes. */
export async function renderMenuPdf(
  menu: MenuMonth,
  canteen: PdfCanteen,
  options: { layout: MenuPdfLayout; subtitle?: string; now: Date },
): Promise<Buffer> {
  // Loaded on first use: required at load, pdfkit cost every functions instance ~1 s of its start (the api's PDF
  // routes are its only users).
  const { default: PDFKitDocument } = await import('pdfkit');
  const doc: PDFKit.PDFDocument = new PDFKitDocument({
    size: 'A4',
    layout: options.layout === 'weekly-grid' ? 'landscape' : 'portrait',
    margins: { top: 36, bottom: 36, left: 40, right: 40 },
    info: {
      Title: `${canteen.name} ${menu.year}-${String(menu.month).padStart(2, '0')}`,
      Author: 'Canteen Back Office',
      CreationDate: options.now,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = setUpFonts(doc);
  const colors = {
    primary: /^#[0-9a-f]{3,6}$/i.test(canteen.colors.primary)
      ? canteen.colors.primary
      : DEFAULT_CANTEEN_COLORS.primary,
    text: /^#[0-9a-f]{3,6}$/i.test(canteen.colors.text) ? canteen.colors.text : DEFAULT_CANTEEN_COLORS.text,
  };
  const monthName = new Intl.DateTimeFormat(intlLocale(menu.language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(menu.year, menu.month - 1, 1)));
  drawHeader(
    doc,
    fonts,
    { ...canteen, colors },
    `${options.layout === 'recipe-book' ? PDF_LABELS[menu.language].recipeBookOf : PDF_LABELS[menu.language].menuOf} ${monthName}`,
    options.subtitle ?? '',
  );
  if (menu.days.length === 0)
    doc.moveDown(1).font(fonts.regular).fontSize(11).text(fonts.text(PDF_LABELS[menu.language].noMenu));
  else if (options.layout === 'weekly-grid') drawWeeklyGrid(doc, fonts, menu, colors.primary);
  else if (options.layout === 'recipe-book') drawRecipeBook(doc, fonts, menu);
  else drawList(doc, fonts, menu);
  if (menu.days.length > 0) drawLegend(doc, fonts, menu);
  doc.end();
  return done;
}
