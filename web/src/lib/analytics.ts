// Page-view events for web analytics (spec §2: one on each route change): in the dataLayer format tag managers read,
// and stored through the API (POST /api/analytics/pageview) for the nightly aggregation behind /stats.
import { auth } from './firebase';
import { request } from './api';
import { getSessionState } from './session-state';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

/** The API's path length limit: longer paths (query strings are not sent) are cut. */
const MAX_PATH = 300;

export function trackPageView(path: string, title: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'page_view', page_path: path, page_title: title });
  const canteenId = getSessionState().active_canteen;
  // A view before a canteen is chosen (the chooser, sign-in) belongs to no canteen's figures.
  if (!auth.currentUser || !canteenId) return;
  void request('/api/analytics/pageview', {
    method: 'POST',
    token: 'body',
    body: { cid: canteenId, path: path.slice(0, MAX_PATH), title: title.slice(0, 200), app: 'backoffice' },
  }).catch(() => {
    // Analytics never disturb the user: a lost page view is only a lost page view.
  });
}
