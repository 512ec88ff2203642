// Compression of large bodies (docs/decisions.md): brotli or gzip, as the client's Accept-Encoding prefers,
// for bodies of 1 KB and more; smaller ones gain too little to pay for the CPU. Brotli at quality 4 compresses
// JSON better than gzip at about the same cost; its default 11 would take far longer per response.
import compress from 'koa-compress';
import type { Middleware } from 'koa';
import zlib from 'node:zlib';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export function compression(): Middleware {
  return compress({
    threshold: COMPRESSION_THRESHOLD_BYTES,
    br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  });
}
