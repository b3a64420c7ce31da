// The body limit: a request body read as UTF-8 text, refused past a number of
// bytes whether or not it declares its length. Web APIs only.

export class PayloadTooLargeError extends Error {}
/** The body stream broke off (the client went away or sent a malformed chunked body). */
export class IncompleteBodyError extends Error {}
/** The body's bytes are not UTF-8. */
export class NotUtf8Error extends Error {}

/** Every chunk of the body, refusing more than `limit` bytes in all. */
async function readLimitedBytes(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (e) {
      throw new IncompleteBodyError(e instanceof Error ? e.message : String(e));
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling one branch of a teed stream waits for the other branch.
      reader.cancel().catch(() => {});
      throw new PayloadTooLargeError();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads the body as text, refusing more than `limit` bytes even without a Content-Length. */
export async function readLimitedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError();
  if (!request.body) return '';
  const bytes = await readLimitedBytes(request.body, limit);
  try {
    // `fatal`: bytes that are not UTF-8 are refused (400), not silently replaced.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new NotUtf8Error();
  }
}
