// The service's own facts: name, hours, currency, whether it is active and how many categories run.
import { useTranslation } from 'react-i18next';
import { localizedText } from '@backoffice/shared';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import type { ServiceSummary } from '../api/service';
import { useContentLanguage } from './language';

interface Props {
  service: ServiceSummary;
  currency: string;
  running: number;
  total: number;
}

export function ServiceSummaryCard({ service, currency, running, total }: Props) {
  const { t } = useTranslation('services');
  const language = useContentLanguage();
  const facts: Array<[string, string]> = [
    [t('catalogue.summary.name'), localizedText(service.name, language) || service.id],
    [
      t('catalogue.summary.hours'),
      service.hours ? t('catalogue.summary.hoursValue', service.hours) : t('catalogue.summary.noHours'),
    ],
    [t('catalogue.summary.currency'), currency],
    [t('catalogue.summary.categories'), t('catalogue.summary.categoriesValue', { running, total })],
  ];
  return (
    <Card
      title={t('catalogue.summary.title')}
      actions={
        <Badge tone={service.active ? 'success' : 'neutral'}>
          {t(service.active ? 'catalogue.summary.active' : 'catalogue.summary.inactive')}
        </Badge>
      }
    >
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
