// The detail's place while the request loads: the cards' outlines, announced once as loading.
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonText } from '../../../../components/ui/Skeleton';

export function DetailSkeleton() {
  const { t } = useTranslation('ifmRequest');
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3" role="status" aria-live="polite">
      <span className="sr-only">{t('detail.loading')}</span>
      <div className="flex flex-col gap-6 lg:col-span-2">
        {[6, 3, 4].map((lines, index) => (
          <div key={index} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <Skeleton className="mb-4 h-5 w-40" />
            <SkeletonText lines={lines} />
          </div>
        ))}
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <Skeleton className="mb-4 h-5 w-32" />
        <SkeletonText lines={5} />
      </div>
    </div>
  );
}
