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
  /**
   * Smaller chips for dense rows (menu items, table cells). The name stays written beside the icon: the emoji
   * pictograms may render as empty boxes where no emoji font is installed, so the icon alone never carries the meaning.
   */
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
          className={cx(
            'inline-flex items-center rounded-full bg-amber-50 text-amber-900 ring-1 ring-amber-200',
            compact ? 'gap-0.5 px-1.5 text-[11px] leading-4' : 'gap-1 px-2 py-0.5 text-xs',
          )}
        >
          <span aria-hidden="true">{ICONS[code]}</span>
          <span>{label(code)}</span>
        </li>
      ))}
    </ul>
  );
}
