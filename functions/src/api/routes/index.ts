// Every route of the API, in the order of spec §7. The access column is the README "REST API" table.
import type { AnyRoute } from '../define-route';
import { analyticsRoutes } from './analytics';
import { canteenRoutes } from './canteens';
import { helpdeskRoutes } from './helpdesk';
import { logRoutes } from './log';
import { menuRoutes } from './menu';
import { orderRoutes } from './orders';
import { pdfRoutes } from './pdf';
import { peopleCounterRoutes } from './people-counters';
import { regExpRoutes } from './regexp';
import { uploadRoutes } from './uploads';
import { userRoutes } from './users';

export const API_ROUTES: readonly AnyRoute[] = [
  ...logRoutes,
  ...userRoutes,
  ...menuRoutes,
  ...pdfRoutes,
  ...uploadRoutes,
  ...canteenRoutes,
  ...orderRoutes,
  ...regExpRoutes,
  ...helpdeskRoutes,
  ...analyticsRoutes,
  ...peopleCounterRoutes,
];
