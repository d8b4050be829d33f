// What a help screen shows when its content did not come (the client returns null, spec §8): a message and a retry.
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('help');
  return (
    <Alert tone="warning" className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </Alert>
  );
}
