// /utenti-servizi: the authorised users of the active canteen's IFM service (spec §2).
import { AuthorizedUsersScreen } from './AuthorizedUsersScreen';

export default function ServiceUsersScreen() {
  return <AuthorizedUsersScreen tag="ifm" routeId="serviceUsers" />;
}
