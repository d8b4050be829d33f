// The authorised-users tab of any service (spec §2 Services screen: search users by first name, last name or e-mail,
// authorise, list, and a message when none is authorised yet): the one component /utenti-servizi (IFM) and the shop
// and coffee-break screens' "Authorised users" tab show.
import { AuthorizedUsersTable } from './AuthorizedUsersTable';
import { CustomerSearchCard } from './CustomerSearchCard';

export interface AuthorizedUsersPanelProps {
  /** The canteen whose customers the search offers. */
  canteenId: string;
  serviceId: string;
  /** Search, authorise and remove; without it the list is read-only. */
  mayManage: boolean;
}

export function AuthorizedUsersPanel({ canteenId, serviceId, mayManage }: AuthorizedUsersPanelProps) {
  return (
    <div className="space-y-6">
      {mayManage && <CustomerSearchCard canteenId={canteenId} serviceId={serviceId} />}
      <AuthorizedUsersTable serviceId={serviceId} mayManage={mayManage} />
    </div>
  );
}
