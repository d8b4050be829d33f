// The account screen: profile, language and password change.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/PageHeader';
import { LanguageCard } from './LanguageCard';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';
import { useFirstData } from '../../../lib/perf';

export default function AccountScreen() {
  const { t } = useTranslation('shell');
  // Everything here comes from the session, already loaded: the screen is its data.
  useFirstData(true);
  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.subtitle')} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <ProfileCard />
        </div>
        <LanguageCard />
        <PasswordCard />
      </div>
    </>
  );
}
