// The images of the canteen's media library (the uploads folder) a message can show: the first page, by name.
import useSWR from 'swr';
import { listFolderPage } from '../../../lib/storage';

/** Enough to choose from; the media library (/messages/media) holds and uploads the rest. */
const IMAGES_SHOWN = 48;

export function useLibraryImages(canteenId: string | null) {
  return useSWR(canteenId ? ['communications', 'images', canteenId] : null, () =>
    listFolderPage(canteenId!, 'uploads', IMAGES_SHOWN).then((page) => page.files),
  );
}
