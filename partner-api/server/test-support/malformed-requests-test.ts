// The malformed-requests test, registered for each server under test.
import { sendRaw } from '@intenta/test-helpers/raw-http';
import { expect, it } from 'vitest';
import { newVisitor, send, validApplication, type EndpointTarget } from './endpoint-contract.ts';
import { malformedRequests } from './malformed-requests.ts';

/** Sends the malformed requests 8 at a time; returns each one's category and status. */
async function sendMalformed(port: number, path: string, host: string) {
  const requests = malformedRequests(path, host);
  const answers: { category: string; status: number | null }[] = [];
  for (let i = 0; i < requests.length; i += 8) {
    const slice = requests.slice(i, i + 8);
    const statuses = await Promise.all(slice.map((r) => sendRaw(port, r.bytes, { halfClose: r.halfClose })));
    slice.forEach((r, j) => answers.push({ category: r.category, status: statuses[j]?.status ?? null }));
  }
  return answers;
}

export function malformedRequestsTest(
  target: () => EndpointTarget & { port: number; path: string; alive(): boolean },
) {
  it('answers 1,000+ malformed requests with 4xx, keeps running, and then still stores an application', async () => {
    const t = target();
    const answers = await sendMalformed(t.port, t.path, `127.0.0.1:${t.port}`);
    expect(answers.length).toBeGreaterThanOrEqual(1000);
    // Every answer is a 4xx; nothing is ever a 5xx or a success. Only a body
    // cut off by the client or framing that cannot be read may end without an
    // answer (the connection closes).
    const mayCloseUnanswered = new Set(['truncated body', 'broken framing']);
    const wrong = answers.filter((a) =>
      a.status === null ? !mayCloseUnanswered.has(a.category) : a.status < 400 || a.status >= 500,
    );
    expect(wrong).toEqual([]);
    expect(t.alive()).toBe(true);
    const visitor = newVisitor('after-fuzz');
    expect((await send(t, validApplication(visitor.email()), visitor)).status).toBe(200);
  }, 120_000);
}
