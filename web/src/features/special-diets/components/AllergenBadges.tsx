// A diet's excluded allergens as small labels, named in the UI language.
import type { AllergenCode } from '@backoffice/shared';
import { Badge } from '../../../components/ui/Badge';
import { useAllergenName } from './AllergenPicker';

export function AllergenBadges({ codes }: { codes: readonly AllergenCode[] }) {
  const allergenName = useAllergenName();
  return (
    <ul className="flex flex-wrap gap-1">
      {codes.map((code) => (
        <li key={code}>
          <Badge tone="warning">{allergenName(code)}</Badge>
        </li>
      ))}
    </ul>
  );
}
