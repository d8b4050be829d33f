// The select of a list's yes/no filter (cost centres used as price list, published pages…): every row, only those
// where the field holds, or only the others.
import { YES_NO_FILTERS, parseYesNoFilter, type YesNoFilter } from '@backoffice/shared';
import { SelectField } from '../ui/SelectField';

export interface YesNoFilterSelectProps {
  label: string;
  value: YesNoFilter;
  onChange: (value: YesNoFilter) => void;
  /** The screen's wording of each choice. */
  texts: Record<YesNoFilter, string>;
}

export function YesNoFilterSelect({ label, value, onChange, texts }: YesNoFilterSelectProps) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(parseYesNoFilter(event.target.value))}
      options={YES_NO_FILTERS.map((each) => ({ value: each, label: texts[each] }))}
    />
  );
}
