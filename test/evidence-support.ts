// Shared set-up for the evidence tests: an executed document made end to end, POST /verify as an
// API client and as a browser form, and the pieces of a PDF signature an outside judge needs (the
// CMS, its signature value, its timestamp token, the signed bytes).
import assert from 'node:assert/strict';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import {
  clientSigns,
  consultantSigns,
  downloadExecuted,
  type SentRequest,
  type SigningApp,
  sendForSignature,
} from './signing-support.ts';

/** Sends the agreement and signs it through; the executed PDF and the request. */
export async function executeRequest(app: SigningApp): Promise<{ sent: SentRequest; pdf: Buffer }> {
  const sent = await sendForSignature(app);
  assert.equal((await clientSigns(app.t.url, sent.tokens[0])).status, 200);
  const last = await consultantSigns(app.t.url, sent.tokens[1]);
  assert.equal(last.status, 200, JSON.stringify(last.body));
  const download = await downloadExecuted(app, sent.id);
  assert.equal(download.status, 200);
  return { sent, pdf: download.body };
}

export interface VerifyReply {
  status: number;
  contentType: string;
  body: any;
}

/** POST /verify with the PDF as the body; JSON unless `html`. No key: none is ever sent. */
export async function verifyRaw(
  base: string,
  bytes: Uint8Array | string,
  options: { html?: boolean; contentType?: string } = {},
): Promise<VerifyReply> {
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/pdf' };
  if (!options.html) headers.accept = 'application/json';
  const body = typeof bytes === 'string' ? bytes : new Uint8Array(bytes);
  const res = await fetch(`${base}/verify`, { method: 'POST', headers, body });
  return read(res);
}

/** POST /verify as the page's form does: multipart/form-data with the `file` field. */
export async function verifyForm(base: string, bytes: Uint8Array, options: { json?: boolean } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'document.pdf');
  const headers: Record<string, string> = options.json ? { accept: 'application/json' } : {};
  return read(await fetch(`${base}/verify`, { method: 'POST', body: form, headers }));
}

async function read(res: Response): Promise<VerifyReply> {
  const contentType = res.headers.get('content-type') ?? '';
  const body = contentType.includes('json') ? await res.json() : await res.text();
  return { status: res.status, contentType, body };
}

export interface PdfSignatureParts {
  byteRange: number[];
  /** The bytes the signature covers. */
  signedBytes: Buffer;
  /** The CMS (or token) DER, padding trimmed. */
  der: Buffer;
  subFilter: string;
}

/** Every signature of `pdf`, in file order. */
export function signaturesOf(pdf: Buffer): PdfSignatureParts[] {
  const text = pdf.toString('latin1');
  const found: PdfSignatureParts[] = [];
  for (const m of text.matchAll(/\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/g)) {
    const range = m.slice(1, 5).map(Number);
    const hex = text.slice(range[1] + 1, range[2] - 1);
    const padded = Buffer.from(hex, 'hex');
    const parsed = asn1js.fromBER(new Uint8Array(padded));
    const dictionary = text.slice(m.index - 400, m.index + 400);
    found.push({
      byteRange: range,
      signedBytes: Buffer.concat([pdf.subarray(0, range[1]), pdf.subarray(range[2], range[2] + range[3])]),
      der: padded.subarray(0, parsed.offset),
      subFilter: /\/SubFilter\s*\/(\S+?)[\s/>]/.exec(dictionary)?.[1] ?? '',
    });
  }
  return found;
}

/** The seal's signature value and its signature-time-stamp-token (DER), if it carries one. */
export function sealTimestamp(cms: Buffer): { signatureValue: Buffer; token: Buffer | null } {
  const info = new pkijs.ContentInfo({ schema: asn1js.fromBER(new Uint8Array(cms)).result });
  const signer = new pkijs.SignedData({ schema: info.content }).signerInfos[0];
  const token = signer.unsignedAttrs?.attributes.find((a) => a.type === '1.2.840.113549.1.9.16.2.14');
  return {
    signatureValue: Buffer.from(signer.signature.valueBlock.valueHexView),
    token: token ? Buffer.from(token.values[0].valueBeforeDecodeView) : null,
  };
}
