// Attachments of a help-desk message: dropped or chosen files uploaded to the canteen's customer-care folder with
// progress and cancel; the uploaded ones listed with a remove button until the message is sent.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_CARE_ATTACHMENTS_MAX, FOLDER_RULES, type CustomerCareAttachment } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { FileDropArea } from '../../../components/ui/FileDropArea';
import { UploadProgress } from '../../../components/ui/UploadProgress';
import { useFolderUploads } from '../../../lib/folder-uploads';
import type { StoredFile } from '../../../lib/storage';

const RULE = FOLDER_RULES['customer-care'];

export function AttachmentsField({
  canteenId,
  value,
  onChange,
}: {
  canteenId: string;
  value: readonly CustomerCareAttachment[];
  onChange: (update: (current: CustomerCareAttachment[]) => CustomerCareAttachment[]) => void;
}) {
  const { t } = useTranslation('customerCare');
  const added = useCallback(
    (file: StoredFile) =>
      onChange((current) => [
        ...current,
        { path: file.path, name: file.name, size: file.size, contentType: file.contentType },
      ]),
    [onChange],
  );
  const uploads = useFolderUploads(canteenId, 'customer-care', added);
  const full = value.length >= CUSTOMER_CARE_ATTACHMENTS_MAX;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.attachments')}</legend>
      {!full && (
        <FileDropArea
          multiple
          accept={RULE.contentTypes.join(',')}
          label={t('attachments.label')}
          hint={t('attachments.hint', {
            max: CUSTOMER_CARE_ATTACHMENTS_MAX,
            size: RULE.maxBytes / 1024 / 1024,
          })}
          error={uploads.problem}
          onFiles={(files) => uploads.start(files.slice(0, CUSTOMER_CARE_ATTACHMENTS_MAX - value.length))}
        />
      )}
      <UploadProgress items={uploads.items} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
      {value.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t('attachments.listLabel')}>
          {value.map((file) => (
            <li
              key={file.path}
              className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-1.5 text-sm"
            >
              <span className="truncate">{file.name}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('attachments.removeOf', { name: file.name })}
                onClick={() => onChange((current) => current.filter((each) => each.path !== file.path))}
              >
                {t('attachments.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
