// /customer-care/new: subject, category, a rich-text body (DOMPurify on save; the server sanitises again) and
// attachments; the server sets the creator, canteen and country.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_CARE_CATEGORIES,
  buildPath,
  customerCareTicketFormSchema,
  type CustomerCareAttachment,
} from '@backoffice/shared';
import { Form, SubmitButton } from '../../../components/form/Form';
import { RichTextInput } from '../../../components/form/RichTextInput';
import { SelectInput, TextInput } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useFirstData } from '../../../lib/perf';
import { sanitizeRichText } from '../../../lib/rich-text';
import { useSessionState } from '../../../lib/session-state';
import { customerCareCall, newMessageId } from '../api/tickets';
import { AttachmentsField } from './AttachmentsField';

export default function NewTicketScreen() {
  const { t } = useTranslation('customerCare');
  const { t: shell } = useTranslation('shell');
  const navigate = useNavigate();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const form = useSchemaForm(customerCareTicketFormSchema, {
    subject: '',
    category: undefined,
    htmlBody: '',
  });
  const [attachments, setAttachments] = useState<CustomerCareAttachment[]>([]);
  // One id per request being written: a retried send after a lost answer is recognised, not doubled.
  const [messageId] = useState(newMessageId);
  useFirstData(true);

  return (
    <>
      <PageHeader
        title={shell('screens.customerCareNew')}
        description={t('new.description', { canteen: canteenName })}
        actions={
          <Link to="/customer-care" className={buttonClasses('secondary')}>
            {t('actions.back')}
          </Link>
        }
      />
      <Card>
        <Form
          form={form}
          successMessage={t('new.sent')}
          onSubmit={async (values) => {
            if (!canteenId) return;
            const { ticketId } = await customerCareCall({
              action: 'create',
              canteenId,
              messageId,
              subject: values.subject,
              category: values.category,
              htmlBody: sanitizeRichText(values.htmlBody),
              attachments,
            });
            form.reset(form.getValues());
            void navigate(buildPath('/customer-care/details/:id', { id: ticketId }));
          }}
        >
          <TextInput name="subject" label={t('fields.subject')} required maxLength={200} />
          <SelectInput
            name="category"
            label={t('fields.category')}
            required
            placeholder={t('new.chooseCategory')}
            options={CUSTOMER_CARE_CATEGORIES.map((category) => ({
              value: category,
              label: t(`categories.${category}`),
            }))}
          />
          <RichTextInput name="htmlBody" label={t('fields.body')} required preview={false} />
          {canteenId && (
            <AttachmentsField canteenId={canteenId} value={attachments} onChange={setAttachments} />
          )}
          <div>
            <SubmitButton>{t('actions.send')}</SubmitButton>
          </div>
        </Form>
      </Card>
    </>
  );
}
