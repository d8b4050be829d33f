// One table of figures per group (ISO week, canteen or country): tickets, shares within target, median and p90.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlaFigures } from '@backoffice/shared';
import { DataTable, type Column } from '../../../components/ui/DataTable';
import { formatCount } from '../../../lib/format';
import { formatHours, formatShare } from './format';

export interface FiguresRow {
  key: string;
  label: ReactNode;
  figures: SlaFigures;
}

export function FiguresTable({ caption, groupHeader, rows }: { caption: string; groupHeader: string; rows: readonly FiguresRow[] }) {
  const { t } = useTranslation('customerCareSla');
  const number = (id: string, header: string, value: (figures: SlaFigures) => string): Column<FiguresRow> => ({
    id,
    header,
    align: 'right',
    cell: (row) => <span className="tabular-nums">{value(row.figures)}</span>,
  });
  const columns: Column<FiguresRow>[] = [
    { id: 'group', header: groupHeader, cell: (row) => <span className="font-medium">{row.label}</span> },
    number('tickets', t('table.tickets'), (f) => formatCount(f.tickets)),
    number('withinTarget', t('table.withinTarget'), (f) => formatShare(f.withinTargetShare)),
    number('firstResponseShare', t('table.firstResponseShare'), (f) => formatShare(f.firstResponse.withinTargetShare)),
    number('firstResponseMedian', t('table.firstResponseMedian'), (f) => formatHours(f.firstResponse.medianMinutes)),
    number('firstResponseP90', t('table.firstResponseP90'), (f) => formatHours(f.firstResponse.p90Minutes)),
    number('resolutionShare', t('table.resolutionShare'), (f) => formatShare(f.resolution.withinTargetShare)),
    number('resolutionMedian', t('table.resolutionMedian'), (f) => formatHours(f.resolution.medianMinutes)),
    number('resolutionP90', t('table.resolutionP90'), (f) => formatHours(f.resolution.p90Minutes)),
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.key} empty={t('empty.title')} />;
}
