// The files of one folder of the active canteen, a page at a time ("show more"), refreshed after uploads and deletions.
import useSWRInfinite from 'swr/infinite';
import type { FileFolder } from '@backoffice/shared';
import { listFolderPage, type FilePage, type StoredFile } from '../../../lib/storage';

/** Files per page: a few rows of the grid, and the metadata requests a page costs stay few. */
export const MEDIA_PAGE_SIZE = 24;

type PageKey = readonly ['media', string, FileFolder, string | undefined];

export interface FolderFiles {
  files: StoredFile[] | undefined;
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Reads the folder again (after an upload or a deletion). */
  refresh: () => Promise<unknown>;
}

export function useFolderFiles(canteenId: string | null, folder: FileFolder): FolderFiles {
  const getKey = (index: number, previous: FilePage | null): PageKey | null => {
    if (!canteenId) return null;
    if (index > 0 && !previous?.nextPageToken) return null;
    return ['media', canteenId, folder, index === 0 ? undefined : previous?.nextPageToken];
  };
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite(
    getKey,
    ([, canteen, inFolder, token]: PageKey) => listFolderPage(canteen, inFolder, MEDIA_PAGE_SIZE, token),
    // Download tokens in the URLs do not expire; a refocus need not re-read every page.
    { revalidateOnFocus: false, revalidateFirstPage: true },
  );
  const last = data?.at(-1);
  return {
    files: data?.flatMap((page) => page.files),
    error,
    hasMore: Boolean(last?.nextPageToken),
    loadingMore: isValidating && data !== undefined && data.length < size,
    loadMore: () => void setSize(size + 1),
    refresh: () => mutate(),
  };
}
