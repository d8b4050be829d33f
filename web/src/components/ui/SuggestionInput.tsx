// The text input with suggestions of spec §2: they appear from 2 typed characters, match the value or any language
// label (shared filterSuggestions), and are cleared 600 ms after the input loses focus (time to click one).
import { useEffect, useId, useRef, useState } from 'react';
import { SUGGESTION_CLEAR_DELAY_MS, filterSuggestions, type SuggestionItem } from '@backoffice/shared';
import { TextField, type TextFieldProps } from './TextField';

export interface SuggestionInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'list'> {
  value: string;
  onValueChange: (value: string) => void;
  items: readonly SuggestionItem[];
  /** The label shown for an item (default: its label in `language`, else its value). */
  language?: string;
  /** At most this many suggestions (default 8). */
  max?: number;
}

export function SuggestionInput({
  value,
  onValueChange,
  items,
  language,
  max = 8,
  onBlur,
  onFocus,
  ...field
}: SuggestionInputProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const suggestions = open ? filterSuggestions(items, value).slice(0, max) : [];
  const labelOf = (item: SuggestionItem) => (language && item.labels?.[language]) || item.value;
  return (
    <div className="relative">
      <TextField
        {...field}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        autoComplete="off"
        onChange={(event) => {
          setOpen(true);
          onValueChange(event.target.value);
        }}
        onFocus={(event) => {
          if (timer.current) clearTimeout(timer.current);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          // Cleared after a pause, not at once: a click on a suggestion blurs the input first.
          timer.current = setTimeout(() => setOpen(false), SUGGESTION_CLEAR_DELAY_MS);
          onBlur?.(event);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        className={
          suggestions.length
            ? 'absolute z-10 mt-1 w-full rounded-md border border-slate-200 bg-white shadow'
            : 'hidden'
        }
      >
        {suggestions.map((item) => (
          <li key={item.value} role="option" aria-selected={item.value === value}>
            <button
              type="button"
              className="w-full px-3 py-1.5 text-left text-sm hover:bg-slate-100"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onValueChange(item.value);
                setOpen(false);
              }}
            >
              {labelOf(item)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
