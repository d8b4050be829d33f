// The canteen chooser's routes (spec §2 /home, /choose-restaurant).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

export const chooserScreen = preloadable(() => import('./components/ChooserScreen'));

export const routes: FeatureRoutes = { home: chooserScreen, chooseRestaurant: chooserScreen };
