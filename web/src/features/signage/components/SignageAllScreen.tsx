// /digital-signage-all (spec §6 DigitalSignageAll, admin): every screen of every canteen with its state (last seen,
// what it plays now in its canteen's time), filtered by country and canteen (kept in the URL).
import { useTranslation } from 'react-i18next';
import { ENDPOINT_PREFIXES, isScreenOnline, parseSignageAllParams, scheduleAt, signageAllQuery, toDate, type SignageAllParams } from '@backoffice/shared';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Card } from '../../../components/ui/Card';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { formatDate } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { allScreensSource, useCanteenZones, useCountryCanteens, useSchedulesOf, type AllScreenRow } from '../api/all-screens';

const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

export default function SignageAllScreen() {
  const { t, i18n } = useTranslation('signage');
  const { t: shell } = useTranslation('shell');
  const canteens = useSessionState((state) => state.canteens_preview);
  const { value: params, key, apply } = useUrlState(parseSignageAllParams, signageAllQuery);
  const countryCanteens = useCountryCanteens(params.country).data;
  const list = useLiveList(allScreensSource(params, countryCanteens, key));
  const schedules = useSchedulesOf((list.rows ?? []).map((row) => row.id)).data ?? [];
  const change = (next: Partial<SignageAllParams>) => apply((current) => ({ ...current, ...next }));
  const canteenName = (id: string) => canteens.find((canteen) => canteen.id === id)?.name ?? id;
  const zones = useCanteenZones((list.rows ?? []).map((row) => row.canteen_id)).data;
  const now = new Date();
  const zoneOf = (row: AllScreenRow) => zones?.get(row.canteen_id) ?? 'UTC';

  const columns: Column<AllScreenRow>[] = [
    { id: 'canteen', header: t('all.canteen'), cell: (row) => canteenName(row.canteen_id) },
    { id: 'name', header: t('fields.name'), cell: (row) => <span className="font-medium">{row.name}</span> },
    { id: 'place', header: t('fields.place'), cell: (row) => row.place || '–' },
    {
      id: 'state',
      header: t('all.state'),
      cell: (row) => {
        if (!row.player_uid) return t('pair.notPaired');
        return isScreenOnline(toDate(row.last_seen), now) ? t('all.online') : t('all.offline');
      },
    },
    {
      id: 'lastSeen',
      header: t('fields.lastSeen'),
      cell: (row) => {
        const seen = toDate(row.last_seen);
        return seen ? formatDate(seen, i18n.language, SHORT) : t('never');
      },
    },
    { id: 'now', header: t('fields.playingNow'), cell: (row) => scheduleAt(schedules, row.id, now, zoneOf(row))?.name ?? '–' },
  ];

  return (
    <>
      <PageHeader title={shell('screens.digitalSignageAll')} description={t('all.description')} />
      <Card className="mb-4">
        <div className="flex flex-wrap gap-4">
          <SelectField
            label={t('all.country')}
            value={params.country}
            onChange={(event) => change({ country: event.target.value as SignageAllParams['country'], canteen: '' })}
            options={[{ value: 'all', label: t('all.everyCountry') }, ...ENDPOINT_PREFIXES.map((prefix) => ({ value: prefix, label: t(`all.countries.${prefix}`) }))]}
          />
          <SelectField
            label={t('all.canteen')}
            value={params.canteen}
            onChange={(event) => change({ canteen: event.target.value })}
            options={[{ value: '', label: t('all.everyCanteen') }, ...canteens.map((canteen) => ({ value: canteen.id, label: canteen.name }))]}
          />
        </div>
      </Card>
      <ListView list={list} caption={t('all.caption')} hideCaption columns={columns} rowKey={(row) => row.id} filtered={params.country !== 'all' || params.canteen !== ''} />
    </>
  );
}
