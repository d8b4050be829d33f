// The frame of the canteen set-up screens: header with a way back, the loading, error and not-found states of the
// canteen document, then the screen's content.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';

export function BackToDashboard() {
  const { t } = useTranslation('servicesAdmin');
  return (
    <Link to="/" className={buttonClasses('secondary')}>
      {t('common.backToDashboard')}
    </Link>
  );
}

/** The loading / error / missing states of a read, else `children(data)`. */
export function Loaded<T>({
  title,
  read,
  missing,
  children,
}: {
  title: string;
  read: { data?: T | null; error?: unknown };
  missing: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('servicesAdmin');
  const frame = (body: ReactNode) => (
    <>
      <PageHeader title={title} actions={<BackToDashboard />} />
      {body}
    </>
  );
  if (read.error) return frame(<Alert tone="error">{t('common.loadError')}</Alert>);
  if (read.data === undefined) return frame(<Skeleton className="h-64" />);
  if (read.data === null) return frame(<Alert tone="warning">{missing}</Alert>);
  return <>{children(read.data)}</>;
}
