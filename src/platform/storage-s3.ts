// An S3-compatible bucket as the object store behind DocumentStore (DOCUMENT_STORE_URL=s3://…),
// through @aws-sdk/client-s3: AWS, or any server speaking the S3 API (MinIO, Ceph, Garage, …).
// Objects are named by the SHA-256 of their bytes under the configured prefix. A failure to reach
// the bucket is a 503 `service_unavailable` (with Retry-After) for whoever needed the bytes: a
// signer completing a request can retry, and nothing was recorded.

import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import type { DocumentStoreConfig } from './config.ts';
import { serviceUnavailable } from './errors.ts';
import type { ObjectStore } from './storage.ts';

type S3Config = Extract<DocumentStoreConfig, { kind: 's3' }>;

/** s3://bucket/key → its parts. */
export function parseLocation(location: string): { bucket: string; key: string } {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(location);
  if (!match) throw new Error(`Not an object location: ${location}`);
  return { bucket: match[1], key: match[2] };
}

export function s3ObjectStore(config: S3Config, log: Logger): ObjectStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Content addressing already proves integrity (the SHA-256 is checked on every read); the
    // newer default checksums are refused by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });

  /** Runs one call to the bucket; anything but "no such object" becomes a 503 for the caller. */
  async function call<T>(operation: string, location: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      log.error({ err: error, operation, location, status }, 'document storage call failed');
      throw serviceUnavailable({
        message: 'Document storage is unavailable; nothing was changed. Please try again.',
      });
    }
  }

  return {
    prefix: `s3://${config.bucket}/${config.prefix}`,
    locationOf: (sha256) => `s3://${config.bucket}/${config.prefix}${sha256}`,
    async put(location, bytes, contentType) {
      const { bucket, key } = parseLocation(location);
      await call('put', location, () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.byteLength,
          }),
        ),
      );
    },
    async get(location) {
      const { bucket, key } = parseLocation(location);
      return call('get', location, async () => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
        } catch (error) {
          if (error instanceof NoSuchKey) return null;
          throw error;
        }
      });
    },
    async open(location) {
      const { bucket, key } = parseLocation(location);
      return call('open', location, async () => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          return object.Body instanceof Readable ? object.Body : Readable.from([]);
        } catch (error) {
          if (error instanceof NoSuchKey) return null;
          throw error;
        }
      });
    },
    async delete(location) {
      const { bucket, key } = parseLocation(location);
      await call('delete', location, () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
      );
    },
    close() {
      client.destroy();
    },
  };
}
