// The product's picture (spec §3 Product image; issue 16): the kit's file upload into the canteen's products folder
// with progress and cancel; the form keeps the file's download address, saved with the product. Remove clears it.
import { useCallback } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FOLDER_RULES, type ProductFormInput } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { FileDropArea } from '../../../components/ui/FileDropArea';
import { UploadProgress } from '../../../components/ui/UploadProgress';
import { useFolderUploads } from '../../../lib/folder-uploads';
import type { StoredFile } from '../../../lib/storage';

const RULE = FOLDER_RULES.products;

/** A stored picture the form can show and keep: an address (seeded or uploaded) or an older inline data URL. */
const shown = (image: string | undefined) => (image && /^(https?:|data:image\/)/.test(image) ? image : '');

export function ProductImageField({ canteenId, storedImage }: { canteenId: string; storedImage?: string }) {
  const { t } = useTranslation('shop');
  const { setValue } = useFormContext<ProductFormInput>();
  const image = useWatch<ProductFormInput, 'image'>({ name: 'image' });
  // Untouched, the form leaves `image` out and the stored picture (maybe a data URL) stays.
  const current = image === undefined ? shown(storedImage) : image;
  const uploaded = useCallback(
    (file: StoredFile) => setValue('image', file.url, { shouldDirty: true, shouldValidate: true }),
    [setValue],
  );
  const uploads = useFolderUploads(canteenId, 'products', uploaded);

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.image')}</legend>
      {current !== '' && (
        <div className="flex items-end gap-3">
          <img
            src={current}
            alt={t('image.preview')}
            className="size-24 rounded border border-slate-200 object-cover"
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setValue('image', '', { shouldDirty: true, shouldValidate: true })}
          >
            {t('image.remove')}
          </Button>
        </div>
      )}
      <FileDropArea
        accept={RULE.contentTypes.join(',')}
        label={t('image.upload')}
        hint={t('image.hint', { size: RULE.maxBytes / 1024 / 1024 })}
        error={uploads.problem}
        onFiles={(files) => uploads.start(files.slice(0, 1))}
      />
      <UploadProgress items={uploads.items} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
    </fieldset>
  );
}
