// The media library of the active canteen (spec §2 /messages/media, §9 folders): a tab per folder, grid or list.
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MEDIA_FOLDERS } from '@backoffice/shared';

type MediaFolder = (typeof MEDIA_FOLDERS)[number];
import { EmptyState } from '../../../components/ui/EmptyState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Tabs } from '../../../components/ui/Tabs';
import { folderPermissions } from '../../../lib/file-rules';
import { useSessionState } from '../../../lib/session-state';
import { useQueryPatch } from '../../../lib/url-state';
import { useSession } from '../../session';
import { FolderPanel } from './FolderPanel';
import { ViewSwitch, type MediaView } from './ViewSwitch';

const isFolder = (value: string | null): value is MediaFolder => MEDIA_FOLDERS.includes(value as MediaFolder);

export default function MediaLibraryScreen() {
  // One call for every namespace the screen reads: a language switch loads them together, not one after another.
  useTranslation(['media', 'files', 'shell']);
  const { t } = useTranslation('media');
  const { t: files } = useTranslation('files');
  const { t: shell } = useTranslation('shell');
  const { role } = useSession();
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const [params] = useSearchParams();
  // Folder and display live in the query string: reload, back and a shared link restore them (screens.md "Lists").
  const folderParam = params.get('folder');
  const folder: MediaFolder = isFolder(folderParam) ? folderParam : MEDIA_FOLDERS[0];
  const view: MediaView = params.get('view') === 'list' ? 'list' : 'grid';

  // A new history entry per change (back returns to the previous folder); null leaves the default out.
  const setQuery = useQueryPatch({ replace: false, fallback: null });

  const canteenName = typeof canteen?.name === 'string' && canteen.name !== '' ? canteen.name : (canteenId ?? '');

  return (
    <>
      <PageHeader
        title={shell('screens.messagesMedia')}
        description={canteenId ? t('description', { canteen: canteenName }) : undefined}
        actions={<ViewSwitch value={view} onChange={(next) => setQuery({ view: next === 'grid' ? null : next })} />}
      />
      {!canteenId ? (
        <EmptyState title={t('noCanteen')} />
      ) : (
        <Tabs
          selectedIndex={MEDIA_FOLDERS.indexOf(folder)}
          onChange={(index) => setQuery({ folder: index === 0 ? null : (MEDIA_FOLDERS[index] ?? null) })}
          tabs={MEDIA_FOLDERS.map((each) => ({
            id: each,
            label: files(`folders.${each}`),
            content: (
              <FolderPanel key={`${canteenId}/${each}`} canteenId={canteenId} folder={each} view={view} may={folderPermissions(each, role)} />
            ),
          }))}
        />
      )}
    </>
  );
}
