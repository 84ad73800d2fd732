import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, DEMO_PASSWORD, startTestServer, type TestServer } from '../support/harness.js';

/**
 * WEBHOOK_IMMEDIATE (on by default outside tests): a delivery is posted as soon as the change that wrote it is
 * saved, without waiting for the outbox job's next minute (the job, every minute here, is not what posts it).
 */
let s: TestServer;
let admin: ApiClient;
let receiver: http.Server;
let url: string;
const received: { event: string; at: number }[] = [];

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push({ event: String(req.headers['x-zhuxie-event']), at: Date.now() });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  s = await startTestServer({ demo: true, env: { WEBHOOK_IMMEDIATE: 'true' } });
  admin = await s.login('admin', DEMO_PASSWORD);
});
afterAll(async () => {
  await s?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('immediate webhook deliveries', () => {
  it('are posted right after the change is saved and marked delivered', async () => {
    const saved = await admin.gql<{ saveWebhookEndpoint: { endpoint: { id: string } } }>(
      `mutation($i: WebhookEndpointInput!) { saveWebhookEndpoint(input: $i) { endpoint { id } } }`,
      { i: { name: '即时推送', url, events: ['member.changed'] } },
    );
    expect(saved.errors).toBeUndefined();
    const id = saved.data!.saveWebhookEndpoint.endpoint.id;
    const start = Date.now();
    const ping = await admin.gql(`mutation($id: ID!) { pingWebhookEndpoint(id: $id) { id } }`, { id });
    expect(ping.errors).toBeUndefined();
    // Well within the job's minute: nothing but the immediate attempt posts it this soon.
    await expect.poll(() => received.length, { timeout: 5_000, interval: 50 }).toBe(1);
    expect(received[0]!.event).toBe('webhook.ping');
    expect(received[0]!.at - start).toBeLessThan(5_000);
    await expect
      .poll(
        async () =>
          (
            await admin.gql<{ webhookDeliveries: { records: { status: number; attempts: number }[] } }>(
              `query($e: ID) { webhookDeliveries(filter: { endpointId: $e }) { records { status attempts } } }`,
              { e: id },
            )
          ).data!.webhookDeliveries.records,
        { timeout: 5_000, interval: 100 },
      )
      .toEqual([{ status: 1, attempts: 1 }]);
  });
});
