// The order search of the IFM request list: an order code (IFM-1001-003) or order id prefix, any case.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IFM_SEARCH_MAX_LENGTH, ifmSearchSchema } from '@backoffice/shared';
import { Button } from '../../../../components/ui/Button';
import { TextField } from '../../../../components/ui/TextField';

const HINT_ID = 'ifm-order-search-hint';

/** `applied` is the current search; the parent remounts the form (key) when it changes. */
export function OrderSearch({
  applied,
  onSearch,
}: {
  applied: string | null;
  onSearch: (search: string | null) => void;
}) {
  const { t } = useTranslation('ifmRequests');
  const [text, setText] = useState(applied ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ifmSearchSchema.safeParse(text);
    onSearch(parsed.success ? parsed.data : null);
  };
  return (
    <form role="search" aria-label={t('search.label')} onSubmit={submit}>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          label={t('search.label')}
          type="search"
          name="q"
          autoComplete="off"
          placeholder={t('search.placeholder')}
          maxLength={IFM_SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={HINT_ID}
          className="min-w-64 flex-1"
        />
        <Button type="submit" variant="secondary">
          {t('search.submit')}
        </Button>
      </div>
      <p id={HINT_ID} className="mt-1.5 text-xs text-slate-600">
        {t('search.hint')}
      </p>
    </form>
  );
}
