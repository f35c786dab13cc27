/**
 * How one-time codes reach a phone. The server sends them; no SMS key or code reaches the browser
 * (DESIGN.md departures). `console` prints to the server's output (the default, so a newcomer sees
 * the code), `memory` keeps messages for tests (readable at GET /api/dev/sms, never in production),
 * `http` calls the provider the spec names: a number list, the message, sender and template ids,
 * the API key in a header.
 */
import type { Config } from '../../config.js';

export interface SentSms {
  to: string;
  message: string;
  at: string;
}

export interface SmsProvider {
  readonly kind: 'console' | 'memory' | 'http';
  send(to: string, message: string): Promise<void>;
  /** Messages kept by the memory provider, newest last. */
  readonly sent?: SentSms[];
}

export class SmsError extends Error {
  override name = 'SmsError';
}

export function createSmsProvider(config: Config['sms']): SmsProvider {
  switch (config.provider) {
    case 'console':
      return {
        kind: 'console',
        send: async (to, message) => {
          console.log(`[sms] to ${to}: ${message}`);
        },
      };
    case 'memory': {
      const sent: SentSms[] = [];
      return {
        kind: 'memory',
        sent,
        send: async (to, message) => {
          sent.push({ to, message, at: new Date().toISOString() });
          if (sent.length > 1000) sent.shift();
        },
      };
    }
    case 'http':
      return {
        kind: 'http',
        send: async (to, message) => {
          const res = await fetch(config.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: config.apiKey, 'x-api-key': config.apiKey },
            body: JSON.stringify({ numbers: [to], message, sender_id: config.senderId, template_id: config.templateId }),
            signal: AbortSignal.timeout(10_000),
          });
          const body = (await res.json().catch(() => ({}))) as { message?: unknown; status?: unknown; success?: unknown };
          // The spec's success test: the message says so, or status is success, or success is true.
          const ok = res.ok && (body.message === 'SMS sent successfully' || body.status === 'success' || body.success === true);
          if (!ok) throw new SmsError(`SMS provider answered ${res.status}`);
        },
      };
  }
}
