// The e-mail pattern of an access rule: the 'magic wand' turns free text into a regular expression (regExpHelper),
// and the sample e-mails show which the pattern lets in — as the rule is being written.
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accessRuleMatches } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { regExpFromText } from '../api/access-rules';

export function PatternHelper({ samples }: { samples: readonly string[] }) {
  const { t } = useTranslation('accessRules');
  // The pattern is the form's registered `value` input: read it live, set it as if typed (validated, dirty).
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: 'value' });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [extra, setExtra] = useState('');
  const pattern = typeof value === 'string' ? value : '';
  const emails = [...samples, ...extra.split(/[\s,;]+/).filter(Boolean)];
  const wand = async () => {
    setBusy(true);
    setFailed(false);
    const made = await regExpFromText(text);
    setBusy(false);
    if (made === null) setFailed(true);
    else setValue('value', made, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t('wand.title')}</legend>
      <div className="flex items-end gap-2">
        <TextField
          className="flex-1"
          label={t('wand.text')}
          hint={t('wand.textHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button variant="secondary" busy={busy} disabled={text.trim() === ''} onClick={() => void wand()}>
          {t('wand.run')}
        </Button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('wand.failed')}
        </p>
      )}
      <TextField label={t('wand.more')} value={extra} onChange={(event) => setExtra(event.target.value)} />
      <ul className="flex flex-col gap-0.5 text-sm" aria-label={t('wand.samples')} data-testid="samples">
        {emails.map((email) => {
          const lets =
            pattern !== '' &&
            accessRuleMatches({ kind: 'email_pattern', value: pattern, active: true, note: '' }, { email });
          return (
            <li key={email} data-matches={lets ? 'yes' : 'no'}>
              <span aria-hidden="true">{lets ? '✓' : '✗'}</span> {email}{' '}
              <span className="sr-only">{lets ? t('wand.matches') : t('wand.noMatch')}</span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
