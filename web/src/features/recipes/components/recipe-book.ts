// The recipe book of a free choice of recipes (issue 15, /recipes): getPDFBytesByOccasionDietMonth with layout
// 'recipe-book' and the chosen recipe ids, for the active canteen (its logo and colours) and the current month.
import type { UiLanguage } from '@backoffice/shared';
import { request } from '../../../lib/api';
import { saveFile } from '../../../lib/export/save-file';

export function recipeBookRequest(input: {
  canteenId: string;
  language: UiLanguage;
  recipeIds: readonly string[];
  now?: Date;
}): { path: string; body: Record<string, unknown>; fileName: string } {
  const now = input.now ?? new Date();
  const month = now.getMonth() + 1;
  const year = now.getFullYear();
  return {
    path: '/api/getPDFBytesByOccasionDietMonth',
    body: {
      cid: input.canteenId,
      month,
      year,
      language: input.language,
      dataSelected: {},
      layout: 'recipe-book',
      recipeIds: [...input.recipeIds],
    },
    fileName: `recipes-${input.canteenId}-${year}-${String(month).padStart(2, '0')}.pdf`,
  };
}

export async function downloadRecipeBook(input: Parameters<typeof recipeBookRequest>[0]): Promise<void> {
  const { path, body, fileName } = recipeBookRequest(input);
  saveFile(
    await request<Blob>(path, { method: 'POST', token: 'body', body, responseType: 'blob' }),
    fileName,
  );
}
