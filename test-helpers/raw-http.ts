// Requests as bytes, for what fetch would refuse or normalise (bad percent-encoding,
// odd methods, broken framing, a chosen Host, a body that breaks off): sent as they
// are on a new connection, and the answer read as it comes back.
import { connect } from 'node:net';

export interface RawAnswer {
  /** HTTP status, or null when the connection closed without an answer. */
  status: number | null;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
}

export interface RawSendOptions {
  /**
   * Close our side once the bytes are out, so the server sees where the request stops.
   * Default: only when the bytes hold no complete head, because Node drops the answer
   * to a complete request whose client half-closed.
   */
  halfClose?: boolean;
  /** Longest wait for the whole answer. */
  timeoutMs?: number;
}

/** Answers with no body, whatever their headers announce. */
const hasNoBody = (request: Buffer, status: number) =>
  request.subarray(0, 5).toString('latin1') === 'HEAD ' || status < 200 || status === 204 || status === 304;

/**
 * Sends `request` to 127.0.0.1:`port` and resolves with the answer once its body is complete
 * (by Content-Length or the last chunk), or with what came when the server closed.
 */
export function sendRaw(
  port: number,
  request: string | Buffer,
  { halfClose, timeoutMs = 15_000 }: RawSendOptions = {},
): Promise<RawAnswer> {
  const bytes = typeof request === 'string' ? Buffer.from(request, 'latin1') : request;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let answer: RawAnswer = { status: null, headers: {}, body: Buffer.alloc(0) };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(
          `No answer within ${timeoutMs} ms to ${JSON.stringify(bytes.toString('latin1').slice(0, 80))}.`,
        ),
      );
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf('\r\n\r\n');
      if (headEnd === -1) return;
      const [statusLine = '', ...headerLines] = received
        .subarray(0, headEnd)
        .toString('latin1')
        .split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      answer = { status: status ? Number(status) : null, headers, body: received.subarray(headEnd + 4) };
      const length = headers['content-length'];
      if (answer.status === null || hasNoBody(bytes, answer.status)) finish();
      else if (length !== undefined && answer.body.length >= Number(length)) finish();
      else if (
        headers['transfer-encoding'] === 'chunked' &&
        answer.body.toString('latin1').endsWith('0\r\n\r\n')
      ) {
        finish();
      }
    });
    // A reset after (or instead of) an answer: 'close' follows and resolves with what came.
    socket.on('error', () => {});
    socket.on('close', finish);
    socket.write(bytes, () => {
      if (halfClose ?? !bytes.includes('\r\n\r\n')) socket.end();
    });
  });
}
