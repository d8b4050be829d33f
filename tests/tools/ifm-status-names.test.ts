// The IFM status names the SPA shows (common.json ifm.status.*) are the ones mails, pushes and chat texts use.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IFM_STATUSES, IFM_STATUS_LABEL_KEYS, UI_LANGUAGES } from '@backoffice/shared';
import { IFM_STATUS_LABELS } from '../../functions/src/services/mail/templates/ifm-status-labels';

function localeText(language: string, key: string): unknown {
  const file = resolve(import.meta.dirname, `../../web/src/i18n/locales/${language}/common.json`);
  const bundle = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

describe('IFM status names', () => {
  const cases = UI_LANGUAGES.flatMap((language) => IFM_STATUSES.map((status) => [language, status] as const));
  it.each(cases)('%s %i: the SPA and the mails say the same', (language, status) => {
    expect(localeText(language, IFM_STATUS_LABEL_KEYS[status])).toBe(IFM_STATUS_LABELS[language][status]);
  });
});
