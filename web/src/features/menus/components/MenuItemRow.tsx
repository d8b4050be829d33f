// One recipe on the day's menu: drag handle (pointer and keyboard), name and allergens, points and euro saved on
// change, info, delete (without confirmation, spec §2).
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSortable } from '@dnd-kit/sortable';
import {
  MAX_RECOMMENDED_FOOD_PATHS,
  exceedsRecommendedFoodPaths,
  foodPathsOf,
  menuItemKey,
  type MenuRecipe,
} from '@backoffice/shared';
import { AllergenList } from '../../../components/ui/AllergenList';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { cx } from '../../../components/ui/cx';
import { FoodPathsDialog } from './FoodPathsDialog';

export interface MenuItemActions {
  editable: boolean;
  onPrices: (key: string, prices: { points?: number; euro?: number }) => void;
  onDelete: (key: string) => void;
  onInfo: (item: MenuRecipe) => void;
  /** The day shown: food paths are kept per day (spec §3). */
  day: string;
  /** Every food path the day's recipes use (what the paths selector offers). */
  dayPaths: readonly string[];
  onPaths: (key: string, paths: string[]) => void;
}

/** A price field that saves when it loses focus or on Enter; a bad value is shown and not saved. */
function PriceField({
  label,
  value,
  step,
  disabled,
  onSave,
}: {
  label: string;
  value: number;
  step: string;
  disabled: boolean;
  onSave: (value: number) => void;
}) {
  const { t } = useTranslation('menus');
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);
  const parsed = Number(text.replace(',', '.'));
  const invalid = text.trim() === '' || !Number.isFinite(parsed) || parsed < 0;
  const commit = () => {
    if (draft === null || invalid) return;
    setDraft(null);
    if (parsed !== value) onSave(parsed);
  };
  return (
    <TextField
      label={label}
      className="w-24"
      inputMode="decimal"
      type="text"
      step={step}
      value={text}
      disabled={disabled}
      error={draft !== null && invalid ? t('item.invalidPrice') : null}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

export function MenuItemRow({
  item,
  name,
  allergens,
  actions,
}: {
  item: MenuRecipe;
  name: string;
  allergens: readonly number[];
  actions: MenuItemActions;
}) {
  const { t } = useTranslation('menus');
  const key = menuItemKey(item);
  const [editingPaths, setEditingPaths] = useState(false);
  const paths = foodPathsOf(item, actions.day);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: key,
    disabled: !actions.editable,
  });
  return (
    <li
      ref={setNodeRef}
      data-menu-item={item.recipe_id}
      style={{
        transform: transform
          ? `translate3d(${transform.x}px, ${transform.y}px, 0)`
          : undefined,
        transition: transition,
      }}
      className={cx(
        'flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2',
        isDragging && 'z-10 shadow-lg ring-2 ring-slate-400',
      )}
    >
      {actions.editable && (
        <button
          type="button"
          className="cursor-grab rounded px-1 text-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2"
          aria-label={t('item.drag', { name })}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
      )}
      <div className="min-w-48 flex-1">
        <p className="font-medium text-slate-900">{name}</p>
        <AllergenList codes={allergens} compact />
        {paths.length > 0 && (
          <p className="mt-1 text-xs text-slate-700" data-food-paths>
            {t('paths.label')}: {paths.join(', ')}
            {exceedsRecommendedFoodPaths(paths.length) && (
              <span className="ml-2 font-medium text-amber-800">{t('paths.tooMany', { max: MAX_RECOMMENDED_FOOD_PATHS })}</span>
            )}
          </p>
        )}
      </div>
      <PriceField
        label={t('item.points')}
        value={item.points}
        step="1"
        disabled={!actions.editable}
        onSave={(points) => actions.onPrices(key, { points })}
      />
      <PriceField
        label={t('item.euro')}
        value={item.euro}
        step="0.01"
        disabled={!actions.editable}
        onSave={(euro) => actions.onPrices(key, { euro })}
      />
      {/* The visible word starts the accessible name (axe label-content-name-mismatch); the dish completes it. */}
      <Button variant="ghost" size="sm" onClick={() => actions.onInfo(item)}>
        {t('item.infoShort')}
        <span className="sr-only"> {name}</span>
      </Button>
      {actions.editable && (
        <Button variant="ghost" size="sm" onClick={() => setEditingPaths(true)}>
          {t('paths.button')}
          <span className="sr-only"> {name}</span>
        </Button>
      )}
      {editingPaths && (
        <FoodPathsDialog
          name={name}
          current={paths}
          offered={actions.dayPaths}
          onClose={() => setEditingPaths(false)}
          onSave={(next) => {
            setEditingPaths(false);
            actions.onPaths(key, next);
          }}
        />
      )}
      {actions.editable && (
        <Button variant="danger" size="sm" onClick={() => actions.onDelete(key)}>
          {t('item.deleteShort')}
          <span className="sr-only"> {name}</span>
        </Button>
      )}
    </li>
  );
}
