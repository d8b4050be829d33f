// A screen a later release builds: its translated title and a note that it is not available yet.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useCurrentRoute } from '../../../lib/route-context';

export default function PlaceholderScreen() {
  const { t } = useTranslation('shell');
  const { route } = useCurrentRoute();
  return (
    <>
      <PageHeader title={t(`screens.${route.id}`)} />
      <EmptyState
        title={t('placeholder.title')}
        description={t('placeholder.text')}
        icon={
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6" aria-hidden="true">
            <path strokeLinecap="round" strokeLinejoin="round" d="M11.4 3.6l-8 14A1.6 1.6 0 004.8 20h14.4a1.6 1.6 0 001.4-2.4l-8-14a.8.8 0 00-1.2 0zM12 9v4m0 3h.01" />
          </svg>
        }
        action={
          <Link to="/dashboard" className={buttonClasses('secondary')}>
            {t('placeholder.toDashboard')}
          </Link>
        }
      />
    </>
  );
}
