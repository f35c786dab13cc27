/**
 * The SMS providers. The http one is exercised against a real HTTP server on this machine that
 * plays the provider: what it receives is what the institute's provider would.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsProvider, SmsError } from '../src/features/auth/sms.js';

const received: { headers: Record<string, unknown>; body: unknown }[] = [];
let answer: { status: number; body: object } = { status: 200, body: { message: 'SMS sent successfully' } };
const provider = Fastify();
provider.post('/send', async (request, reply) => {
  received.push({ headers: request.headers, body: request.body });
  return reply.code(answer.status).send(answer.body);
});
let url = '';
beforeAll(async () => {
  url = `${await provider.listen({ port: 0, host: '127.0.0.1' })}/send`;
});
afterAll(() => provider.close());

describe('SMS providers', () => {
  const http = () => createSmsProvider({ provider: 'http', url, apiKey: 'key-123', senderId: 'EPLINS', templateId: 'tmpl-9' });

  it('http: posts the number list, the message, sender and template ids, and the API key header', async () => {
    await http().send('9876543210', '123456 is your code');
    expect(received.at(-1)).toMatchObject({
      headers: { 'x-api-key': 'key-123', authorization: 'key-123' },
      body: { numbers: ['9876543210'], message: '123456 is your code', sender_id: 'EPLINS', template_id: 'tmpl-9' },
    });
  });

  it.each([[{ status: 200, body: { status: 'success' } }], [{ status: 200, body: { success: true } }]])(
    'http: accepts the spec success answers (%o)',
    async (a) => {
      answer = a;
      await expect(http().send('9876543210', 'x')).resolves.toBeUndefined();
    },
  );

  it.each([[{ status: 200, body: { status: 'failed' } }], [{ status: 500, body: { message: 'SMS sent successfully' } }]])(
    'http: anything else is a failure (%o)',
    async (a) => {
      answer = a;
      await expect(http().send('9876543210', 'x')).rejects.toBeInstanceOf(SmsError);
    },
  );

  it('memory keeps what was sent', async () => {
    const memory = createSmsProvider({ provider: 'memory' });
    await memory.send('9000000000', 'hello');
    expect(memory.sent).toEqual([{ to: '9000000000', message: 'hello', at: expect.any(String) as string }]);
  });
});
