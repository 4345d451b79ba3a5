// An RFC 3161 time-stamping client: asks the configured authority (TSA_URL) to date a SHA-256
// digest and returns the token (a CMS SignedData over a TSTInfo) after checking the reply: status
// granted, a TSTInfo inside, the imprint ours, the nonce ours (the token's signature is judged by
// whoever verifies the document, src/verify/). `timestampWithin` retries
// inside a deadline, so a slow or failing authority costs a signer a few seconds at most.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

export interface TimestampAuthority {
  url: string;
  username?: string;
  password?: string;
}

export class TimestampError extends Error {
  override name = 'TimestampError';
}

export interface TimestampToken {
  /** The DER of the TimeStampToken (a ContentInfo), exactly as the authority sent it. */
  der: Buffer;
  genTime: Date;
  /** The DER of every certificate the token carries (the TSA's, and its chain when sent). */
  certificates: Buffer[];
}

const SHA256 = '2.16.840.1.101.3.4.2.1';
const MAX_REPLY = 1024 * 1024;

/** One query to the authority; throws TimestampError on any problem. */
export async function requestTimestamp(
  tsa: TimestampAuthority,
  digest: Buffer,
  signal?: AbortSignal,
): Promise<TimestampToken> {
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0] & 0x7f) | 0x01; // positive, and DER-minimal (no leading zero byte)
  const query = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: digest }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce }),
    certReq: true,
  });
  const reply = await post(tsa, Buffer.from(query.toSchema().toBER()), signal);
  return checkReply(reply, digest, nonce);
}

/**
 * Asks until `deadline` (a performance.now() instant), backing off between attempts; null when the
 * authority gave no good token in time. `onError` hears every failed attempt.
 */
export async function timestampWithin(
  tsa: TimestampAuthority,
  digest: Buffer,
  deadline: number,
  onError: (error: Error) => void = () => {},
): Promise<TimestampToken | null> {
  let pause = 200;
  while (performance.now() < deadline) {
    const left = deadline - performance.now();
    try {
      return await requestTimestamp(tsa, digest, AbortSignal.timeout(Math.max(1, Math.floor(left))));
    } catch (error) {
      onError(error as Error);
    }
    const wait = Math.min(pause, deadline - performance.now());
    if (wait <= 0) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    pause *= 2;
  }
  return null;
}

function post(tsa: TimestampAuthority, body: Buffer, signal?: AbortSignal): Promise<Buffer> {
  const url = new URL(tsa.url);
  const headers: Record<string, string | number> = {
    'content-type': 'application/timestamp-query',
    accept: 'application/timestamp-reply',
    'content-length': body.length,
  };
  if (tsa.username !== undefined) {
    const credentials = `${tsa.username}:${tsa.password ?? ''}`;
    headers.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: 'POST', headers, signal }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_REPLY) req.destroy(new TimestampError('the authority sent more than 1 MiB'));
        else chunks.push(chunk);
      });
      res.on('end', () => {
        if (res.statusCode !== 200)
          reject(new TimestampError(`the authority answered HTTP ${res.statusCode}`));
        else resolve(Buffer.concat(chunks));
      });
      res.on('error', reject);
    });
    req.on('error', (error) =>
      reject(error instanceof TimestampError ? error : new TimestampError(error.message)),
    );
    req.end(body);
  });
}

function checkReply(reply: Buffer, digest: Buffer, nonce: Buffer): TimestampToken {
  const parsed = asn1js.fromBER(reply);
  if (parsed.offset === -1 || !(parsed.result instanceof asn1js.Sequence))
    throw new TimestampError('the reply is not a TimeStampResp');
  let response: pkijs.TimeStampResp;
  try {
    response = new pkijs.TimeStampResp({ schema: parsed.result });
  } catch {
    throw new TimestampError('the reply is not a TimeStampResp');
  }
  const status = response.status.status;
  if (status !== pkijs.PKIStatus.granted && status !== pkijs.PKIStatus.grantedWithMods)
    throw new TimestampError(`the authority refused the request (PKIStatus ${status})`);
  const tokenNode = parsed.result.valueBlock.value[1];
  if (!tokenNode || !response.timeStampToken) throw new TimestampError('the reply carries no token');
  const der = Buffer.from(tokenNode.valueBeforeDecodeView);
  const signed = new pkijs.SignedData({ schema: response.timeStampToken.content });
  const content = signed.encapContentInfo.eContent;
  if (signed.encapContentInfo.eContentType !== pkijs.id_eContentType_TSTInfo || !content)
    throw new TimestampError('the token does not carry a TSTInfo');
  const info = pkijs.TSTInfo.fromBER(content.getValue());
  const imprint = info.messageImprint;
  if (
    imprint.hashAlgorithm.algorithmId !== SHA256 ||
    !Buffer.from(imprint.hashedMessage.valueBlock.valueHexView).equals(digest)
  )
    throw new TimestampError('the token dates another digest than the one asked for');
  if (!info.nonce || !Buffer.from(info.nonce.valueBlock.valueHexView).equals(nonce))
    throw new TimestampError('the token does not carry our nonce');
  return { der, genTime: info.genTime, certificates: tokenCertificates(der) };
}

/** The certificates inside a token (or any CMS SignedData ContentInfo), as their original DER. */
export function tokenCertificates(contentInfo: Buffer): Buffer[] {
  const parsed = asn1js.fromBER(contentInfo);
  const signedData = (parsed.result as asn1js.Sequence).valueBlock.value[1] as asn1js.Constructed;
  const fields = (signedData.valueBlock.value[0] as asn1js.Sequence).valueBlock.value;
  // certificates [0] IMPLICIT CertificateSet follows version, digestAlgorithms, encapContentInfo.
  const set = fields.find((f) => f.idBlock.tagClass === 3 && f.idBlock.tagNumber === 0) as
    | asn1js.Constructed
    | undefined;
  if (!set) return [];
  return set.valueBlock.value
    .filter((c) => c.idBlock.tagClass === 1 && c.idBlock.tagNumber === 16)
    .map((c) => Buffer.from(c.valueBeforeDecodeView));
}
