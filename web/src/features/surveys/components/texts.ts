// Survey texts in the reader's language: theirs when written, else English, else the first language that has one.
import { COMMUNICATION_LANGUAGES, toDate, type SurveyState, type SurveyText } from '@backoffice/shared';
import type { BadgeTone } from '../../../components/ui/Badge';

export function textIn(text: SurveyText | undefined, language: string): string {
  const texts = text ?? {};
  const own = (texts as Record<string, string | undefined>)[language === 'cl' ? 'es' : language];
  return [own, texts.en, ...COMMUNICATION_LANGUAGES.map((code) => texts[code])].find((value) => value && value.trim() !== '') ?? '';
}

export const STATE_TONES: Record<SurveyState, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  open: 'success',
  closed: 'warning',
};

/** A stored instant as a Date (Timestamps from Firestore), or null. */
export const dateOf = (value: unknown): Date | null => toDate(value);
