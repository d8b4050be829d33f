// /ordini/lista-spesa (ListaSpesa, admin; issue 17): for a range of service days, the ingredients the kitchen needs —
// the orders' dishes (cancelled ones left out) × each recipe's quantities per portion — summed per ingredient and
// unit, grouped by supplier; live as orders arrive, printable, exportable through the kit. Range in the URL.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dishPortions,
  parseShoppingRange,
  shoppingList,
  shoppingListColumns,
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
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatCount } from '../../../lib/format';
import { useFirstData } from '../../../lib/perf';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { SHOPPING_LIST_ORDER_LIMIT, useRangeOrders, useRecipesWithIngredients } from '../api/orders';

type Range = { from: string; to: string };

function RangeForm({ applied, onApply }: { applied: Range; onApply: (range: Range) => void }) {
  const { t } = useTranslation('orders');
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
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
        <Button type="submit">{t('filters.apply')}</Button>
      </form>
    </Card>
  );
}

export default function ShoppingListScreen() {
  const { t, i18n } = useTranslation(['orders', 'shell']);
  const canteenId = useSessionState((state) => state.active_canteen);
  const [today] = useState(() => new Date());
  const parse = useCallback((query: URLSearchParams) => parseShoppingRange(query, today), [today]);
  const serialise = useCallback((range: Range) => new URLSearchParams(range), []);
  const { value: range, key, apply } = useUrlState(parse, serialise);
  const orders = useRangeOrders(canteenId, range.from, range.to);
  const portions = useMemo(() => (orders.data ? dishPortions(orders.data.rows) : undefined), [orders.data]);
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
  const error = orders.error ?? recipes.error;
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
  const quantity = (line: ShoppingLine) =>
    `${line.quantity.toLocaleString(i18n.language, { maximumFractionDigits: 2 })} ${line.unit}`;

  return (
    <>
      <PageHeader
        title={t('screens.shoppingList', { ns: 'shell' })}
        description={t('shopping.subtitle', { from: range.from, to: range.to })}
        actions={
          <Button variant="secondary" onClick={() => window.print()} disabled={!list}>
            {t('shopping.print')}
          </Button>
        }
      />
      <div className="flex flex-col gap-6">
        <RangeForm
          key={key}
          applied={range}
          onApply={(next) => apply(parseShoppingRange(new URLSearchParams(next), today))}
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
