// The signage player's public face (spec §9 digital-signage base address): a page of this site outside the signed-in
// shell, with no back-office sign-in, loaded as its own chunk only at that address.
import { env } from '../../config/env';

/** Whether an address is the player's (the configured base path or below it). */
export function isSignagePlayerPath(pathname: string, base: string = env.VITE_SIGNAGE_PATH): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export const loadSignagePlayer = () => import('./player/PlayerApp');
