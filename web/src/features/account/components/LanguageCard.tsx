// The account's language: applied at once, then stored as the user's active_language (spec §3, §4).
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '@backoffice/shared';
import { Card } from '../../../components/ui/Card';
import { SelectField } from '../../../components/ui/SelectField';
import { currentLanguage, switchLanguage } from '../../../i18n';
import { updateSessionState } from '../../../lib/session-state';
import { showToast } from '../../../lib/ui-actions';
import { saveActiveLanguage } from '../../session';
import { useSession } from '../../session';

export function LanguageCard() {
  const { t, i18n } = useTranslation('shell');
  const { uid } = useSession();
  const change = async (language: string) => {
    await switchLanguage(language);
    updateSessionState({ locale: currentLanguage() });
    try {
      await saveActiveLanguage(uid, language);
      showToast(i18n.getFixedT(language, 'shell')('account.language.saved'), 'success');
    } catch (error) {
      console.error('Language not stored', error);
      showToast(i18n.getFixedT(language, 'shell')('account.language.error'), 'error');
    }
  };
  return (
    <Card title={t('account.language.title')}>
      <SelectField
        label={t('account.language.label')}
        value={currentLanguage()}
        onChange={(event) => void change(event.target.value)}
        options={UI_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
      />
    </Card>
  );
}
