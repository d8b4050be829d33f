// Money (in the service's currency, spec §9) and points inputs: typed as text, stored as numbers.
import { useState, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { currencyDecimals, formatAmountInput, parseAmount, POINTS_CURRENCY } from '@backoffice/shared';
import { TextField } from '../ui/TextField';
import { useFieldError } from './fields';

interface AmountProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

const sameNumber = (a: unknown, b: unknown) => a === b || (Number.isNaN(a) && Number.isNaN(b));

/**
 * Shows the value in the spec's Italian format ('1.234,50', pesos and points without decimals) and accepts what
 * staff type or paste ('12,5', '12.50', '€ 3,20'). Blank stores undefined, unreadable text NaN, so the schema
 * (moneySchema / pointsSchema from shared) gives the message; the text is tidied on blur when it is a number.
 */
function AmountInput({ name, label, hint, required, disabled, className, currency }: AmountProps & { currency: string }) {
  const {
    field: { ref, onChange, onBlur },
  } = useController({ name });
  const { getValues } = useFormContext();
  const error = useFieldError(name);
  // The stored value itself: field.value falls back to the default when the user blanks the field.
  const current: unknown = getValues(name);
  const [shown, setShown] = useState(() => ({ value: current, text: formatAmountInput(current as number, currency) }));
  // A value set from outside (reset, load) replaces the text; our own typing keeps what the user typed.
  if (!sameNumber(shown.value, current)) setShown({ value: current, text: formatAmountInput(current as number, currency) });

  const change = (text: string) => {
    const value = text.trim() === '' ? undefined : (parseAmount(text) ?? Number.NaN);
    setShown({ value, text });
    onChange(value);
  };
  const unit = currency === 'EUR' ? '€' : currency;
  return (
    <TextField
      ref={ref}
      name={name}
      label={label}
      hint={hint}
      required={required}
      disabled={disabled}
      className={className}
      inputMode={currencyDecimals(currency) === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={shown.text}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        if (typeof shown.value === 'number' && Number.isFinite(shown.value)) setShown({ value: shown.value, text: formatAmountInput(shown.value, currency) });
        onBlur();
      }}
      trailing={
        <span aria-hidden="true" className="px-2 text-sm text-slate-600">
          {unit}
        </span>
      }
      error={error}
    />
  );
}

/** An amount in `currency` (ISO code of the service, from canteenCurrencyForService): EUR 2 decimals, CLP none. */
export function MoneyInput(props: AmountProps & { currency: string }) {
  return <AmountInput {...props} />;
}

/** Points of menu and lunchbox services: a whole number ≥ 0 (validate with pointsSchema). */
export function PointsInput(props: AmountProps) {
  return <AmountInput {...props} currency={POINTS_CURRENCY} />;
}
