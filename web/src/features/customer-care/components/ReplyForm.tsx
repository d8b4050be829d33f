// A reply to a ticket: rich text and attachments, sent through the callable (support's reply e-mails the requester).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerCareReplyFormSchema, type CustomerCareAttachment } from '@backoffice/shared';
import { Form, SubmitButton } from '../../../components/form/Form';
import { RichTextInput } from '../../../components/form/RichTextInput';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { sanitizeRichText } from '../../../lib/rich-text';
import { customerCareCall, newMessageId } from '../api/tickets';
import { AttachmentsField } from './AttachmentsField';

export function ReplyForm({ ticketId, canteenId }: { ticketId: string; canteenId: string }) {
  const { t } = useTranslation('customerCare');
  const form = useSchemaForm(customerCareReplyFormSchema, { htmlBody: '' });
  const [attachments, setAttachments] = useState<CustomerCareAttachment[]>([]);
  // A new id after each reply sent; the same one while a send is retried.
  const [messageId, setMessageId] = useState(newMessageId);

  return (
    <Form
      form={form}
      successMessage={t('detail.replySent')}
      onSubmit={async (values) => {
        await customerCareCall({
          action: 'reply',
          ticketId,
          messageId,
          htmlBody: sanitizeRichText(values.htmlBody),
          attachments,
        });
        form.reset({ htmlBody: '' });
        setAttachments([]);
        setMessageId(newMessageId());
      }}
    >
      <RichTextInput name="htmlBody" label={t('detail.reply')} required preview={false} />
      <AttachmentsField canteenId={canteenId} value={attachments} onChange={setAttachments} />
      <div>
        <SubmitButton>{t('actions.reply')}</SubmitButton>
      </div>
    </Form>
  );
}
