// One dashboard counter: its label, the figure (a skeleton while it loads, "not available" on failure), a detail line.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';

export interface StatCardProps {
  id: string;
  label: string;
  value: string | null;
  loading: boolean;
  failed: boolean;
  detail?: ReactNode;
  icon: ReactNode;
}

export function StatCard({ id, label, value, loading, failed, detail, icon }: StatCardProps) {
  const { t } = useTranslation('shell');
  return (
    <section
      aria-labelledby={`stat-${id}`}
      data-testid={`counter-${id}`}
      data-state={loading ? 'loading' : failed ? 'failed' : 'ready'}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`stat-${id}`} className="text-sm font-medium text-slate-600">
          {label}
        </h2>
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
          {icon}
        </span>
      </div>
      {loading ? (
        <Skeleton className="h-8 w-24" />
      ) : failed ? (
        <p className="text-base font-medium text-slate-600">{t('dashboard.counters.unavailable')}</p>
      ) : (
        <p className="text-3xl font-semibold tracking-tight text-slate-900" data-testid={`counter-${id}-value`}>
          {value}
        </p>
      )}
      {detail && !loading && !failed && <div className="text-xs text-slate-600">{detail}</div>}
    </section>
  );
}
