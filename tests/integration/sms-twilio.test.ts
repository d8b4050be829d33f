// SMS deliveries through Twilio's SDK against a local recorder of Twilio's REST API, with the records in the emulator:
// sent with the message SID, an invalid number failed for good, a rate limit failed with a retry that then sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { dispatchDelivery, type DeliveryDeps } from '../../functions/src/services/deliveries/dispatch';
import { deliveryId, DELIVERIES } from '../../functions/src/services/deliveries/records';
import { twilioSmsTransport } from '../../functions/src/services/sms/transport';
import { startTwilioRecorder, type TwilioRecorder } from '../../functions/src/services/sms/twilio-recorder';
import { emulatorDeliveryDeps } from './support/deps';

const RUN = Date.now().toString(36);
const ACCOUNT = { accountSid: 'AC0000000000000000000000000000beef', authToken: 'local-token' };
let recorder: TwilioRecorder;
let deps: DeliveryDeps;
let clock = Date.now();

/** An sms delivery record as the notification fan-out plans it, due now. */
async function smsRecord(name: string, to: string): Promise<string> {
  const event = { type: 'notification', id: `sms-${name}-${RUN}` };
  const id = deliveryId(event, 'sms', `u-${name}`);
  await adminDb.collection(DELIVERIES).doc(id).set({
    channel: 'sms',
    recipient: to,
    uid: `u-${name}`,
    subject: 'Menu',
    status: 'pending',
    error: null,
    attempts: 0,
    next_attempt_at: Timestamp.fromMillis(clock),
    event,
    created_at: FieldValue.serverTimestamp(),
    updated_at: FieldValue.serverTimestamp(),
    payload: { to, text: 'Menu: pasta al pomodoro' },
  });
  return id;
}

async function record(id: string): Promise<FirebaseFirestore.DocumentData> {
  return (await adminDb.collection(DELIVERIES).doc(id).get()).data() ?? {};
}

describe('sms deliveries through Twilio', () => {
  beforeAll(async () => {
    recorder = await startTwilioRecorder(ACCOUNT);
    deps = {
      ...emulatorDeliveryDeps(),
      now: () => new Date(clock),
      sms: twilioSmsTransport({ ...ACCOUNT, from: '+15005550006', baseUrl: recorder.url }),
    };
  });

  afterAll(async () => {
    await recorder?.close();
  });

  it('a valid number is sent: the record keeps the message SID and the provider got the form', async () => {
    const id = await smsRecord('ok', '+393331234567');
    expect(await dispatchDelivery(deps, id)).toBe('sent');
    const sent = await record(id);
    expect(sent).toMatchObject({ status: 'sent', error: null, attempts: 1, next_attempt_at: null });
    expect(sent.provider_id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(recorder.requests.at(-1)).toMatchObject({
      path: `/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`,
      form: { To: '+393331234567', From: '+15005550006', Body: 'Menu: pasta al pomodoro' },
    });
  });

  it("an invalid number (Twilio 21211) is failed for good: no retry is planned", async () => {
    const id = await smsRecord('invalid', '333-INVALID');
    expect(await dispatchDelivery(deps, id)).toBe('failed');
    const failed = await record(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
    expect(String(failed.error)).toMatch(/Twilio 21211/);
  });

  it('a rate limit (429, Twilio 20429) is failed with a retry time, and the retry sends it', async () => {
    const id = await smsRecord('limited', '+34600111222');
    recorder.rateLimitNext(1);
    expect(await dispatchDelivery(deps, id)).toBe('failed');
    const limited = await record(id);
    expect(limited).toMatchObject({ status: 'failed', attempts: 1 });
    expect(String(limited.error)).toMatch(/HTTP 429, Twilio 20429/);
    const retryAt = (limited.next_attempt_at as Timestamp).toMillis();
    expect(retryAt).toBeGreaterThan(clock);

    // Not due yet: left alone; once due, the retry goes through.
    expect(await dispatchDelivery(deps, id)).toBe('not-due');
    clock = retryAt + 1;
    expect(await dispatchDelivery(deps, id)).toBe('sent');
    expect(await record(id)).toMatchObject({ status: 'sent', attempts: 2, error: null, next_attempt_at: null });
  });
});
