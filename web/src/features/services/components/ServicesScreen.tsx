// /services (spec §2 Services, §6 admin only): every service of every canteen by type (§3 service types), its
// currency, enabled state and hours — live, cursor-paged, filtered by type, enabled state and canteen in the URL.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  SERVICE_TYPES,
  buildPath,
  parseServiceListParams,
  serviceListQuery,
  type ServiceListParams,
} from '@backoffice/shared';
import { CrudList } from '../../../components/crud/CrudList';
import { YesNoFilterSelect } from '../../../components/crud/YesNoFilterSelect';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { servicesList, type ServiceRow } from '../api/services';
import { localText } from './texts';

export default function ServicesScreen() {
  const { t, i18n } = useTranslation('servicesAdmin');
  const { t: shell } = useTranslation('shell');
  // The list kit reads search.label, search.hint, caption and the empty states from the screen's own keys.
  const { t: listTexts } = useTranslation('servicesAdmin', { keyPrefix: 'services' });
  const previews = useSessionState((state) => state.canteens_preview);
  const { value: params, key, apply } = useUrlState(parseServiceListParams, serviceListQuery);
  const list = useLiveList(servicesList(params, key));
  const change = (next: Partial<ServiceListParams>) => apply((current) => ({ ...current, ...next }));
  const canteenName = (id: string) => previews.find((preview) => preview.id === id)?.name;

  const columns: Column<ServiceRow>[] = [
    {
      id: 'canteen',
      header: t('services.fields.canteen'),
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium">{canteenName(row.canteen_id) ?? row.canteen_id}</span>
          <span className="text-xs text-slate-600">{row.canteen_id}</span>
        </span>
      ),
    },
    { id: 'type', header: t('services.fields.type'), cell: (row) => t(`types.${row.tag}`) },
    {
      id: 'name',
      header: t('services.fields.name'),
      cell: (row) => (
        <Link
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          to={buildPath('/services/:id', { id: row.id })}
        >
          {localText(row.name, i18n.language) || row.id}
        </Link>
      ),
    },
    { id: 'currency', header: t('services.fields.currency'), cell: (row) => row.currency ?? '—' },
    {
      id: 'hours',
      header: t('services.fields.hours'),
      cell: (row) => (row.hours ? `${row.hours.from}–${row.hours.to}` : '—'),
    },
    {
      id: 'active',
      header: t('services.fields.active'),
      cell: (row) =>
        row.active === false ? (
          <Badge tone="neutral">{t('services.disabled')}</Badge>
        ) : (
          <Badge tone="success">{t('services.enabled')}</Badge>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.services')}
        description={t('services.description')}
        actions={
          <Link to={buildPath('/services/:id', { id: 'new' })} className={buttonClasses('primary')}>
            {t('services.new')}
          </Link>
        }
      />
      <CrudList
        t={listTexts}
        canteenName=""
        list={list}
        columns={columns}
        search={params.search}
        onSearch={(search) => change({ search: search.toUpperCase() })}
        filtered={params.search !== '' || params.type !== 'all' || params.active !== 'all'}
        filters={
          <>
            <SelectField
              label={t('services.fields.type')}
              value={params.type}
              onChange={(event) => change({ type: event.target.value as ServiceListParams['type'] })}
              options={[
                { value: 'all', label: t('services.allTypes') },
                ...SERVICE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
              ]}
            />
            <YesNoFilterSelect
              label={t('services.fields.active')}
              value={params.active}
              onChange={(active) => change({ active })}
              texts={{ all: t('services.allStates'), yes: t('services.onlyEnabled'), no: t('services.onlyDisabled') }}
            />
          </>
        }
      />
    </>
  );
}
