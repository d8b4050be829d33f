// The auth feature's public face: signing out from anywhere (header, forced logout) and the signed-in Firebase user.
export { logOut, useAuthUser, currentIdToken } from './api/session';
