// Support's controls on a ticket: its state (the moves the state machine allows) and its grade (0 worst … 5 best).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportStateOptions, type CustomerCareTicketRow, type SupportTicketState } from '@backoffice/shared';
import { SelectField } from '../../../components/ui/SelectField';
import { saveErrorKey } from '../../../components/form/errors';
import { showToast } from '../../../lib/ui-actions';
import { customerCareCall } from '../api/tickets';
import { useStateName } from './TicketBadges';

const GRADES = [0, 1, 2, 3, 4, 5] as const;

export function SupportControls({ ticket }: { ticket: CustomerCareTicketRow }) {
  const { t } = useTranslation('customerCare');
  const { t: kit } = useTranslation('kit');
  const stateName = useStateName();
  const [busy, setBusy] = useState(false);
  const change = async (update: { state?: SupportTicketState; grade?: number }) => {
    setBusy(true);
    try {
      await customerCareCall({ action: 'update', ticketId: ticket.id, ...update });
      showToast(t('detail.updated'), 'success');
    } catch (error) {
      console.error('Ticket update refused', error);
      showToast(kit(saveErrorKey(error)), 'error');
    } finally {
      setBusy(false);
    }
  };
  const states: SupportTicketState[] = [ticket.state, ...supportStateOptions(ticket.state)];

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t('fields.state')}
        value={ticket.state}
        disabled={busy || ticket.state === 'closed'}
        onChange={(event) => void change({ state: event.target.value as SupportTicketState })}
        options={states.map((state) => ({ value: state, label: stateName(state) }))}
      />
      <SelectField
        label={t('fields.grade')}
        value={String(ticket.grade)}
        disabled={busy}
        onChange={(event) => void change({ grade: Number(event.target.value) })}
        options={GRADES.map((grade) => ({ value: String(grade), label: t(`grade.levels.${grade}`) }))}
      />
    </div>
  );
}
