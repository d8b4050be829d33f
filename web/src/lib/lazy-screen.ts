// Lazily loaded screens that can be fetched ahead of time: what every feature's routes.ts declares per route id.
import { createElement, lazy, useState, type ComponentType } from 'react';
import { withChunkTimeout } from './chunk-load';

type ScreenModule = { default: ComponentType };

export interface LazyScreen {
  Screen: ComponentType;
  /** Fetches the screen's chunk now (e.g. while signing in), so opening it shows no loading flash. */
  preload: () => Promise<unknown>;
}

/** Route id (shared/src routes table) → the screen a feature renders for it. */
export type FeatureRoutes = Readonly<Record<string, LazyScreen>>;

/**
 * A lazy screen that can be fetched ahead of time. Once fetched it renders directly instead of suspending, so
 * moving to it shows no Loading... flash (React delays revealing suspended content by up to 300 ms). A chunk that
 * has not arrived after the §9 chunk-load timeout fails into the route's error boundary instead of loading forever.
 */
export function preloadable(importScreen: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ComponentType | null = null;
  const load = withChunkTimeout(importScreen);
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  // Chosen once per mount: switching from Lazy to the loaded component later would remount the screen.
  const Screen = () => {
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component);
  };
  return { Screen, preload };
}
