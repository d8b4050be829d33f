// The request's facts (spec §2): code, current status and its date, requester, dates, place, payment, notes, options.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_NAMESPACE,
  ifmCurrentStatusDate,
  ifmRequestFieldKey,
  isIfmRequestBeyondLimit,
} from '@backoffice/shared';
import { Badge } from '../../../../components/ui/Badge';
import type { IfmRequest } from '../../api/request';
import { IfmStatusBadge } from './IfmStatusBadge';
import { MISSING, useDetailFormat } from './useDetailFormat';

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="w-48 shrink-0 text-sm font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Every option chosen on any line, each once, in order of appearance. */
export function selectedOptions(request: IfmRequest): string[] {
  return [...new Set(request.lines.flatMap((line) => line.variants))];
}

/** 'place — detail' when both exist, else whichever exists. */
function joined(main: string, detail: string): string {
  return [main, detail].filter((part) => part !== '').join(' — ') || MISSING;
}

export function RequestFacts({ request, now }: { request: IfmRequest; now: Date }) {
  const { t } = useTranslation(['ifmRequest', CATALOGUE_NAMESPACE]);
  const format = useDetailFormat();
  const overdue = isIfmRequestBeyondLimit(request, now);
  const options = selectedOptions(request);
  const statusDate = ifmCurrentStatusDate(request.history, request.status);
  const requester =
    `${request.requester.name} ${request.requester.surname}`.trim() || request.userId || MISSING;
  const serviceType =
    request.serviceType === 'ASAP'
      ? t('serviceType.asap')
      : request.serviceType === 'TIME_DEFINED'
        ? t('serviceType.timeDefined')
        : (request.serviceType ?? MISSING);
  return (
    <dl className="flex flex-col gap-3">
      <Fact label={t('fields.code')}>
        <span className="font-mono font-semibold">{request.humanId}</span>
      </Fact>
      <Fact label={t('fields.status')}>
        <span className="flex flex-wrap items-center gap-2">
          <IfmStatusBadge status={request.status} />
          {statusDate && (
            <span className="text-slate-700">
              {t('fields.statusSince', { date: format.dateTime(statusDate) })}
            </span>
          )}
        </span>
      </Fact>
      <Fact label={t('fields.requester')}>{requester}</Fact>
      <Fact label={t('fields.requestDate')}>{format.dateTime(request.requestDate)}</Fact>
      <Fact label={t(ifmRequestFieldKey('deadline'))}>
        <span className="flex flex-wrap items-center gap-2">
          <span>{format.dateTime(request.deadline)}</span>
          {overdue && <Badge tone="danger">{t('fields.overdue')}</Badge>}
        </span>
      </Fact>
      <Fact label={t(ifmRequestFieldKey('serviceType'))}>
        {serviceType}
        {request.serviceType === 'TIME_DEFINED' && request.executionDate && (
          <span className="text-slate-700">
            {' '}
            · {t('fields.scheduledFor', { date: format.dateTime(request.executionDate) })}
          </span>
        )}
      </Fact>
      {request.closeDate && <Fact label={t('fields.closeDate')}>{format.dateTime(request.closeDate)}</Fact>}
      <Fact label={t('fields.pickupPoint')}>{joined(request.pickupPoint, request.deliveryPlace)}</Fact>
      <Fact label={t('fields.paymentMethod')}>{joined(request.paymentMethod, request.costCentre)}</Fact>
      <Fact label={t(ifmRequestFieldKey('notes'))}>
        {request.notes === '' ? (
          <span className="italic text-slate-600">{t('fields.noNotes')}</span>
        ) : (
          <span className="whitespace-pre-wrap">{request.notes}</span>
        )}
      </Fact>
      <Fact label={t(ifmRequestFieldKey('options'))}>
        {options.length === 0 ? (
          <span className="italic text-slate-600">{t('fields.noOptions')}</span>
        ) : (
          options.join(', ')
        )}
      </Fact>
    </dl>
  );
}
