// The filters of /tickets: state (all, unread, open, closed) and kind (all, tickets, IFM requests).
import { useTranslation } from 'react-i18next';
import {
  TICKET_KIND_FILTERS,
  TICKET_STATE_FILTERS,
  parseTicketKindFilter,
  parseTicketStateFilter,
  type TicketKindFilter,
  type TicketStateFilter,
} from '@backoffice/shared';
import { SelectField } from '../../../../components/ui/SelectField';

export interface TicketFiltersProps {
  state: TicketStateFilter;
  kind: TicketKindFilter;
  /** Called with the one filter that changed; 'all' removes it from the address. */
  onChange: (change: { state: TicketStateFilter } | { kind: TicketKindFilter }) => void;
}

export function TicketFilters({ state, kind, onChange }: TicketFiltersProps) {
  const { t } = useTranslation('tickets');
  return (
    <div className="mb-4 flex flex-wrap gap-4" role="group" aria-label={t('list.filters.label')}>
      <SelectField
        className="w-48"
        label={t('list.filters.state')}
        value={state}
        onChange={(event) => onChange({ state: parseTicketStateFilter(event.target.value) })}
        options={TICKET_STATE_FILTERS.map((value) => ({ value, label: t(`list.filters.states.${value}`) }))}
      />
      <SelectField
        className="w-48"
        label={t('list.filters.kind')}
        value={kind}
        onChange={(event) => onChange({ kind: parseTicketKindFilter(event.target.value) })}
        options={TICKET_KIND_FILTERS.map((value) => ({ value, label: t(`list.filters.kinds.${value}`) }))}
      />
    </div>
  );
}
