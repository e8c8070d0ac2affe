import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/test-app.js';
import { insertUser } from '../modules/users/users.repository.js';

interface ProviderCall {
  method: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

// A local HTTP server standing in for the SMS provider.
const calls: ProviderCall[] = [];
let answerStatus = 202;
const provider = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    calls.push({
      method: request.method,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    response.writeHead(answerStatus, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(answerStatus < 300 ? { id: 'msg-1' } : { error: 'provider is down' }),
    );
  });
});

let t: TestApp;
let tokenless: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/v1/messages`;
  t = await createTestApp({
    env: { SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: 'provider-secret-token' },
  });
  tokenless = await createTestApp({ env: { SMS_PROVIDER_URL: url } });
  for (const app of [t, tokenless]) {
    await insertUser(app.database.db, {
      email: 'texted@example.in',
      firstName: 'Anil',
      lastName: 'Kumar',
      phone: '9812345678',
      // Sign-in codes go only to a number the account has verified.
      phoneVerified: true,
    });
  }
});
afterAll(async () => {
  await t.close();
  await tokenless.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

describe('SMS through SMS_PROVIDER_URL', () => {
  it('posts the code as JSON with the bearer token, and the code signs in', async () => {
    answerStatus = 202;
    calls.length = 0;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/phone/OTPsend',
      payload: { mobile: '+91 98123 45678' },
    });
    expect(sent.statusCode).toBe(200);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call).toMatchObject({
      method: 'POST',
      authorization: 'Bearer provider-secret-token',
      contentType: 'application/json',
      body: {
        to: '+919812345678',
        text: expect.stringMatching(
          /^Your Attar House code is \d{6}\. It expires in 10 minutes\. Do not share it with anyone\.$/,
        ),
      },
    });
    const otp = (call?.body as { text: string }).text.match(/\d{6}/)?.[0];
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/phone/OTPverify',
      payload: { mobile: '9812345678', otp },
    });
    expect(signin.statusCode).toBe(200);
    expect(json(signin)).toMatchObject({ role: 'CUSTOMER', token: expect.any(String) });
  });

  it('sends no Authorization header when no token is configured', async () => {
    answerStatus = 200;
    calls.length = 0;
    const sent = await tokenless.app.inject({
      method: 'POST',
      url: '/api/phone/OTPsend',
      payload: { mobile: '9812345678' },
    });
    expect(sent.statusCode).toBe(200);
    expect(calls[0]?.authorization).toBeUndefined();
  });

  it('answers 502 with the error body when the provider fails', async () => {
    answerStatus = 500;
    calls.length = 0;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/phone/OTPsend-registration',
      payload: { mobile: '9898989898' },
    });
    expect(calls).toHaveLength(1);
    expect(response.statusCode).toBe(502);
    expect(json(response)).toMatchObject({
      status: 502,
      error: 'Bad Gateway',
      code: 'PROVIDER_UNAVAILABLE',
      message: 'We could not send the SMS. Please try again.',
    });
  });
});
