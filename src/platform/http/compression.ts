// What a signer downloads, compressed (issue 26 item 10). Static files (stylesheets, scripts, the
// pdf.js worker) go out in the forms a build compressed them into, brotli at its best quality and
// gzip (prebuilt.ts); a service run from the sources compresses each the first time it is asked for
// in that encoding, off the event loop (zlib's thread pool), and keeps it beside the file. Pages are
// compressed as they are sent, in zlib's thread pool too, with brotli at quality 4 (on 40 KB of text
// about a twentieth of quality 11's time for a fifth more bytes). The encoding follows the request's
// Accept-Encoding (brotli first, then gzip, else none), and every answer that could have been
// encoded says `Vary: Accept-Encoding`, so that a shared cache keeps one copy per encoding. Fonts
// (woff/woff2 are compressed already) and images are sent as they are.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prebuiltEncoded } from './prebuilt.ts';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text worth compressing: below this many bytes the headers cost about what is saved. */
const MIN_BYTES = 1024;

/** Whether an answer of this media type is text that compresses. */
export function compressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

/** Whether a static file is sent compressed (and so whether a build compresses it). */
export function worthCompressing(asset: { contentType: string; body: Buffer }): boolean {
  return compressible(asset.contentType) && asset.body.length >= MIN_BYTES;
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none. A coding with `q=0` is refused; `*` accepts any coding not named.
 */
export function chooseEncoding(accept: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const accepted = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip') || (weights.get('x-gzip') ?? 0) > 0) return 'gzip';
  return undefined;
}

/** A static file's best compressed form: what a build writes, and what is made here without one. */
export function compressBest(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return compress(body, encoding, true);
}

function compress(body: Buffer, encoding: Encoding, best: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzipped(body, { level: best ? 9 : 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Each static body's encoded forms, read or made once (the bodies live as long as the process). */
const encoded = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>();

/** A static file in an encoding: the build's form, else compressed the first time it is asked for; kept. */
export function precompressed(asset: { name: string; body: Buffer }, encoding: Encoding): Promise<Buffer> {
  let forms = encoded.get(asset.body);
  if (!forms) {
    forms = new Map();
    encoded.set(asset.body, forms);
  }
  let form = forms.get(encoding);
  if (!form) {
    form = prebuiltEncoded(asset.name, encoding).then((built) => built ?? compressBest(asset.body, encoding));
    forms.set(encoding, form);
    form.catch(() => forms.delete(encoding));
  }
  return form;
}

/** A static file: its type, the caching its caller gives (asset-route.ts: a year), and the best encoding. */
export async function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  asset: { name: string; contentType: string; body: Buffer },
  cacheControl: string,
) {
  reply.type(asset.contentType).header('cache-control', cacheControl);
  if (!worthCompressing(asset)) return reply.send(asset.body);
  reply.header('vary', 'accept-encoding');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(asset.body);
  const body = await precompressed(asset, encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * Pages (text/html) compressed on their way out. Registered on the root, so it runs before the
 * hooks of the plugins; an answer someone else encoded already, or a stream, is left alone.
 */
export function registerPageCompression(app: FastifyInstance): void {
  // A callback hook, not an async one: every API answer passes through it, and most leave at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    reply.header('vary', 'accept-encoding');
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding || body.length < MIN_BYTES) return done(null, payload);
    compress(body, encoding, false).then(
      (encoded) => {
        reply.header('content-encoding', encoding).removeHeader('content-length');
        done(null, encoded);
      },
      (error: Error) => done(error),
    );
  });
}
