// How a playlist item and a schedule's days are named on screen.
import type { TFunction } from 'i18next';
import type { SignageItem } from '@backoffice/shared';

export function itemLabel(t: TFunction, item: SignageItem): string {
  return item.kind === 'board' ? t(`boards.${item.board}`) : t('playlist.document', { name: item.name });
}

export function weekdaysLabel(t: TFunction, weekdays: readonly number[]): string {
  return weekdays.map((day) => t(`weekdaysShort.${day}`)).join(' ');
}
