// Access row of static pages (spec §6 PagineStatiche: management roles, per canteen).
import { ACCESS_OPERATIONS, type CollectionAccess } from '../access-types';

export const STATIC_PAGES_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'static_pages',
    path: 'static_pages/{pageId}',
    covers: 'static pages of a canteen (title and body per language, slug, published flag)',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ACCESS_OPERATIONS,
        screens: ['PagineStatiche'],
        scope: 'canteen',
        // The id is canteen + slug (unique per canteen); created_at proves a create did not overwrite a page.
        fields: { except: ['canteen_id', 'slug', 'created_at'] },
        why: 'the id is `${canteen_id}_${slug}`: one page per slug and canteen; slug and created_at stay as created',
      },
    ],
  },
];
