import { inflateSync } from 'node:zlib';

/**
 * The text shown by a PDF written with pdfkit's standard fonts: every content
 * stream is inflated, and the hex strings of each `[...] TJ` are decoded
 * (WinAnsi, which is Latin-1 for the characters the report uses) and joined.
 * Good enough to assert what the report says; not a general PDF parser.
 */
export function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  const lines: string[] = [];
  const streamRe = /<<([^]*?)>>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamRe.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = bytes.subarray(start, end);
    let content: string;
    try {
      content = (/\/FlateDecode/.test(match[1] ?? '') ? inflateSync(raw) : raw).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) =>
        Buffer.from(m[1] ?? '', 'hex').toString('latin1'),
      );
      lines.push(pieces.join(''));
    }
    streamRe.lastIndex = end;
  }
  return lines.join('\n');
}
