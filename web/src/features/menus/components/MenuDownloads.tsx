// Downloads of the menu screen (issue 15, spec §2, §7): the month's menu as PDF (getPdfBaseMenu, or
// getPDFBytesByOccasionDietMonth for the occasion/diet chosen in the side filter; its /v2 weekly grid for Spanish
// school canteens), the recipe book of that selection as PDF (the same call, layout 'recipe-book'), and the day's
// menu as a Word file written in the browser (docx loaded only when asked for).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ALLERGENS,
  CATALOGUE_NAMESPACE,
  canteenType,
  type AllergenCode,
  type MenuRecipe,
  type MenuStructure,
  type UiLanguage,
} from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { request } from '../../../lib/api';
import { saveFile } from '../../../lib/export/save-file';
import { formatDate } from '../../../lib/format';
import { showToast } from '../../../lib/ui-actions';
import type { MenuRecipeDetails } from '../api/recipes';
import { wordMenuOf } from '../word/word-menu';

type Kind = 'month' | 'grid' | 'book' | 'word';

/** Path, body and file name of a PDF download of the month holding `day`. */
export function menuPdfRequest(input: {
  canteenId: string;
  day: string;
  language: UiLanguage;
  filter: { occasion: string; diet: string };
  kind: Exclude<Kind, 'word'>;
}): { path: string; body: Record<string, unknown>; fileName: string } {
  const [year, month] = input.day.split('-').map(Number) as [number, number];
  const base = { cid: input.canteenId, month, year, language: input.language };
  const occasion = input.filter.occasion === 'all' ? undefined : input.filter.occasion;
  const diet = input.filter.diet === 'all' ? undefined : input.filter.diet;
  const suffix = [
    occasion,
    diet,
    input.kind === 'book' ? 'recipes' : undefined,
    input.kind === 'grid' ? 'grid' : undefined,
  ]
    .filter(Boolean)
    .map((part) => `-${part}`)
    .join('');
  const fileName = `menu-${input.canteenId}-${input.day.slice(0, 7)}${suffix}.pdf`;
  if (input.kind === 'month' && !occasion && !diet)
    return { path: '/api/getPdfBaseMenu', body: base, fileName };
  return {
    path:
      input.kind === 'grid'
        ? '/api/getPDFBytesByOccasionDietMonth/v2'
        : '/api/getPDFBytesByOccasionDietMonth',
    body: {
      ...base,
      dataSelected: { ...(occasion ? { occasionId: occasion } : {}), ...(diet ? { dietId: diet } : {}) },
      ...(input.kind === 'book' ? { layout: 'recipe-book' } : {}),
    },
    fileName,
  };
}

export function MenuDownloads({
  canteenId,
  canteenName,
  endpointPrefix,
  day,
  language,
  filter,
  items,
  structure,
  recipes,
}: {
  canteenId: string;
  canteenName: string;
  endpointPrefix: string;
  day: string;
  language: UiLanguage;
  filter: { occasion: string; diet: string };
  items: readonly MenuRecipe[];
  structure: MenuStructure | undefined;
  recipes: ReadonlyMap<string, MenuRecipeDetails>;
}) {
  const { t, i18n } = useTranslation('menus');
  const { t: catalogue } = useTranslation(CATALOGUE_NAMESPACE);
  const [busy, setBusy] = useState<Kind | null>(null);
  const spanishSchool = canteenType({ id: canteenId, endpoint_prefix: endpointPrefix }) === 'spanish_school';

  const word = async () => {
    if (!structure) return;
    const { menuDocx } = await import('../word/menu-docx');
    const date = formatDate(new Date(`${day}T12:00:00`), i18n.language);
    const blob = await menuDocx(
      wordMenuOf({
        canteenName,
        items,
        structure,
        recipes,
        language,
        filter,
        labels: {
          title: `${catalogue('pdf.menu.menuOf')} ${date}`,
          allergens: catalogue('pdf.menu.allergens'),
          nutrientsPerPortion: catalogue('pdf.menu.nutrientsPerPortion'),
          energy: catalogue('pdf.menu.energy'),
          protein: catalogue('pdf.menu.protein'),
          fat: catalogue('pdf.menu.fat'),
          carbs: catalogue('pdf.menu.carbs'),
          allergenName: (code) =>
            code in ALLERGENS ? catalogue(`allergens.${ALLERGENS[code as AllergenCode]}`) : String(code),
        },
      }),
    );
    saveFile(blob, `menu-${canteenId}-${day}.docx`);
  };

  const download = async (kind: Kind) => {
    setBusy(kind);
    try {
      if (kind === 'word') await word();
      else {
        const { path, body, fileName } = menuPdfRequest({ canteenId, day, language, filter, kind });
        saveFile(
          await request<Blob>(path, { method: 'POST', token: 'body', body, responseType: 'blob' }),
          fileName,
        );
      }
      showToast(t('downloads.done'), 'success');
    } catch (error) {
      console.error('Menu download failed', error);
      showToast(t('downloads.error'), 'error');
    } finally {
      setBusy(null);
    }
  };

  const button = (kind: Kind, label: string, disabled = false) => (
    <Button
      variant="secondary"
      size="sm"
      className="justify-start"
      busy={busy === kind}
      disabled={disabled || (busy !== null && busy !== kind)}
      onClick={() => void download(kind)}
      data-download={kind}
    >
      {label}
    </Button>
  );

  return (
    <section aria-labelledby="menu-downloads" className="flex flex-col gap-2 border-t border-slate-200 pt-3">
      <h2 id="menu-downloads" className="text-sm font-semibold text-slate-800">
        {t('downloads.title')}
      </h2>
      {button('word', t('downloads.word'), items.length === 0 || !structure)}
      {button('month', t('downloads.month'))}
      {spanishSchool && button('grid', t('downloads.grid'))}
      {button('book', t('downloads.book'))}
      <p className="text-xs text-slate-600">{t('downloads.hint')}</p>
    </section>
  );
}
