// Shop settings (spec §3 Shop setting): a text per language shown at checkout, which replaces (disables) the customer
// app's date and time pickers.
import { useTranslation } from 'react-i18next';
import { formTexts, shopSettingsFormSchema } from '@backoffice/shared';
import {
  CheckboxInput,
  Form,
  SubmitButton,
  TranslatableFields,
  useSchemaForm,
} from '../../../components/form';
import { Card } from '../../../components/ui/Card';
import { updateShopSettings } from '../api/catalogue-writes';

function storedSettings(settings: unknown) {
  const { checkout_text_enabled: enabled, checkout_text: text } = (settings ?? {}) as Record<string, unknown>;
  return { checkout_text_enabled: enabled === true, checkout_text: formTexts(text) };
}

export function ShopSettingsCard({
  serviceId,
  settings,
  mayManage,
}: {
  serviceId: string;
  settings: unknown;
  mayManage: boolean;
}) {
  const { t } = useTranslation('shop');
  const stored = storedSettings(settings);
  return (
    <Card title={t('settings.title')}>
      {mayManage ? (
        <SettingsForm key={JSON.stringify(stored)} serviceId={serviceId} stored={stored} />
      ) : (
        <p className="text-sm">{t(stored.checkout_text_enabled ? 'settings.on' : 'settings.off')}</p>
      )}
    </Card>
  );
}

function SettingsForm({
  serviceId,
  stored,
}: {
  serviceId: string;
  stored: ReturnType<typeof storedSettings>;
}) {
  const { t } = useTranslation('shop');
  const form = useSchemaForm(shopSettingsFormSchema, stored);
  return (
    <Form
      form={form}
      successMessage={t('settings.saved')}
      onSubmit={(values) => updateShopSettings(serviceId, values)}
    >
      <CheckboxInput
        name="checkout_text_enabled"
        label={t('settings.enabled')}
        hint={t('settings.enabledHint')}
        variant="switch"
      />
      <TranslatableFields fields={[{ name: 'checkout_text', label: t('settings.text'), maxLength: 200 }]} />
      <div>
        <SubmitButton />
      </div>
    </Form>
  );
}
