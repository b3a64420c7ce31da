import { describe, expect, it } from 'vitest';
import { validateApplication } from '../../supabase/functions/_shared/partner-application/validation.ts';
import { malformedRequests } from './malformed-requests.ts';

const PATH = '/functions/v1/send-partner-notification';
const HOST = '127.0.0.1:54321';

/** The body of a raw request: what follows the blank line after its head. */
function bodyOf(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  return text.slice(text.indexOf('\r\n\r\n') + 4);
}

describe('the malformed requests sent to the partner endpoint', () => {
  it('are the same at every run, at least as many as asked for', () => {
    const first = malformedRequests(PATH, HOST);
    expect(first.length).toBeGreaterThanOrEqual(1000);
    expect(malformedRequests(PATH, HOST)).toEqual(first);
  });

  it('mutate the valid body into something that is never a valid application', () => {
    const mutated = malformedRequests(PATH, HOST).filter((r) => r.category === 'mutated body');
    expect(mutated.length).toBeGreaterThan(500);
    expect(new Set(mutated.map((r) => bodyOf(r.bytes))).size).toBeGreaterThan(100);
    for (const request of mutated) {
      const body = bodyOf(request.bytes);
      let valid = false;
      try {
        valid = validateApplication(JSON.parse(body)).ok;
      } catch {
        // Not JSON at all: not an application either.
      }
      expect(valid, body).toBe(false);
    }
  });
});
