// Body bytes -> text in the feed's declared encoding. Older outlet CMSs still publish ISO-8859-1 / windows-1252;
// read as UTF-8, every accented letter would turn into U+FFFD. Precedence (RFC 7303 §3.2): byte order mark, then
// the Content-Type charset, then the XML declaration, then UTF-8. Unknown labels fall back to UTF-8.

import { TextDecoder } from 'node:util';

const SNIFF_BYTES = 1024;

function charsetFromContentType(contentType: string | null): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1];
}

function charsetFromBytes(head: Uint8Array): string | undefined {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return undefined;
}

function charsetFromDeclaration(head: Uint8Array): string | undefined {
  const text = Buffer.from(head).toString('latin1');
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(text)?.[1];
}

function decoderFor(label: string | undefined): TextDecoder {
  try {
    return new TextDecoder(label ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

export async function* decodeBody(
  chunks: AsyncIterable<Uint8Array>,
  contentType: string | null,
): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let head: Uint8Array[] = [];
  let headBytes = 0;
  const choose = (): TextDecoder => {
    const joined = Buffer.concat(head);
    return decoderFor(
      charsetFromBytes(joined) ?? charsetFromContentType(contentType) ?? charsetFromDeclaration(joined),
    );
  };
  for await (const chunk of chunks) {
    if (decoder) {
      yield decoder.decode(chunk, { stream: true });
      continue;
    }
    head.push(chunk);
    headBytes += chunk.byteLength;
    if (headBytes < SNIFF_BYTES) continue;
    decoder = choose();
    yield decoder.decode(Buffer.concat(head), { stream: true });
    head = [];
  }
  decoder ??= choose();
  const rest = head.length > 0 ? decoder.decode(Buffer.concat(head), { stream: true }) : '';
  yield rest + decoder.decode();
}
