// Which channels can reach a user (the fan-out and the composer's audience size read the same rules), and the
// audience size per channel before sending.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { AudienceReach, NotificationAudience } from '@backoffice/shared';
import { audiencePages } from './audience';

/** The user's distinct device tokens (push). */
export function pushTokensOf(data: DocumentData): string[] {
  const raw: unknown = data.fcm_tokens;
  return Array.isArray(raw) ? [...new Set(raw.filter((token): token is string => typeof token === 'string' && token !== ''))] : [];
}

/** The user's e-mail address, or null when there is none that looks like one. */
export function emailOf(data: DocumentData): string | null {
  const email: unknown = data.profile?.email;
  return typeof email === 'string' && email.includes('@') ? email : null;
}

/** The user's phone number (profile phone, then mobile, then a top-level phone), or undefined. */
export function phoneOf(data: DocumentData): string | undefined {
  return [data.profile?.phone, data.profile?.mobile, data.phone].find((value) => typeof value === 'string' && value.trim() !== '') as
    | string
    | undefined;
}

/** Walks the audience a page at a time (never a whole-collection read) and counts who each channel reaches. */
export async function audienceReach(db: Firestore, audience: NotificationAudience): Promise<AudienceReach> {
  const reach: AudienceReach = { recipients: 0, push: 0, email: 0, sms: 0, in_app: 0 };
  for await (const page of audiencePages(db, audience)) {
    for (const { data } of page) {
      reach.recipients += 1;
      reach.in_app += 1;
      if (pushTokensOf(data).length > 0) reach.push += 1;
      if (emailOf(data)) reach.email += 1;
      if (phoneOf(data)) reach.sms += 1;
    }
  }
  return reach;
}
