// Access rows of web analytics (spec §3 analytics metrics, §6 Stats): raw page views and visitors stay on the
// server; the daily figures are read by the admin-only Stats screen.
import { type CollectionAccess } from '../access-types';

export const ANALYTICS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'analytics_daily',
    path: 'analytics_daily/{dayScope}',
    covers: 'daily web-analytics and order figures per canteen, country and in all',
    canteen: null,
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        roles: ['admin'],
        scope: 'global',
        why: 'read by /stats, an admin-only screen (spec §6 Stats)',
      },
    ],
    decisions: ['written only by the nightly aggregateAnalytics job (and the seed)'],
  },
  {
    id: 'analytics_events',
    path: 'analytics_events/{eventId}',
    covers: 'raw page views',
    canteen: null,
    owner: null,
    grants: [],
    decisions: ['written by the API (POST /api/analytics/pageview), read by the nightly job only'],
  },
  {
    id: 'analytics_visitors',
    path: 'analytics_visitors/{scopeUid}',
    covers: 'the first day each scope saw a visitor (new users)',
    canteen: null,
    owner: null,
    grants: [],
    decisions: ['functions only (the nightly job)'],
  },
];
