// /ordini/lista-spesa (ListaSpesa, admin; issue 17): for a range of service days, the ingredients the kitchen needs —
// the orders' dishes (cancelled ones left out) × each recipe's quantities per portion — summed per ingredient and
// unit, grouped by supplier; live as orders arrive, printable, exportable through the kit. Range in the URL. Days whose
// meals are not ordered in advance take expected covers (per day, for one occasion of the menu): each course's dishes
// share them (shared expectedCoverPortions; shared/DECISIONS.md), added to the ordered portions.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SHOPPING_COVERS_MAX,
  addPortions,
  dishPortions,
  expectedCoverPortions,
  normalizeLanguage,
  parseMenuStructure,
  parseShoppingCovers,
  parseShoppingRange,
  shoppingCoversQuery,
  shoppingList,
  shoppingListColumns,
  structureName,
  type ShoppingIngredient,
  type ShoppingLine,
} from '@backoffice/shared';
import { ExportPanel } from '../../../components/export/ExportPanel';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DateField } from '../../../components/ui/DateTimeFields';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import { formatCount, formatQuantity } from '../../../lib/format';
import { useFirstData } from '../../../lib/perf';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { SHOPPING_LIST_ORDER_LIMIT, useMenuDays, useRangeOrders, useRecipesWithIngredients } from '../api/orders';
import { useOrderFormat } from './useOrderFormat';

type Range = { from: string; to: string; occasion: string; covers: Record<string, number> };

