// A list's search box: typed text is applied on submit (Enter or the button), so each search is one history entry.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

export interface SearchBoxProps {
  label: string;
  /** The applied search (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  hint?: string;
}

export function SearchBox({ label, value, onSearch, hint }: SearchBoxProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  // A new applied value (back, a shared link) replaces what was typed.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <TextField
        type="search"
        label={label}
        hint={hint}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="min-w-56 flex-1"
      />
      <Button type="submit" variant="secondary">
        {t('list.search')}
      </Button>
    </form>
  );
}
