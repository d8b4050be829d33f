// A searchable single choice on Headless UI's Combobox: type to filter, arrows to move, Enter to pick.
import { useMemo, useState, type ReactNode } from 'react';
import { Combobox as HuiCombobox, ComboboxInput, ComboboxOption, ComboboxOptions, Label, Field } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from './Field';
import { cx } from './cx';

export interface ComboboxItem {
  value: string;
  label: string;
  /** Secondary text under the label. */
  description?: string;
}

export interface ComboboxProps {
  label: ReactNode;
  items: readonly ComboboxItem[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  error?: string | null;
  className?: string;
}

export function Combobox({ label, items, value, onChange, placeholder, error, className }: ComboboxProps) {
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle === ''
      ? items
      : items.filter((item) => `${item.label} ${item.description ?? ''}`.toLowerCase().includes(needle));
  }, [items, query]);
  const selected = items.find((item) => item.value === value) ?? null;

  return (
    <Field className={cx('flex flex-col gap-1.5', className)}>
      <Label className="text-sm font-medium text-slate-800">{label}</Label>
      <HuiCombobox
        value={selected}
        onChange={(item: ComboboxItem | null) => onChange(item?.value ?? null)}
        onClose={() => setQuery('')}
      >
        <div className="relative">
          <ComboboxInput
            className={controlClasses(Boolean(error))}
            displayValue={(item: ComboboxItem | null) => item?.label ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
          />
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 mt-1 max-h-64 w-(--input-width) overflow-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg empty:invisible"
          >
            {filtered.length === 0 ? (
              <div className="px-3 py-2 text-sm text-slate-600">{t('ui.noOptions')}</div>
            ) : (
              filtered.map((item) => (
                <ComboboxOption
                  key={item.value}
                  value={item}
                  className="cursor-pointer rounded-md px-3 py-2 text-sm text-slate-900 data-focus:bg-brand-50 data-selected:font-semibold"
                >
                  <span className="block">{item.label}</span>
                  {item.description && <span className="block text-xs text-slate-600">{item.description}</span>}
                </ComboboxOption>
              ))
            )}
          </ComboboxOptions>
        </div>
      </HuiCombobox>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </Field>
  );
}
