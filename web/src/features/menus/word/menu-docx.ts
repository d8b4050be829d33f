// Writes the day's menu as a Word file with the docx library. Loaded on demand (import()) so the menu screen's chunk
// does not carry docx.
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { WordMenu } from './word-menu';

export function menuDocument(menu: WordMenu): Document {
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(menu.canteenName)] }),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(menu.title)] }),
  ];
  for (const group of menu.groups) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(group.heading)] }));
    for (const dish of group.dishes) {
      children.push(
        new Paragraph({
          children: [
            new TextRun({ text: `${dish.component}: `, bold: true }),
            new TextRun(dish.name),
            ...(dish.allergens
              ? [new TextRun({ text: ` — ${menu.allergensLabel}: ${dish.allergens}`, italics: true })]
              : []),
          ],
        }),
      );
      if (dish.nutrients)
        children.push(
          new Paragraph({
            indent: { left: 360 },
            children: [new TextRun({ text: dish.nutrients, size: 18, color: '555555' })],
          }),
        );
    }
  }
  children.push(
    new Paragraph({
      spacing: { before: 240 },
      children: [
        new TextRun({ text: `${menu.allergensLabel}: `, bold: true }),
        new TextRun(menu.legend || '-'),
      ],
    }),
    new Paragraph({ children: [new TextRun({ text: menu.footnote, size: 16, color: '555555' })] }),
  );
  return new Document({
    creator: 'Canteen Back Office',
    title: `${menu.canteenName} — ${menu.title}`,
    sections: [{ children }],
  });
}

/** The .docx file of the day's menu. */
export function menuDocx(menu: WordMenu): Promise<Blob> {
  return Packer.toBlob(menuDocument(menu));
}
