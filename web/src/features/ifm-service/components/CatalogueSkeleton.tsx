// The catalogue's place while the service, its categories and products load.
import { Skeleton, SkeletonText } from '../../../components/ui/Skeleton';

export function CatalogueSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <Skeleton className="h-28 w-full rounded-xl" />
      {[0, 1].map((section) => (
        <div key={section} className="rounded-xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-5 w-1/3" />
          <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
            {[0, 1].map((card) => (
              <SkeletonText key={card} lines={4} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
