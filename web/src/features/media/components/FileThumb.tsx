// A file's preview: images inline (lazy, sized by their box), videos as their first frame (metadata only, muted, no
// autoplay), any other type as a badge with its extension.
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { fileExtension, isImage, isVideo } from '../../../lib/file-rules';
import type { StoredFile } from '../../../lib/storage';

export function FileThumb({ file, className }: { file: StoredFile; className?: string }) {
  const { t } = useTranslation('media');
  if (isImage(file.contentType)) {
    // The name beside the picture already says what it is: alt text would only repeat it to screen readers.
    return <img src={file.url} alt="" loading="lazy" className={cx('bg-slate-100 object-contain', className)} />;
  }
  if (isVideo(file.contentType)) {
    // preload="metadata" fetches the header and first frame only; the name beside it says what it is.
    return (
      <video
        src={file.url}
        preload="metadata"
        muted
        playsInline
        aria-hidden="true"
        className={cx('bg-slate-900 object-contain', className)}
      />
    );
  }
  return (
    <div className={cx('flex items-center justify-center bg-slate-100 text-slate-700', className)} title={t('noPreview')}>
      <span className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-semibold tracking-wide" aria-hidden="true">
        {fileExtension(file.name) || '?'}
      </span>
    </div>
  );
}
