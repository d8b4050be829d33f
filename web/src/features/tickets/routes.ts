// The ticket screens (spec §2 /tickets, the thread detail by id or by IFM request, /tickets-status).
import { preloadable, type FeatureRoutes } from '../../lib/lazy-screen';

const detail = preloadable(() => import('./components/TicketDetailScreen'));

export const routes: FeatureRoutes = {
  tickets: preloadable(() => import('./components/TicketsScreen')),
  ticketDetails: detail,
  ticketDetailsIfm: detail,
  ticketsStatus: preloadable(() => import('./components/TicketsStatusScreen')),
};
