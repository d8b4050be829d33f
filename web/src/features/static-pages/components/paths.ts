// Where a static page opens: /static-pages/{id} (and /static-pages/new for an empty editor).
import { buildPath } from '@backoffice/shared';

export const pagePath = (id: string) => buildPath('/static-pages/:id', { id });
