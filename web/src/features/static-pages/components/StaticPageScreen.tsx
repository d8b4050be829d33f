// /static-pages/{id} (spec §6 PagineStatiche): one page of the active canteen in the editor; /static-pages/new an empty one.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NEW_STATIC_PAGE_ID } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SkeletonText } from '../../../components/ui/Skeleton';
import { useRouteParams } from '../../../lib/route-context';
import { useSessionState } from '../../../lib/session-state';
import { staticPages } from '../api/static-pages';
import { StaticPageEditor } from './StaticPageEditor';
import { useFirstData } from '../../../lib/perf';

function Problem({ message }: { message: string }) {
  const { t } = useTranslation('staticPages');
  return (
    <>
      <PageHeader title={t('screens.staticPage', { ns: 'shell' })} />
      <Alert tone="warning">{message}</Alert>
      <Link to="/static-pages" className={buttonClasses('secondary', 'md', 'mt-4')}>
        {t('editor.backToList')}
      </Link>
    </>
  );
}

export default function StaticPageScreen() {
  const { t } = useTranslation('staticPages');
  const { id = '' } = useRouteParams();
  const canteenId = useSessionState((state) => state.active_canteen);
  const isNew = id === NEW_STATIC_PAGE_ID;
  const { data: page, error } = staticPages.useOne(isNew || id === '' ? null : id);
  useFirstData(isNew || page !== undefined || error !== undefined);

  if (!canteenId) return null;
  if (isNew) return <StaticPageEditor key="new" canteenId={canteenId} id={null} page={null} />;
  if (error) return <Problem message={t('editor.loadError')} />;
  if (page === undefined) {
    return (
      <>
        <PageHeader title={t('screens.staticPage', { ns: 'shell' })} />
        <SkeletonText lines={8} />
      </>
    );
  }
  // Pages are managed inside the active canteen: a page of another one is not opened here.
  if (page === null || !id.startsWith(`${canteenId}_`)) return <Problem message={t('editor.notFound')} />;
  return <StaticPageEditor key={id} canteenId={canteenId} id={id} page={page} />;
}
