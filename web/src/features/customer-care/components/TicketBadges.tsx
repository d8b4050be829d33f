// A ticket's state (name from the shared catalogue) and grade as badges.
import { useTranslation } from 'react-i18next';
import { CATALOGUE_NAMESPACE, type SupportTicketState } from '@backoffice/shared';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';

const STATE_TONES: Readonly<Record<SupportTicketState, BadgeTone>> = {
  open: 'info',
  waiting: 'warning',
  solved: 'success',
  closed: 'neutral',
};

export function useStateName(): (state: SupportTicketState) => string {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  return (state) => t(`statuses.supportTicket.${state}`);
}

export function StateBadge({ state }: { state: SupportTicketState }) {
  const name = useStateName();
  return (
    <span data-state={state}>
      <Badge tone={STATE_TONES[state]} className="whitespace-nowrap">
        {name(state)}
      </Badge>
    </span>
  );
}

/** Grade 0 (worst) … 5 (best), spec §3: the colder the tone, the calmer the ticket. */
export function GradeBadge({ grade }: { grade: number }) {
  const { t } = useTranslation('customerCare');
  const tone: BadgeTone = grade <= 1 ? 'danger' : grade <= 3 ? 'warning' : 'neutral';
  return (
    <span data-grade={grade}>
      <Badge tone={tone} className="whitespace-nowrap">
        {t('grade.value', { grade })}
      </Badge>
    </span>
  );
}
