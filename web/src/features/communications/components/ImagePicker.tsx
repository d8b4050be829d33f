// The message's image, chosen from the canteen's media library (uploads folder); its download address is stored.
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFieldError } from '../../../components/form';
import { SelectField } from '../../../components/ui/SelectField';
import { useLibraryImages } from '../api/images';

export function ImagePicker({ canteenId, name, label }: { canteenId: string; name: string; label: string }) {
  const { t } = useTranslation('communications');
  const { field } = useController({ name });
  const error = useFieldError(name);
  const images = useLibraryImages(canteenId);
  const value = typeof field.value === 'string' ? field.value : '';
  const files = images.data ?? [];
  // A stored address that is no longer in the first page of the library still shows as chosen.
  const options = [
    ...files.map((file) => ({ value: file.url, label: file.name })),
    ...(value !== '' && !files.some((file) => file.url === value) ? [{ value, label: t('form.currentImage') }] : []),
  ];
  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={label}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        placeholder={t('form.noImage')}
        options={options}
        error={error ?? (images.error ? t('form.imagesUnavailable') : null)}
        hint={
          <Link to="/messages/media" className="underline">
            {t('form.openMedia')}
          </Link>
        }
      />
      {value !== '' && <img src={value} alt={t('form.imagePreview')} className="max-h-32 w-fit rounded border border-slate-200 object-contain" />}
    </div>
  );
}
