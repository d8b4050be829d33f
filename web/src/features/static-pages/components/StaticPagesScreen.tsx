// /static-pages (spec §6 PagineStatiche): the canteen's static pages — live list, search on title or slug, published
// filter, a new page, edit in the page editor, delete with confirmation.
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  NEW_STATIC_PAGE_ID,
  accessAllowed,
  parseStaticPageListParams,
  staticPageListQuery,
  staticPageTitle,
  type StaticPageListParams,
} from '@backoffice/shared';
import { useLiveList } from '../../../components/list/useLiveList';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { CrudList } from '../../../components/crud/CrudList';
import { useDeletion } from '../../../components/crud/useDeletion';
import { Badge } from '../../../components/ui/Badge';
import { buttonClasses } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { YesNoFilterSelect } from '../../../components/crud/YesNoFilterSelect';
import type { Column } from '../../../components/ui/DataTable';
import type { ResourceRecord } from '../../../lib/data/resource';
import { formatDate } from '../../../lib/format';
import { useSessionState } from '../../../lib/session-state';
import { useUrlState } from '../../../lib/url-state';
import { useSession } from '../../session';
import { staticPageFilters, staticPages, type StaticPageDoc } from '../api/static-pages';
import { pagePath } from './paths';

type Row = ResourceRecord<StaticPageDoc>;

export default function StaticPagesScreen() {
  const { t, i18n } = useTranslation('staticPages');
  const { t: shell } = useTranslation('shell');
  const { role } = useSession();
  const navigate = useNavigate();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const { value: params, key, apply } = useUrlState(parseStaticPageListParams, staticPageListQuery);
  const list = useLiveList(
    staticPages.list(canteenId, { filters: staticPageFilters(params), search: params.search }, key),
  );
  // The rules decide; the screen offers only what they allow (hidden, not disabled).
  const mayWrite = accessAllowed('static_pages', 'create', { role, managesCanteen: true });
  const deletion = useDeletion((id) => staticPages.remove(id), {
    title: t('delete.title'),
    message: (name) => t('delete.message', { name }),
    done: (name) => t('delete.done', { name }),
  });
  // From the latest state, not the render's: two changes before a re-render both land.
  const change = (next: Partial<StaticPageListParams>) => apply((current) => ({ ...current, ...next }));
  const titleOf = (row: Row) => staticPageTitle(row.title, i18n.language)?.text ?? row.slug;

  const columns: Column<Row>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      cell: (row) => {
        const title = staticPageTitle(row.title, i18n.language);
        return (
          <span className="flex flex-wrap items-center gap-2">
            <Link
              to={pagePath(row.id)}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {title?.text ?? row.slug}
            </Link>
            {title && title.language !== i18n.language && (
              <Badge tone="warning">{t('missingTranslation', { code: i18n.language })}</Badge>
            )}
          </span>
        );
      },
    },
    { id: 'slug', header: t('fields.slug'), cell: (row) => <code className="text-xs">{row.slug}</code> },
    {
      id: 'published',
      header: t('fields.published'),
      cell: (row) =>
        row.published ? (
          <Badge tone="success">{t('published.yes')}</Badge>
        ) : (
          <Badge>{t('published.no')}</Badge>
        ),
    },
    {
      id: 'updated',
      header: t('fields.updated'),
      cell: (row) =>
        row.updated_at
          ? formatDate(row.updated_at, i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
          : '—',
    },
    editDeleteColumn<Row>({
      t,
      nameOf: titleOf,
      allowed: mayWrite,
      onEdit: (row) => void navigate(pagePath(row.id)),
      onDelete: (row) => deletion.ask(row.id, titleOf(row)),
    }),
  ];

  return (
    <>
      <PageHeader
        title={shell('screens.staticPages')}
        description={t('description', { canteen: canteenName })}
        actions={
          mayWrite ? (
            <Link to={pagePath(NEW_STATIC_PAGE_ID)} className={buttonClasses('primary')}>
              {t('actions.new')}
            </Link>
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
        filtered={params.search !== '' || params.published !== 'all'}
        filters={
          <>
            <YesNoFilterSelect
              label={t('fields.published')}
              value={params.published}
              onChange={(published) => change({ published })}
              texts={{ all: t('published.all'), yes: t('published.onlyYes'), no: t('published.onlyNo') }}
            />
          </>
        }
      />
      {deletion.dialog}
    </>
  );
}
