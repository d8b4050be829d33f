// The Twilio transport through the official SDK against a local server speaking Twilio's REST API.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPermanentSendError, smsTransportChoice, SmsSendError, twilioSmsTransport } from './transport';
import { startTwilioRecorder, type TwilioRecorder } from './twilio-recorder';

const ACCOUNT = { accountSid: 'AC00000000000000000000000000000001', authToken: 'test-auth-token' };
let recorder: TwilioRecorder;

beforeAll(async () => {
  recorder = await startTwilioRecorder(ACCOUNT);
});
afterAll(async () => {
  await recorder.close();
});
beforeEach(() => {
  recorder.requests.length = 0;
  recorder.rateLimitNext(0);
});

function transport(overrides: Partial<Parameters<typeof twilioSmsTransport>[0]> = {}) {
  return twilioSmsTransport({ ...ACCOUNT, from: '+15005550006', baseUrl: recorder.url, ...overrides });
}

async function refusal(promise: Promise<unknown>): Promise<SmsSendError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SmsSendError);
  return error as SmsSendError;
}

describe('twilioSmsTransport', () => {
  it('posts the message form-encoded to Messages.json with Basic auth and returns the message SID', async () => {
    const result = await transport().send({ to: '+393331234567', text: 'Ordine pronto' }, { deliveryId: 'd1' });
    expect(result.id).toMatch(/^SM[0-9a-f]{32}$/);
    expect(recorder.requests).toHaveLength(1);
    expect(recorder.requests[0]).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${ACCOUNT.accountSid}/Messages.json`,
      username: ACCOUNT.accountSid,
      password: ACCOUNT.authToken,
      form: { To: '+393331234567', From: '+15005550006', Body: 'Ordine pronto' },
    });
    expect(recorder.requests[0]?.contentType).toContain('application/x-www-form-urlencoded');
  });

  it('sends through a Messaging Service when the sender is an MG… SID', async () => {
    await transport({ from: 'MG00000000000000000000000000000001' }).send({ to: '+34600111222', text: 'Hola' }, { deliveryId: 'd2' });
    expect(recorder.requests[0]?.form).toEqual({ To: '+34600111222', MessagingServiceSid: 'MG00000000000000000000000000000001', Body: 'Hola' });
  });

  it('an invalid number (21211) is a permanent refusal', async () => {
    const error = await refusal(transport().send({ to: '12345', text: 'x' }, { deliveryId: 'd3' }));
    expect(error).toMatchObject({ code: 21211, status: 400, permanent: true });
    expect(error.message).toMatch(/HTTP 400, Twilio 21211: Invalid 'To' Phone Number/);
    expect(isPermanentSendError(error)).toBe(true);
  });

  it('a rate limit (429, 20429) is a refusal worth retrying, and the SDK does not retry it by itself', async () => {
    recorder.rateLimitNext(1);
    const error = await refusal(transport().send({ to: '+393331234567', text: 'x' }, { deliveryId: 'd4' }));
    expect(error).toMatchObject({ code: 20429, status: 429, permanent: false });
    expect(recorder.requests).toHaveLength(1);
    // The next attempt goes through.
    await expect(transport().send({ to: '+393331234567', text: 'x' }, { deliveryId: 'd4' })).resolves.toMatchObject({ id: expect.stringMatching(/^SM/) });
  });

  it('wrong credentials (20003) are retried: the operator can fix the secret', async () => {
    const error = await refusal(transport({ authToken: 'wrong' }).send({ to: '+393331234567', text: 'x' }, { deliveryId: 'd5' }));
    expect(error).toMatchObject({ code: 20003, status: 401, permanent: false });
  });

  it('an unreachable provider is a refusal worth retrying', async () => {
    const error = await refusal(
      twilioSmsTransport({ ...ACCOUNT, from: '+15005550006', baseUrl: 'http://127.0.0.1:9' }).send({ to: '+393331234567', text: 'x' }, { deliveryId: 'd6' }),
    );
    expect(error.permanent).toBe(false);
    expect(error.message).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('smsTransportChoice (SMS_TRANSPORT)', () => {
  const secrets = { accountSid: 'AC1', authToken: 't', from: '+15005550006' };
  const none = { accountSid: '', authToken: '', from: '' };
  it('auto: recording under the emulator (unchanged locally), Twilio with its secrets, otherwise none (skipped)', () => {
    expect(smsTransportChoice('auto', true, none)).toBe('recording');
    expect(smsTransportChoice('auto', true, secrets)).toBe('recording');
    expect(smsTransportChoice('auto', false, secrets)).toBe('twilio');
    expect(smsTransportChoice('auto', false, none)).toBeNull();
    expect(smsTransportChoice('auto', false, { ...secrets, from: '' })).toBeNull();
  });
  it('forced choices', () => {
    expect(smsTransportChoice('none', false, secrets)).toBeNull();
    expect(smsTransportChoice('recording', false, none)).toBe('recording');
    expect(smsTransportChoice('twilio', false, secrets)).toBe('twilio');
    expect(smsTransportChoice('twilio', false, none)).toBeNull();
  });
});
