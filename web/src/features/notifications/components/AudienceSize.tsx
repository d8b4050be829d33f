// How many users the audience reaches and how many each chosen channel can reach (push token, e-mail, phone), asked
// of the server (notificationAudienceSize) whenever the audience changes.
import useSWR from 'swr';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { composerAudience, type ComposerInput } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatCount } from '../../../lib/format';
import { audienceSize } from '../api/notifications';

const CHANNELS = ['push', 'email', 'sms', 'in_app'] as const;

export function AudienceSize() {
  const { t } = useTranslation('notifications');
  const [audienceType, canteenId, roles, uids, channels] = useWatch<ComposerInput>({
    name: ['audienceType', 'canteenId', 'roles', 'uids', 'channels'],
  }) as [ComposerInput['audienceType'], string, ComposerInput['roles'], string[], ComposerInput['channels']];
  const audience = composerAudience({ audienceType, canteenId, roles, uids });
  const reach = useSWR(audience ? ['notifications', 'audience-size', JSON.stringify(audience)] : null, () => audienceSize(audience!), {
    revalidateOnFocus: false,
  });
  const data = reach.data;
  return (
    <section aria-labelledby="audience-size" className="flex flex-col gap-2" aria-busy={reach.isLoading || undefined}>
      <h3 id="audience-size" className="text-sm font-semibold text-slate-900">
        {t('audienceSize.title')}
      </h3>
      {!audience ? (
        <p className="text-sm text-slate-700">{t('audienceSize.incomplete')}</p>
      ) : reach.error ? (
        <Alert tone="error">{t('audienceSize.error')}</Alert>
      ) : !data ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
          <div>
            <dt className="text-slate-600">{t('audienceSize.recipients')}</dt>
            <dd className="font-semibold" data-testid="reach-recipients">
              {formatCount(data.recipients)}
            </dd>
          </div>
          {CHANNELS.map((channel) => (
            <div key={channel}>
              <dt className={channels.includes(channel) ? 'font-semibold text-slate-900' : 'text-slate-600'}>{t(`channels.${channel}`)}</dt>
              <dd className="font-semibold" data-testid={`reach-${channel}`}>
                {formatCount(data[channel])}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
