// Page-view events for web analytics (spec §2: one on each route change), in the dataLayer format tag managers read.
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export function trackPageView(path: string, title: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'page_view', page_path: path, page_title: title });
}
