// An answer as it crossed the wire: fetch decodes compressed bodies by itself, these do not.
import assert from 'node:assert/strict';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, still encoded. */
  body: Buffer;
}

/** GET `url` with an Accept-Encoding (none when undefined); the status, headers and bytes as sent. */
export function raw(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The body of a raw answer decoded per its Content-Encoding (brotli, gzip or none). */
export function decoded(answer: Pick<RawAnswer, 'headers' | 'body'>): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  assert.equal(encoding, undefined, `an unexpected encoding ${encoding}`);
  return answer.body;
}
