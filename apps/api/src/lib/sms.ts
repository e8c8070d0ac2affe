import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { AppError } from './errors.js';
import { fileSafe, outboxStamp, writeOutboxFile } from './outbox.js';

export interface SmsSender {
  /**
   * Sends a text to a 10-digit Indian mobile number; throws a 502 AppError when it cannot. Its
   * log lines go to `log` when given (the request's logger, carrying its id), else the app's.
   */
  send(mobile: string, text: string, log?: FastifyBaseLogger): Promise<void>;
}

export const SMS_FAILED_MESSAGE = 'We could not send the SMS. Please try again.';
const PROVIDER_TIMEOUT_MS = 10_000;

/** SMS through the provider at SMS_PROVIDER_URL when it is set, otherwise text files in the outbox. */
export function createSmsSender(sms: AppConfig['sms'], log: FastifyBaseLogger): SmsSender {
  return sms.providerUrl
    ? providerSender(sms.providerUrl, sms.providerToken, log)
    : outboxSender(sms.outboxDir, log);
}

/**
 * The provider contract: `POST <url>` with JSON `{ to: "+91XXXXXXXXXX", text }` and an optional
 * bearer token; any 2xx means accepted. A gateway with another shape gets a small adapter here.
 */
function providerSender(
  url: string,
  token: string | undefined,
  appLog: FastifyBaseLogger,
): SmsSender {
  return {
    async send(mobile, text, log = appLog) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      let status: number;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: `+91${mobile}`, text }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
        status = response.status;
        // Drain the body so the connection can be reused; its content is not needed.
        await response.arrayBuffer().catch(() => undefined);
      } catch (error) {
        log.error({ err: error, mobile }, 'SMS provider unreachable');
        throw new AppError(502, 'PROVIDER_UNAVAILABLE', SMS_FAILED_MESSAGE);
      }
      if (status < 200 || status >= 300) {
        log.error({ status, mobile }, 'SMS provider refused the message');
        throw new AppError(502, 'PROVIDER_UNAVAILABLE', SMS_FAILED_MESSAGE);
      }
      log.info({ mobile }, 'SMS sent');
    },
  };
}

function outboxSender(outboxDir: string, appLog: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, text, log = appLog) {
      const file = await writeOutboxFile(
        outboxDir,
        'sms',
        `${outboxStamp()}-${fileSafe(mobile)}.txt`,
        text,
      );
      log.info({ mobile, file }, 'SMS written to outbox');
    },
  };
}
