// The tabs of a service screen, kept in the address (?tab=products&category=…) so reload and links restore them.
export const SERVICE_TABS = ['categories', 'products', 'hours', 'users'] as const;
export type ServiceTab = (typeof SERVICE_TABS)[number];

export interface ServiceScreenQuery {
  tab: ServiceTab;
  /** The category the products tab shows ('' = all). */
  category: string;
}

export function parseServiceScreenQuery(query: URLSearchParams): ServiceScreenQuery {
  const tab = query.get('tab');
  return {
    tab: (SERVICE_TABS as readonly string[]).includes(tab ?? '') ? (tab as ServiceTab) : 'categories',
    category: query.get('category')?.trim() ?? '',
  };
}

export function serviceScreenQuery(value: ServiceScreenQuery): URLSearchParams {
  const query = new URLSearchParams();
  if (value.tab !== 'categories') query.set('tab', value.tab);
  if (value.category) query.set('category', value.category);
  return query;
}
