// One folder of the library: the drop area and uploads (for roles that may write it), its files, show more, delete.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFolder } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { FileDeleteDialog } from '../../../components/ui/FileDeleteDialog';
import { FileDropArea } from '../../../components/ui/FileDropArea';
import { UploadProgress } from '../../../components/ui/UploadProgress';
import { acceptOf, folderHint } from '../../../lib/file-rules';
import { showToast } from '../../../lib/ui-actions';
import { deleteFile, storageFailure, type StoredFile } from '../../../lib/storage';
import { useFolderFiles } from '../api/folder-files';
import { useFolderUploads } from '../../../lib/folder-uploads';
import { FileGrid, FileGridSkeleton } from './FileGrid';
import { FileTable } from './FileTable';
import type { MediaView } from './ViewSwitch';
import { useFirstData } from '../../../lib/perf';

export interface FolderPanelProps {
  canteenId: string;
  folder: FileFolder;
  view: MediaView;
  /** What the role may change here (the storage rules say the same); what it may not is hidden, not disabled. */
  may: { upload: boolean; remove: boolean };
}

export function FolderPanel({ canteenId, folder, view, may }: FolderPanelProps) {
  const { t } = useTranslation('media');
  const { t: files } = useTranslation('files');
  const { t: common } = useTranslation('common');
  const folderName = files(`folders.${folder}`);
  const listing = useFolderFiles(canteenId, folder);
  useFirstData(listing.files !== undefined || listing.error !== undefined);
  const { refresh } = listing;
  const onUploaded = useCallback(
    (stored: StoredFile) => {
      showToast(t('uploaded', { name: stored.name }), 'success');
      void refresh();
    },
    [refresh, t],
  );
  const uploads = useFolderUploads(canteenId, folder, onUploaded);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDeletion = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteFile(deleting.path);
      showToast(t('deleted', { name: deleting.name }), 'success');
    } catch (error) {
      const failure = storageFailure(error);
      showToast(
        failure.code === 'unknown'
          ? t('deleteFailed', { name: deleting.name })
          : files(`errors.${failure.code}`),
        'error',
      );
    } finally {
      setBusy(false);
      setDeleting(null);
      void refresh();
    }
  };

  const copyLink = async (file: StoredFile) => {
    try {
      await navigator.clipboard.writeText(file.url);
      showToast(t('copied'), 'success');
    } catch (error) {
      console.error('Link not copied', error);
      showToast(t('copyFailed'), 'error');
    }
  };

  const actions = {
    onCopy: (file: StoredFile) => void copyLink(file),
    onDelete: may.remove ? setDeleting : undefined,
  };

  const content = () => {
    if (listing.error) {
      return (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('loadError')}</span>
            <Button size="sm" variant="secondary" onClick={() => void refresh()}>
              {common('actions.retry')}
            </Button>
          </div>
        </Alert>
      );
    }
    if (!listing.files) return <FileGridSkeleton />;
    if (listing.files.length === 0) {
      return (
        <EmptyState
          title={t('empty.title', { folder: folderName })}
          description={may.upload ? t('empty.hint') : t('empty.readOnly')}
        />
      );
    }
    return view === 'list' ? (
      <FileTable files={listing.files} folderName={folderName} {...actions} />
    ) : (
      <FileGrid files={listing.files} {...actions} />
    );
  };

  return (
    <div className="space-y-5">
      {may.upload ? (
        <>
          <FileDropArea
            label={t('uploadTo', { folder: folderName })}
            accept={acceptOf(folder)}
            multiple
            hint={folderHint(folder, files)}
            error={uploads.problem}
            onFiles={uploads.start}
          />
          <UploadProgress items={uploads.items} onCancel={uploads.cancel} onDismiss={uploads.dismiss} />
        </>
      ) : (
        <Alert tone="info">{t('readOnly')}</Alert>
      )}
      {content()}
      {listing.files && listing.files.length > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
          <span aria-live="polite">{t('shown', { count: listing.files.length })}</span>
          {listing.hasMore && (
            <Button variant="secondary" busy={listing.loadingMore} onClick={listing.loadMore}>
              {t('loadMore')}
            </Button>
          )}
        </div>
      )}
      <FileDeleteDialog
        fileName={deleting?.name ?? null}
        busy={busy}
        onConfirm={() => void confirmDeletion()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
