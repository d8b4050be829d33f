// The media library's route (spec §2 /messages/media).
import i18n from '../../i18n';
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

/** The screen's texts are fetched with its chunk, not one namespace after another once it renders. */
const MEDIA_NAMESPACES = ['media', 'files'];

export const routes: FeatureRoutes = {
  messagesMedia: preloadable(() =>
    Promise.all([import('./components/MediaLibraryScreen'), i18n.loadNamespaces(MEDIA_NAMESPACES)]).then(([screen]) => screen),
  ),
};
