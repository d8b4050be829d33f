// The combos' routes (spec §2 /combo, /combo/{servizio}, /combo/{servizio}/{posizione}; §6 Combo) and /seats.
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

const list = preloadable(() => import('./components/ComboListScreen'));

export const routes: FeatureRoutes = {
  combo: list,
  comboService: list,
  comboPosition: preloadable(() => import('./components/ComboEditorScreen')),
  seats: preloadable(() => import('./components/SeatsScreen')),
};
