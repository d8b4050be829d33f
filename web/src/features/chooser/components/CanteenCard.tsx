// One canteen in the chooser: logo (or the fallback), id and name cut to 27 + '...' past 30 characters (spec §2).
import { useTranslation } from 'react-i18next';
import { truncateCanteenName } from '@backoffice/shared';
import { Badge } from '../../../components/ui/Badge';
import { cx } from '../../../components/ui/cx';
import type { CanteenPreview } from '../../../lib/session-state';
import { CanteenLogo } from '../../../components/ui/CanteenLogo';

export interface CanteenCardProps {
  canteen: CanteenPreview;
  active: boolean;
  onChoose: (id: string) => void;
  compact?: boolean;
}

export function CanteenCard({ canteen, active, onChoose, compact = false }: CanteenCardProps) {
  const { t } = useTranslation('shell');
  const shown = truncateCanteenName(canteen.name);
  return (
    <button
      type="button"
      onClick={() => onChoose(canteen.id)}
      title={canteen.name}
      data-canteen-id={canteen.id}
      className={cx(
        'group flex w-full flex-col overflow-hidden rounded-xl border bg-white text-left shadow-sm transition',
        'hover:-translate-y-0.5 hover:shadow-md motion-reduce:hover:translate-y-0',
        active ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <span className={cx('flex w-full items-center justify-center bg-slate-50 p-3', compact ? 'h-16' : 'h-24')}>
        <CanteenLogo src={canteen.logo} name={canteen.name} alt="" className={cx('h-full w-full rounded-lg', compact ? 'max-w-32' : 'max-w-48')} />
      </span>
      <span className="flex flex-1 flex-col gap-1 border-t border-slate-100 px-4 py-3">
        <span className="flex items-center justify-between gap-2">
          <span className="font-mono text-xs font-medium text-slate-600">{canteen.id}</span>
          {active && <Badge tone="brand">{t('chooser.active')}</Badge>}
        </span>
        <span className="text-sm font-semibold text-slate-900">{shown}</span>
        {shown !== canteen.name && <span className="sr-only">{canteen.name}</span>}
      </span>
    </button>
  );
}
