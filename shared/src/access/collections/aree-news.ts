// Access row of news areas (spec §6).
import { type CollectionAccess } from '../access-types';

export const AREE_NEWS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'aree_news',
    path: 'aree_news/{areaId}',
    covers: 'news areas of a canteen',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ['get', 'list'],
        screens: ['Comunicazioni', 'CopiaStrutturaComunicazioni'],
        scope: 'canteen',
      },
      {
        to: 'staff',
        ops: ['create', 'update', 'delete'],
        screens: ['CopiaStrutturaComunicazioni'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
        why: 'the structure of communications is organised at /messages/organize (CopiaStrutturaComunicazioni)',
      },
    ],
  },
];