/** The days of a range, 'YYYY-MM-DD'. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

function parseRange(query: URLSearchParams, today: Date): Range {
  const range = parseShoppingRange(query, today);
  return { ...range, occasion: query.get('occasion') ?? '', covers: parseShoppingCovers(query, range) };
}

function RangeForm({
  applied,
  occasions,
  onApply,
}: {
  applied: Range;
  occasions: Array<{ value: string; label: string }>;
  onApply: (range: Range) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const days = daysOf(draft.from, draft.to <= draft.from ? draft.from : draft.to).slice(0, 31);
  const dayLabel = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  return (
    <Card title={t('filters.title')} className="print:hidden">
      <form
        onSubmit={submit}
        noValidate
        aria-label={t('filters.title')}
        className="flex flex-wrap items-end gap-4"
      >
        <DateField
          label={t('filters.from')}
          name="from"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <DateField
          label={t('filters.to')}
          name="to"
          value={draft.to}
          min={draft.from}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        {occasions.length > 0 && (
          <fieldset className="flex w-full flex-col gap-3">
            <legend className="text-sm font-semibold text-slate-900">{t('shopping.covers.title')}</legend>
            <p className="text-sm text-slate-600">{t('shopping.covers.hint')}</p>
            <SelectField
              label={t('shopping.covers.occasion')}
              name="occasion"
              className="max-w-xs"
              value={draft.occasion || occasions[0]!.value}
              onChange={(event) => setDraft({ ...draft, occasion: event.target.value })}
              options={occasions}
            />
            <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7">
              {days.map((day) => (
                <TextField
                  key={day}
                  label={dayLabel(day)}
                  name={`covers-${day}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={SHOPPING_COVERS_MAX}
                  step={1}
                  value={draft.covers[day] ? String(draft.covers[day]) : ''}
                  onChange={(event) => {
                    const count = Math.min(SHOPPING_COVERS_MAX, Math.max(0, Math.floor(Number(event.target.value) || 0)));
                    setDraft({ ...draft, covers: { ...draft.covers, [day]: count } });
                  }}
                />
              ))}
            </div>
          </fieldset>
        )}
        <Button type="submit">{t('filters.apply')}</Button>
      </form>
    </Card>
  );
}

export default function ShoppingListScreen() {
  const { t, i18n } = useTranslation(['orders', 'shell']);
  const canteenId = useSessionState((state) => state.active_canteen);
  const [today] = useState(() => new Date());
  const canteen = useSessionState((state) => state.active_canteen_data);
  const parse = useCallback((query: URLSearchParams) => parseRange(query, today), [today]);
  const serialise = useCallback((range: Range) => {
    const query = new URLSearchParams({ from: range.from, to: range.to });
    const covers = shoppingCoversQuery(range.covers);
    if (covers) {
      query.set('covers', covers);
      if (range.occasion) query.set('occasion', range.occasion);
    }
    return query;
  }, []);
  const { value: range, key, apply } = useUrlState(parse, serialise);
  const language = normalizeLanguage(i18n.language);
  const occasions = useMemo(
    () =>
      parseMenuStructure(canteen?.menu_structure).occasions.map((occasion) => ({
        value: occasion.id,
        label: structureName(occasion, occasion.id, language),
      })),
    [canteen?.menu_structure, language],
  );
  const occasion = range.occasion || occasions[0]?.value || '';
  const coverDays = Object.keys(range.covers);
  const menus = useMenuDays(canteenId, coverDays);
  const orders = useRangeOrders(canteenId, range.from, range.to);
  const expected = useMemo(() => {
    const days = Object.keys(range.covers);
    if (days.length === 0) return new Map<string, number>();
    if (!menus.data) return undefined;
    return addPortions(
      ...days.map((day) => expectedCoverPortions(menus.data!.get(day) ?? [], occasion, range.covers[day] ?? 0)),
    );
  }, [menus.data, occasion, range.covers]);
  const portions = useMemo(
    () => (orders.data && expected ? addPortions(dishPortions(orders.data.rows), expected) : undefined),
    [orders.data, expected],
  );
  const expectedTotal = expected ? [...expected.values()].reduce((a, b) => a + b, 0) : 0;
  const recipes = useRecipesWithIngredients(portions ? [...portions.keys()] : undefined);
  const list = useMemo(() => {
    if (!portions || !recipes.data) return undefined;
    const language = i18n.language.slice(0, 2);
    const ingredients = new Map<string, ShoppingIngredient>(
      [...recipes.data.ingredients].map(([id, ingredient]) => [
        id,
        {
          name: ingredient.names[language] || ingredient.names.it || ingredient.names.en || id,
          supplier: ingredient.supplier,
        },
      ]),
    );
    return shoppingList(portions, recipes.data.recipes, ingredients);
  }, [portions, recipes.data, i18n.language]);
  const error = orders.error ?? recipes.error ?? (menus.error as Error | undefined);
  useFirstData(list !== undefined || error !== undefined);
  const noSupplier = t('shopping.noSupplier');
  const columns = useMemo(() => shoppingListColumns(noSupplier), [noSupplier]);
  const readRows = useCallback(async () => list?.lines ?? [], [list]);
  const groups = useMemo(() => {
    const bySupplier = new Map<string, ShoppingLine[]>();
    for (const line of list?.lines ?? [])
      bySupplier.set(line.supplier, [...(bySupplier.get(line.supplier) ?? []), line]);
    return [...bySupplier.entries()];
  }, [list]);
  const format = useOrderFormat();
  const quantity = (line: ShoppingLine) => `${formatQuantity(line.quantity)} ${line.unit}`;
  const dayText = (day: string) => format.day(new Date(`${day}T12:00:00Z`));

  return (
    <>
      <PageHeader
        title={t('screens.shoppingList', { ns: 'shell' })}
        description={t('shopping.subtitle', { from: dayText(range.from), to: dayText(range.to) })}
        actions={
          <Button variant="secondary" onClick={() => window.print()} disabled={!list}>
            {t('shopping.print')}
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <RangeForm
          key={key}
          applied={{ ...range, occasion }}
          occasions={occasions}
          onApply={(next) => {
            const bounded = parseShoppingRange(new URLSearchParams({ from: next.from, to: next.to }), today);
            const covers = Object.fromEntries(
              Object.entries(next.covers).filter(([day, count]) => count > 0 && day >= bounded.from && day <= bounded.to),
            );
            apply({ ...bounded, occasion: next.occasion, covers });
          }}
        />
        {error ? (
          <Alert tone="error">{t('shopping.loadError')}</Alert>
        ) : !list ? (
          <Skeleton className="h-64 w-full" />
        ) : list.lines.length === 0 ? (
          <EmptyState title={t('shopping.emptyTitle')} description={t('shopping.emptyDescription')} />
        ) : (
          <>
            {orders.data?.cut && (
              <Alert tone="warning">
                {t('shopping.cut', { limit: formatCount(SHOPPING_LIST_ORDER_LIMIT) })}
              </Alert>
            )}
            <div className="print:hidden">
              <ExportPanel
                columns={columns}
                readRows={readRows}
                fileName={['lista-spesa', canteenId ?? '', range.from, range.to]}
                total={list.lines.length}
                sheetName={t('screens.shoppingList', { ns: 'shell' })}
                startLabel={t('shopping.export')}
              />
            </div>
            <p
              className="text-sm text-slate-700"
              data-testid="shopping-portions"
              data-portions={[...list.portions.values()].reduce((a, b) => a + b, 0)}
            >
              {t('shopping.portions', { count: [...list.portions.values()].reduce((a, b) => a + b, 0) })}
              {expectedTotal > 0 && ` ${t('shopping.covers.included', { count: expectedTotal })}`}
              {list.withoutRecipe.length > 0 &&
                ` ${t('shopping.withoutRecipe', { count: list.withoutRecipe.length })}`}
            </p>
            {groups.map(([supplier, lines]) => (
              <Card key={supplier || '-'} title={supplier || noSupplier}>
                <table className="w-full text-sm" data-testid={`supplier-${supplier || 'none'}`}>
                  <caption className="sr-only">{supplier || noSupplier}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="py-1 text-left">
                        {t('shopping.columns.ingredient')}
                      </th>
                      <th scope="col" className="py-1 text-right">
                        {t('shopping.columns.quantity')}
                      </th>
                      <th scope="col" className="py-1 text-right">
                        {t('shopping.columns.portions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((line) => (
                      <tr key={`${line.ingredientId}|${line.unit}`} className="border-t border-slate-100">
                        <td className="py-1">{line.ingredient}</td>
                        <td className="py-1 text-right tabular-nums">{quantity(line)}</td>
                        <td className="py-1 text-right tabular-nums">{formatCount(line.portions)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Card>
            ))}
          </>
        )}
      </div>
    </>
  );
}
