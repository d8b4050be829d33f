// Chosen users of a notification: search the canteen's customers by name or e-mail, add them, remove them.
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { recipientLabels, searchRecipients, type RecipientChoice } from '../api/recipients';

export function RecipientPicker({ canteenId }: { canteenId: string }) {
  const { t } = useTranslation('notifications');
  const { field } = useController({ name: 'uids' });
  const error = useFieldError('uids');
  const chosen = (field.value ?? []) as string[];
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<RecipientChoice[] | null>(null);
  const [labels, setLabels] = useState<Record<string, string>>({});
  // The users an edited notification already names: their names instead of their ids, read once.
  const unnamed = chosen.filter((uid) => labels[uid] === undefined).join(',');
  useEffect(() => {
    if (unnamed === '') return;
    let live = true;
    recipientLabels(unnamed.split(','))
      .then((found) => live && setLabels((current) => ({ ...found, ...current })))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [unnamed]);
  const search = async () => {
    if (term.trim() === '' || canteenId.trim() === '') return;
    setFound(await searchRecipients(canteenId.trim(), term));
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <TextField
          label={t('recipients.search')}
          hint={t('recipients.hint')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void search();
            }
          }}
          error={error}
        />
        <Button variant="secondary" onClick={() => void search()}>
          {t('recipients.find')}
        </Button>
      </div>
      {found && found.length === 0 && <p className="text-sm text-slate-700">{t('recipients.none')}</p>}
      {found && found.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t('recipients.found')}>
          {found.map((user) => (
            <li key={user.uid} className="flex items-center justify-between gap-2 text-sm">
              <span>{user.label}</span>
              <Button
                variant="ghost"
                disabled={chosen.includes(user.uid)}
                onClick={() => {
                  setLabels((current) => ({ ...current, [user.uid]: user.label }));
                  field.onChange([...chosen, user.uid]);
                }}
              >
                {t('recipients.add', { name: user.label })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('recipients.chosen')}>
          {chosen.map((uid) => (
            <li key={uid} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm">
              {labels[uid] ?? uid}
              <button
                type="button"
                className="rounded px-1 text-slate-700 hover:bg-slate-200"
                aria-label={t('recipients.remove', { name: labels[uid] ?? uid })}
                onClick={() => field.onChange(chosen.filter((other) => other !== uid))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
