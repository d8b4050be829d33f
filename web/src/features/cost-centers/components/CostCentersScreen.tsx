// /cost-centers (spec §6 CentriCosto): the canteen's cost centres — live list, search, filter, create, edit, delete.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accessAllowed,
  costCenterListQuery,
  parseCostCenterListParams,
  type CostCenterListParams,
} from '@backoffice/shared';
import { useLiveList } from '../../../components/list/useLiveList';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { CrudList } from '../../../components/crud/CrudList';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { YesNoFilterSelect } from '../../../components/crud/YesNoFilterSelect';
import type { Column } from '../../../components/ui/DataTable';
import type { ResourceRecord } from '../../../lib/data/resource';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { refreshCustomPriceLists } from '../../chooser';
import { useSession } from '../../session';
import { costCenterFilters, costCenters } from '../api/cost-centers';
import { CostCenterDrawer, type CostCenterEditing } from './CostCenterDrawer';
import { CostCenterImport } from './CostCenterImport';
import type { CostCenterForm } from '@backoffice/shared';

type Row = ResourceRecord<CostCenterForm>;

export default function CostCentersScreen() {
  const { t } = useTranslation('costCenters');
  const { t: shell } = useTranslation('shell');
  const { role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: params, key, apply } = useUrlState(parseCostCenterListParams, costCenterListQuery);
  const list = useLiveList(
    costCenters.list(canteenId, { filters: costCenterFilters(params), search: params.search }, key),
  );
  const [editing, setEditing] = useState<CostCenterEditing | null>(null);
  const [importing, setImporting] = useState(false);
  // The rules decide; the screen offers only what they allow (hidden, not disabled).
  const mayWrite = accessAllowed('cost_centers', 'create', { role, managesCanteen: true });
  const afterChange = () => canteenId && refreshCustomPriceLists(canteenId).catch(() => undefined);
  const deletion = useDeletion(
    async (id) => {
      await costCenters.remove(id);
      void afterChange();
    },
    {
      title: t('delete.title'),
      message: (name) => t('delete.message', { name }),
      done: (name) => t('delete.done', { name }),
    },
  );
  // From the latest state, not the render's: two changes before a re-render both land.
  const change = (next: Partial<CostCenterListParams>) => apply((current) => ({ ...current, ...next }));

  const columns: Column<Row>[] = [
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{row.name}</span> },
    { id: 'code', header: t('fields.code'), cell: (row) => row.code || '—' },
    {
      id: 'priceList',
      header: t('fields.useAsCustomPriceList'),
      cell: (row) =>
        row.useAsCustomPriceList ? <Badge tone="info">{t('priceList.yes')}</Badge> : t('priceList.no'),
    },
    editDeleteColumn<Row>({
      t,
      nameOf: (row: Row) => row.name,
      allowed: mayWrite,
      onEdit: (row) => setEditing({ id: row.id, values: row }),
      onDelete: (row) => deletion.ask(row.id, row.name),
    }),
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.costCenters')}
        description={t('description', { canteen: canteenName })}
        actions={
          mayWrite ? (
            <>
              <Button variant="secondary" onClick={() => setImporting(true)}>
                {t('actions.import')}
              </Button>
              <Button onClick={() => setEditing({ id: null, values: null })}>{t('actions.new')}</Button>
            </>
          ) : undefined
        }
      />
      <CrudList
        t={t}
        canteenName={canteenName}
        list={list}
        columns={columns}
        search={params.search}
        onSearch={(search) => change({ search })}
        filtered={params.search !== '' || params.priceList !== 'all'}
        filters={
          <>
            <YesNoFilterSelect
              label={t('fields.useAsCustomPriceList')}
              value={params.priceList}
              onChange={(priceList) => change({ priceList })}
              texts={{ all: t('priceList.all'), yes: t('priceList.onlyYes'), no: t('priceList.onlyNo') }}
            />
          </>
        }
      />
      {canteenId && mayWrite && (
        <CostCenterImport
          canteenId={canteenId}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={() => void afterChange()}
        />
      )}
      {canteenId && (
        <CostCenterDrawer
          canteenId={canteenId}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => void afterChange()}
        />
      )}
      {deletion.dialog}
    </>
  );
}
