// Allergens (spec §3 codes) with an icon and their name in the UI language, from the shared text catalogue.
import { useTranslation } from 'react-i18next';
import { ALLERGENS, CATALOGUE_NAMESPACE, type AllergenCode } from '@backoffice/shared';
import { cx } from './cx';

/** A pictogram per allergen: decorative (the name is always written beside it). */
const ICONS: Readonly<Record<AllergenCode, string>> = {
  3: '🥛',
  4: '⚪',
  5: '🥚',
  6: '🌾',
  7: '🐟',
  9: '🫘',
  10: '🥬',
  11: '🥜',
  12: '🌰',
  15: '🦐',
  16: '🦑',
  17: '🍷',
  18: '🟡',
  19: '🌼',
};

/** The allergen's name in the UI language (catalogue:allergens.milk…). */
export function useAllergenLabel() {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (code: AllergenCode) => t(`allergens.${ALLERGENS[code]}`);
}

export function AllergenList({
  codes,
  compact = false,
  className,
}: {
  codes: readonly number[];
  /** Icons only, the names for screen readers and as tooltips. */
  compact?: boolean;
  className?: string;
}) {
  const label = useAllergenLabel();
  const known = codes.filter((code): code is AllergenCode => code in ALLERGENS);
  return (
    <ul className={cx('flex flex-wrap gap-1', className)}>
      {known.map((code) => (
        <li
          key={code}
          title={label(code)}
          data-allergen={code}
          className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-900 ring-1 ring-amber-200"
        >
          <span aria-hidden="true">{ICONS[code]}</span>
          <span className={compact ? 'sr-only' : undefined}>{label(code)}</span>
        </li>
      ))}
    </ul>
  );
}
