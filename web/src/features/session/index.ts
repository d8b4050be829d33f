// The session feature's public face: what other features may use (the signed-in user's role and canteens, saves).
export { SessionContext, useSession, type Session } from './context';
export { saveActiveLanguage, saveVisitedCanteens } from './api/user';
