// The uploads of one canteen folder (media library, ticket attachments): checked against the shared limits first, then sent with progress, cancel and outcome.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileFolder } from '@backoffice/shared';
import type { UploadItem } from '../components/ui/UploadProgress';
import { checkFile, fileProblemMessage } from './file-rules';
import { uploadFile, storageFailure, type StoredFile, type UploadHandle } from './storage';

export interface FolderUploads {
  items: UploadItem[];
  /** The refusal of the last files chosen (type, size, name), in the user's language; null when they were fine. */
  problem: string | null;
  start: (files: File[]) => void;
  cancel: (id: string) => void;
  dismiss: (id: string) => void;
}

let nextId = 0;

export function useFolderUploads(canteenId: string, folder: FileFolder, onUploaded: (file: StoredFile) => void): FolderUploads {
  const { t } = useTranslation('files');
  const [items, setItems] = useState<UploadItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const handles = useRef(new Map<string, UploadHandle>());

  // Leaving the screen or the folder stops what is still running: nothing half-done stays behind (screens.md).
  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.cancel();
      running.clear();
    };
  }, [canteenId, folder]);

  const update = (id: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const start = useCallback(
    (files: File[]) => {
      const problems = files.flatMap((file) => {
        const found = checkFile(folder, file);
        return found ? [fileProblemMessage(found, t)] : [];
      });
      // One refused file refuses the whole choice: nothing is uploaded until every file fits.
      setProblem(problems.length > 0 ? problems.join(' ') : null);
      if (problems.length > 0) return;
      for (const file of files) {
        nextId += 1;
        const id = `upload-${nextId}`;
        setItems((current) => [...current, { id, name: file.name, percent: 0, state: 'running' }]);
        const handle = uploadFile(canteenId, folder, file, (percent) => update(id, { percent }));
        handles.current.set(id, handle);
        handle.done.then(
          (stored) => {
            update(id, { state: 'done', percent: 100 });
            onUploaded(stored);
          },
          (error: unknown) => {
            const failure = storageFailure(error);
            update(id, failure.code === 'cancelled' ? { state: 'cancelled' } : { state: 'failed', error: t(`errors.${failure.code}`) });
          },
        );
        void handle.done.finally(() => handles.current.delete(id)).catch(() => undefined);
      }
    },
    [canteenId, folder, onUploaded, t],
  );

  return {
    items,
    problem,
    start,
    cancel: (id) => handles.current.get(id)?.cancel(),
    dismiss: (id) => setItems((current) => current.filter((item) => item.id !== id)),
  };
}
