// /combo and /combo/{servizio} (spec §2, §6 Combo): the active canteen's combos — all services, or one service's in
// position order — live, cursor-paged, searched by name and filtered by state in the URL; edit and delete.
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  COMBO_SERVICES,
  accessAllowed,
  buildPath,
  comboListQuery,
  isComboService,
  parseComboListParams,
  type ComboListParams,
  type ComboService,
} from '@backoffice/shared';
import { CrudList } from '../../../components/crud/CrudList';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { useDeletion } from '../../../components/crud/useDeletion';
import { YesNoFilterSelect } from '../../../components/crud/YesNoFilterSelect';
import { useLiveList } from '../../../components/list/useLiveList';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { useRouteParams } from '../../../lib/route-context';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { comboCurrency, comboFilters, combos, useCanteenServices, type ComboRow } from '../api/combos';
import { comboPriceText, localName } from './price';

const ALL = 'all';

export default function ComboListScreen() {
  const { t, i18n } = useTranslation('combos');
  const { t: shell } = useTranslation('shell');
  const navigate = useNavigate();
  const { servizio } = useRouteParams();
  const { role, environment } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const service: ComboService | null = isComboService(servizio) ? servizio : null;
  const unknownService = servizio !== undefined && service === null;
  const { value: params, key, apply } = useUrlState(parseComboListParams, comboListQuery);
  const list = useLiveList(
    combos.list(
      canteenId,
      { filters: comboFilters(service, params), search: params.search },
      `${service ?? ALL}:${key}`,
    ),
  );
  const services = useCanteenServices(canteenId);
  const mayWrite = accessAllowed('combos', 'create', { role, managesCanteen: true });
  const change = (next: Partial<ComboListParams>) => apply((current) => ({ ...current, ...next }));
  const deletion = useDeletion((id) => combos.remove(id), {
    title: t('delete.title'),
    message: (name) => t('delete.message', { name }),
    done: (name) => t('delete.done', { name }),
  });
  const nameOf = (row: ComboRow) => localName(row.name, i18n.language) || row.id;
  const editPath = (row: ComboRow) =>
    buildPath('/combo/:servizio/:posizione', { servizio: row.service, posizione: String(row.position) });
  const currencyOf = (tag: string) => comboCurrency(tag, services.data, canteen?.currency, environment);
  const serviceName = (tag: string) => t(`services.${tag}`);

  const columns: Column<ComboRow>[] = [
    ...(service
      ? []
      : [{ id: 'service', header: t('fields.service'), cell: (row: ComboRow) => serviceName(row.service) }]),
    { id: 'position', header: t('fields.position'), cell: (row) => row.position },
    {
      id: 'name',
      header: t('fields.name'),
      cell: (row) => (
        <Link className="font-medium text-brand-700 underline-offset-2 hover:underline" to={editPath(row)}>
          {nameOf(row)}
        </Link>
      ),
    },
    {
      id: 'items',
      header: t('fields.items'),
      cell: (row) =>
        row.items
          .map((item) => (item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name))
          .join(' + '),
    },
    {
      id: 'price',
      header: t('fields.price'),
      align: 'right',
      cell: (row) => comboPriceText(row.price, currencyOf(row.service), (count) => t('points', { count })),
    },
    {
      id: 'active',
      header: t('fields.active'),
      cell: (row) =>
        row.active ? (
          <Badge tone="success">{t('state.active')}</Badge>
        ) : (
          <Badge tone="neutral">{t('state.inactive')}</Badge>
        ),
    },
    editDeleteColumn<ComboRow>({
      t,
      nameOf,
      allowed: mayWrite,
      onEdit: (row) => void navigate(editPath(row)),
      onDelete: (row) => deletion.ask(row.id, nameOf(row)),
    }),
  ];

  const newPath = buildPath('/combo/:servizio/:posizione', { servizio: service ?? 'menu', posizione: 'new' });
  return (
    <>
      <PageHeader
        title={service ? t('titleOf', { service: serviceName(service) }) : shell('screens.combo')}
        description={t('description', { canteen: canteenName })}
        actions={
          mayWrite ? (
            <Link to={newPath} className={buttonClasses('primary')}>
              {t('actions.new')}
            </Link>
          ) : undefined
        }
      />
      {unknownService ? (
        <Alert tone="warning">{t('unknownService', { service: servizio })}</Alert>
      ) : (
        <CrudList
          t={t}
          canteenName={canteenName}
          list={list}
          columns={columns}
          search={params.search}
          onSearch={(search) => change({ search })}
          filtered={params.search !== '' || params.active !== 'all'}
          filters={
            <>
              <SelectField
                label={t('fields.service')}
                value={service ?? ALL}
                onChange={(event) => {
                  const next = event.target.value;
                  const path = next === ALL ? '/combo' : buildPath('/combo/:servizio', { servizio: next });
                  const search = comboListQuery(params).toString();
                  void navigate(search ? `${path}?${search}` : path);
                }}
                options={[
                  { value: ALL, label: t('allServices') },
                  ...COMBO_SERVICES.map((tag) => ({ value: tag, label: serviceName(tag) })),
                ]}
              />
              <YesNoFilterSelect
                label={t('fields.active')}
                value={params.active}
                onChange={(active) => change({ active })}
                texts={{ all: t('state.all'), yes: t('state.onlyActive'), no: t('state.onlyInactive') }}
              />
            </>
          }
        />
      )}
      {deletion.dialog}
    </>
  );
}
