// The autosave state, announced politely: saving…, saved, or not saved.
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import type { AutosaveStatus } from './useAutosave';

const TONES = { idle: 'neutral', saving: 'info', saved: 'success', error: 'danger' } as const;

export function SaveStatus({ status }: { status: AutosaveStatus }) {
  const { t } = useTranslation('menus');
  return (
    <span role="status" aria-live="polite" data-save-status={status}>
      <Badge tone={TONES[status]}>{t(`save.${status}`)}</Badge>
    </span>
  );
}
