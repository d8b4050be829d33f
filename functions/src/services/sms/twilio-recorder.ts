// Tests only (never imported by the functions' entry point): a local HTTP server that speaks the part of Twilio's
// REST API the SMS transport uses — POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, HTTP Basic
// auth — records every request and answers as Twilio does, including its error bodies ({ code, message, status }).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface RecordedTwilioRequest {
  method: string;
  path: string;
  contentType: string;
  /** The Basic auth user and password the SDK sent. */
  username: string;
  password: string;
  form: Record<string, string>;
}

export interface TwilioRecorder {
  /** Origin to hand the transport as baseUrl, e.g. http://127.0.0.1:54321. */
  url: string;
  requests: RecordedTwilioRequest[];
  /** The next `count` message requests are answered 429 with Twilio's code 20429. */
  rateLimitNext(count: number): void;
  close(): Promise<void>;
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
/** E.164 as Twilio validates it; anything else is error 21211. */
const E164 = /^\+[1-9]\d{6,14}$/;

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function twilioError(response: ServerResponse, status: number, code: number, message: string): void {
  answer(response, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the recorder on a free port; `credentials` are the account SID and auth token it accepts. */
export async function startTwilioRecorder(credentials: { accountSid: string; authToken: string }): Promise<TwilioRecorder> {
  const requests: RecordedTwilioRequest[] = [];
  let rateLimited = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
      const [username = '', password = ''] =
        scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8').split(':') : [];
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: request.method ?? '', path, contentType: String(request.headers['content-type'] ?? ''), username, password, form });

      const match = MESSAGES_PATH.exec(path);
      if (request.method !== 'POST' || !match) return twilioError(response, 404, 20404, 'The requested resource was not found');
      if (username !== credentials.accountSid || password !== credentials.authToken || match[1] !== username) {
        return twilioError(response, 401, 20003, 'Authenticate');
      }
      if (rateLimited > 0) {
        rateLimited -= 1;
        return twilioError(response, 429, 20429, 'Too Many Requests');
      }
      if (!form.Body) return twilioError(response, 400, 21602, 'Message body is required.');
      if (!form.From && !form.MessagingServiceSid) return twilioError(response, 400, 21603, "A 'From' phone number is required.");
      const to = form.To ?? '';
      if (!E164.test(to)) return twilioError(response, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
      const sid = `SM${randomBytes(16).toString('hex')}`;
      const now = new Date().toUTCString();
      answer(response, 201, {
        sid,
        account_sid: username,
        to,
        from: form.From ?? null,
        messaging_service_sid: form.MessagingServiceSid ?? null,
        body: form.Body,
        status: 'queued',
        direction: 'outbound-api',
        num_segments: '1',
        api_version: '2010-04-01',
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        price: null,
        price_unit: 'USD',
        uri: `/2010-04-01/Accounts/${username}/Messages/${sid}.json`,
        subresource_uris: { media: `/2010-04-01/Accounts/${username}/Messages/${sid}/Media.json` },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    rateLimitNext(count) {
      rateLimited = count;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
