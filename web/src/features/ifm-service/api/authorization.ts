// Giving and removing an authorisation: exactly the fields the rules accept, the time set by the server.
import { deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import type { AuthorizedUserIdentity } from '@backoffice/shared';
import { authorizedUsersOf, refreshAuthorizedUsersCount } from './authorized-users';

/** Authorises the customer on the service in the name of `staffUid` (the signed-in user). */
export async function authorizeUser(
  serviceId: string,
  customer: AuthorizedUserIdentity,
  staffUid: string,
): Promise<void> {
  await setDoc(doc(authorizedUsersOf(serviceId), customer.uid), {
    uid: customer.uid,
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    authorized_at: serverTimestamp(),
    authorized_by: staffUid,
  });
  void refreshAuthorizedUsersCount(serviceId);
}

/** Removes the customer's authorisation on the service. */
export async function removeAuthorization(serviceId: string, uid: string): Promise<void> {
  await deleteDoc(doc(authorizedUsersOf(serviceId), uid));
  void refreshAuthorizedUsersCount(serviceId);
}
