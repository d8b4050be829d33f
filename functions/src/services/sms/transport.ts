// The SMS adapter: Twilio's REST API through its official SDK in production, a recording transport under the emulator.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type TwilioResponse from 'twilio/lib/http/response';

export interface SmsTransport {
  /** Sends one text message; rejects when the provider refuses it (an SmsSendError says whether a retry can help). */
  send(message: { to: string; text: string }, context: { deliveryId: string }): Promise<{ id: string }>;
}

/** A refusal of the provider; `permanent` when sending the same message again can never succeed. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code: number | null,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** True for an error no retry can fix (an SmsSendError marked permanent); anything else is retried with backoff. */
export function isPermanentSendError(error: unknown): boolean {
  return error instanceof SmsSendError && error.permanent;
}

/**
 * Twilio error codes that no retry fixes: the number is invalid (21211), not a mobile (21614), has opted out (21610),
 * is in a region the account may not reach (21408), or the message is one Twilio will never send (21617 too long,
 * 21606 sender not SMS-capable). Rate limits (HTTP 429, code 20429), 5xx and network errors are retried.
 */
export const TWILIO_PERMANENT_CODES: readonly number[] = [21211, 21408, 21606, 21610, 21614, 21617];

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio phone number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** Tests only: every request goes to this origin instead of api.twilio.com (a local recorder of the REST API). */
  baseUrl?: string;
}

/** Maps a Twilio RestException (status, code, message) or a network error to an SmsSendError. */
export function twilioSendError(error: unknown): SmsSendError {
  const failure = error as { status?: unknown; code?: unknown; message?: unknown };
  const status = typeof failure.status === 'number' ? failure.status : null;
  const code = typeof failure.code === 'number' ? failure.code : null;
  const text = typeof failure.message === 'string' && failure.message ? failure.message : String(error);
  const permanent = status !== 429 && code !== null && TWILIO_PERMANENT_CODES.includes(code);
  const label = [status !== null ? `HTTP ${status}` : null, code !== null ? `Twilio ${code}` : null].filter(Boolean).join(', ');
  return new SmsSendError(label ? `${label}: ${text}` : text, permanent, code, status);
}

/** The SDK's own request client with the origin swapped, so the SDK's encoding, auth and error parsing are what run. */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: URL) {
    super({ autoRetry: false });
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>): Promise<TwilioResponse<TData>> {
    const uri = new URL(options.uri);
    uri.protocol = this.origin.protocol;
    uri.host = this.origin.host;
    return super.request<TData>({ ...options, uri: uri.href });
  }
}

/** Production: one Messages.create call per SMS (POST /2010-04-01/Accounts/{sid}/Messages.json). */
export function twilioSmsTransport(options: TwilioOptions): SmsTransport {
  const client = twilio(options.accountSid, options.authToken, {
    autoRetry: false,
    ...(options.baseUrl ? { httpClient: new RedirectedRequestClient(new URL(options.baseUrl)) } : {}),
  });
  const sender = options.from.startsWith('MG') ? { messagingServiceSid: options.from } : { from: options.from };
  return {
    async send(message) {
      try {
        const sent = await client.messages.create({ to: message.to, body: message.text, ...sender });
        return { id: sent.sid };
      } catch (error) {
        throw twilioSendError(error);
      }
    },
  };
}

/** Which SMS transport runs: recording under the emulator (auto), Twilio when its three secrets are set, else none. */
export function smsTransportChoice(choice: string, emulator: boolean, twilio: TwilioOptions): 'recording' | 'twilio' | null {
  if (choice === 'none') return null;
  if (choice === 'recording' || (choice === 'auto' && emulator)) return 'recording';
  return twilio.accountSid && twilio.authToken && twilio.from ? 'twilio' : null;
}

/** Under the emulator: stores what would be sent in `sms_recordings`. */
export function recordingSmsTransport(db: Firestore): SmsTransport {
  return {
    async send(message, context) {
      const ref = await db.collection('sms_recordings').add({
        message,
        delivery_id: context.deliveryId,
        at: FieldValue.serverTimestamp(),
      });
      return { id: ref.id };
    },
  };
}
