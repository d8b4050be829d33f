// What a failed screen shows instead of itself: no details (spec §8), a way to reload.
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button';

export function ErrorFallback() {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="mx-auto my-16 flex max-w-md flex-col items-center gap-3 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{t('errorBoundary.title')}</h1>
      <p className="text-sm text-slate-600">{t('errorBoundary.text')}</p>
      <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
    </div>
  );
}
