// Images strangers send (issue 43, the "images" class), read by one module (src/documents/images.ts):
// a PNG with a private chunk before its IHDR that says 10 × 10 while the real header says
// 12,000 × 12,000, and a JPEG whose frame header says 65,000 × 65,000, are refused on their header —
// made into a template's page, uploaded by a signer, set as a workspace's logo — with the sizes
// named; what is kept is re-encoded without the EXIF block, comment or text chunk it came with (and a
// photo turned by its EXIF orientation); a PNG with transparency becomes a page image with a soft
// mask; the image checks of one tenant are capped and answered 429. Every input is made here, byte
// by byte or by sharp. The refusals' times are printed, never asserted.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { checkLogo, LogoRefused } from '../src/branding/logo-image.ts';
import { convertDocument } from '../src/documents/convert.ts';
import { ImageProblem, imageToPdf } from '../src/documents/image.ts';
import { IMAGE_MAX_PIXELS, ImageRefused, imageChecks, readImage } from '../src/documents/images.ts';
import { AppError } from '../src/platform/errors.ts';
import { Scratch, tool } from './document-conversion-support.ts';
import { jpeg, png, pngHeader, pngWithPrivateChunkFirst, withFrameSize } from './heavy-inputs.ts';
import { ADMIN_TOKEN, createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate } from './requests-fixtures.ts';

/** A small PNG carrying a tEXt chunk that says `marker`. */
function pngWithText(marker: string): Buffer {
  const width = 30;
  const rows = Buffer.alloc(20 * (1 + width * 3), 0x80);
  for (let y = 0; y < 20; y++) rows[y * (1 + width * 3)] = 0;
  return png([
    ['IHDR', pngHeader(width, 20)],
    ['tEXt', Buffer.from(`Comment\0${marker}`, 'latin1')],
    ['IDAT', deflateSync(rows)],
    ['IEND', Buffer.alloc(0)],
  ]);
}

/**
 * The JPEG with an EXIF block (orientation 6, an ImageDescription saying `marker`) and a comment
 * segment (COM) saying `comment`, right after its SOI.
 */
function withExifAndComment(jpegBytes: Buffer, marker: string, comment: string): Buffer {
  const text = Buffer.from(`${marker}\0`, 'latin1');
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8); // two entries, in tag order
  tiff.writeUInt16BE(0x010e, 10); // ImageDescription: ASCII, its text after the IFD
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt32BE(text.length, 14);
  tiff.writeUInt32BE(tiff.length, 18);
  tiff.writeUInt16BE(0x0112, 22); // Orientation: SHORT 6 (turn 90° clockwise to show)
  tiff.writeUInt16BE(3, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt16BE(6, 30);
  tiff.writeUInt32BE(0, 34); // no next IFD
  const exif = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, text]);
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(marker, 0);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  return Buffer.concat([
    jpegBytes.subarray(0, 2),
    segment(0xffe1, exif),
    segment(0xfffe, Buffer.from(comment, 'latin1')),
    jpegBytes.subarray(2),
  ]);
}

const has = (bytes: Uint8Array, marker: string) => Buffer.from(bytes).includes(Buffer.from(marker, 'latin1'));

/** The promise's rejection, timed; printed so a slow refusal is seen (never asserted). */
async function refusedIn(what: string, promise: Promise<unknown>): Promise<unknown> {
  const started = performance.now();
  try {
    await promise;
  } catch (error) {
    console.log(`${what}: refused in ${(performance.now() - started).toFixed(1)} ms`);
    return error;
  }
  assert.fail(`${what} was accepted`);
}

let hostilePng: Buffer;
let hostileJpeg: Buffer;
let photo: Buffer;
before(async () => {
  hostilePng = pngWithPrivateChunkFirst();
  hostileJpeg = withFrameSize(await jpeg(64, 40), 65_000, 65_000);
  photo = withExifAndComment(await jpeg(64, 40), 'EXIF-MARKER-7341', 'COMMENT-MARKER-7341');
});

describe('the header is read whole, not at fixed offsets', () => {
  test('the PNG with a private chunk before its IHDR is measured by its real IHDR and refused', async () => {
    assert.equal(hostilePng.readUInt32BE(16), 10, 'bytes 16–23 say 10 × 10');
    const error = await refusedIn(
      'PNG 12,000 × 12,000, readImage',
      readImage(hostilePng, { maxPixels: 25e6 }),
    );
    assert.ok(error instanceof ImageRefused);
    assert.equal(error.reason, 'too_many_pixels');
    assert.match(error.message, /The PNG image is 12000 × 12000 pixels; at most 25 million pixels are taken/);
    assert.deepEqual(error.details, { type: 'image/png', width: 12_000, height: 12_000 });
  });

  test('a template document: both images are conversion_failed naming their size, before decoding', async () => {
    for (const [name, file, filename, size] of [
      [
        'Poster',
        hostilePng,
        'poster.png',
        /the PNG image is 12000 × 12000 pixels; at most 25 million pixels/,
      ],
      [
        'Photo',
        hostileJpeg,
        'photo.jpg',
        /the JPEG image is 65000 × 65000 pixels; at most 25 million pixels/,
      ],
    ] as const) {
      const direct = await refusedIn(`${filename}, imageToPdf`, imageToPdf(file));
      assert.ok(direct instanceof ImageProblem);
      assert.match(direct.message, size);
      const converted = await refusedIn(
        `${filename}, convertDocument`,
        convertDocument({ name, file: new Uint8Array(file), filename }),
      );
      assert.ok(converted instanceof AppError);
      assert.equal(converted.code, 'conversion_failed');
      assert.match(converted.message, new RegExp(`"${name}" could not be converted to PDF: ${size.source}`));
    }
  });

  test('a logo: both are refused as too many pixels, with their size', async () => {
    for (const [file, type, size] of [
      [hostilePng, 'image/png', '12000×12000'],
      [hostileJpeg, 'image/jpeg', '65000×65000'],
    ] as const) {
      const error = await refusedIn(`logo ${size}`, checkLogo(file, type));
      assert.ok(error instanceof LogoRefused);
      assert.equal(error.reason, 'too_many_pixels');
      assert.match(error.message, new RegExp(`The logo is ${size} pixels; a logo may be at most 1000×1000`));
    }
  });
});

describe('what is kept is what was measured', () => {
  test('a JPEG comes back without its EXIF block and comment, turned as its orientation says', async () => {
    assert.ok(has(photo, 'EXIF-MARKER-7341') && has(photo, 'COMMENT-MARKER-7341'));
    const kept = await readImage(photo, { maxPixels: IMAGE_MAX_PIXELS });
    assert.equal(kept.type, 'image/jpeg');
    assert.deepEqual([kept.width, kept.height], [40, 64], 'stored 64 × 40, shown turned');
    assert.ok(!has(kept.bytes, 'EXIF-MARKER-7341'), 'no EXIF text');
    assert.ok(!has(kept.bytes, 'COMMENT-MARKER-7341'), 'no comment');
    assert.ok(!has(kept.bytes, 'Exif\0'), 'no EXIF block at all');
    const read = await sharp(kept.bytes).metadata();
    assert.deepEqual([read.format, read.width, read.height, read.orientation], ['jpeg', 40, 64, undefined]);
    // Turned 90° clockwise: the stored left half (black) is now on top.
    const { data, info } = await sharp(kept.bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * info.width + x];
    assert.ok(at(20, 5) < 60 && at(20, 58) > 200, `top ${at(20, 5)}, bottom ${at(20, 58)}`);
  });

  test('a PNG comes back without its text chunk, its pixels the same', async () => {
    const sent = pngWithText('TEXT-MARKER-7341');
    const kept = await readImage(sent, { maxPixels: IMAGE_MAX_PIXELS });
    assert.equal(kept.type, 'image/png');
    assert.ok(has(sent, 'TEXT-MARKER-7341') && !has(kept.bytes, 'TEXT-MARKER-7341'));
    assert.ok(!has(kept.bytes, 'tEXt'));
    const pixels = async (bytes: Uint8Array) => sharp(bytes).removeAlpha().raw().toBuffer();
    assert.deepEqual(await pixels(kept.bytes), await pixels(sent));
  });

  test('a PNG with transparency becomes a page image with a soft mask, neither decoded by pdf-lib', async () => {
    const scratch = new Scratch();
    try {
      const logo = await sharp({
        create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
      })
        .png()
        .toBuffer();
      const pdf = await imageToPdf(logo);
      const file = path.join(await scratch.dir(), 'page.pdf');
      await writeFile(file, pdf);
      const list = (await tool('pdfimages', ['-list', file])).stdout.toString();
      const rows = list
        .trim()
        .split('\n')
        .slice(2)
        .map((row) => row.trim().split(/\s+/));
      assert.deepEqual(
        rows.map(([, , type, width, height, color]) => [type, width, height, color]),
        [
          ['image', '300', '200', 'rgb'],
          ['smask', '300', '200', 'gray'],
        ],
        list,
      );
    } finally {
      await scratch.cleanup();
    }
  });
});

describe('the image checks are fair', () => {
  test('a tenant with six checks running or waiting is answered 429 with Retry-After; another is not', async () => {
    const small = pngWithText('x');
    const held = Array.from({ length: 6 }, () => readImage(small, { maxPixels: 1e6, tenant: 'busy' }));
    const refused = await refusedIn(
      'the seventh check',
      readImage(small, { maxPixels: 1e6, tenant: 'busy' }),
    );
    assert.ok(refused instanceof AppError);
    assert.equal(refused.statusCode, 429);
    assert.match(refused.message, /already has 6 image checks running or waiting/);
    assert.match(refused.headers['retry-after'] ?? '', /^\d+$/);
    const other = await readImage(small, { maxPixels: 1e6, tenant: 'quiet' });
    assert.equal(other.width, 30);
    await Promise.all(held);
    assert.equal(imageChecks.active, 0);
  });
});

describe('through the service', () => {
  let t: TestApp;
  let tenant: Tenant;
  let token: string;

  before(async () => {
    t = await startTestApp();
    tenant = await createTenant(t, 'team_premium');
    const templateId = await publishedTemplate(t.url, tenant.apiKey, {
      name: 'Identity check',
      kind: 'flow',
      roles: [{ name: 'Client' }],
      body: '# Identity check\n\nDocuments: {{idScan}}',
      variables: [{ key: 'idScan', label: 'Identity document', type: 'file', role: 'Client', maxFiles: 5 }],
    });
    const sent = await request(t.url, 'POST', '/api/v1/esign/submissions', {
      token: tenant.apiKey,
      body: { templateId, submitters: [{ role: 'Client', name: 'Ines Client', email: 'ines@client.test' }] },
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    token = sent.body.submitters[0].signingUrl.split('/sign/')[1];
  });
  after(async () => {
    await t?.close();
  });

  async function upload(bytes: Uint8Array, filename: string) {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(bytes)]), filename);
    const res = await fetch(`${t.url}/sign/${token}/attachments`, { method: 'POST', body: form });
    return { status: res.status, body: await res.json() };
  }

  async function stored(attachmentId: string): Promise<Uint8Array> {
    const { rows } = await t.services.db.query<{ document_id: string }>(
      'SELECT document_id FROM signer_attachments WHERE id = $1',
      [attachmentId],
    );
    const bytes = await t.services.documents.get(rows[0].document_id);
    assert.ok(bytes);
    return bytes;
  }

  test("a signer's upload of either image is 415 unsupported_attachment naming its size", async () => {
    for (const [file, filename, size] of [
      [hostilePng, 'scan.png', /The PNG image is 12000 × 12000 pixels; at most 25 million pixels/],
      [hostileJpeg, 'photo.jpg', /The JPEG image is 65000 × 65000 pixels; at most 25 million pixels/],
    ] as const) {
      const started = performance.now();
      const answer = await upload(file, filename);
      console.log(
        `upload ${filename}: answered ${answer.status} in ${(performance.now() - started).toFixed(1)} ms`,
      );
      assert.equal(answer.status, 415, JSON.stringify(answer.body));
      assert.equal(answer.body.code, 'unsupported_attachment');
      assert.match(answer.body.message, size);
    }
  });

  test("a signer's images are stored re-encoded, without EXIF, comment or text, the answer naming what is stored", async () => {
    for (const [file, filename, markers] of [
      [photo, 'photo.jpg', ['EXIF-MARKER-7341', 'COMMENT-MARKER-7341', 'Exif\0']],
      [pngWithText('TEXT-MARKER-7341'), 'scan.png', ['TEXT-MARKER-7341', 'tEXt']],
    ] as const) {
      const answer = await upload(file, filename);
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const bytes = await stored(answer.body.id);
      for (const marker of markers)
        assert.ok(!has(bytes, marker), `${filename}: no ${JSON.stringify(marker)}`);
      assert.equal(answer.body.size, bytes.length);
      assert.equal(answer.body.sha256, createHash('sha256').update(bytes).digest('hex'));
    }
  });

  test('a logo of either image is a 400 naming its size, and a logo with EXIF is stored without it', async () => {
    const putLogo = (body: Buffer, type: string) =>
      fetch(`${t.url}/admin/v1/workspaces/${tenant.workspaceId}/logo`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': type },
        body: new Uint8Array(body),
      });
    for (const [file, type, size] of [
      [hostilePng, 'image/png', '12000×12000'],
      [hostileJpeg, 'image/jpeg', '65000×65000'],
    ] as const) {
      const started = performance.now();
      const res = await putLogo(file, type);
      const body = await res.json();
      console.log(`logo ${size}: answered ${res.status} in ${(performance.now() - started).toFixed(1)} ms`);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.match(body.message, new RegExp(`The logo is ${size} pixels`));
    }
    const put = await putLogo(photo, 'image/jpeg');
    const body = await put.json();
    assert.equal(put.status, 200, JSON.stringify(body));
    assert.deepEqual([body.logo.width, body.logo.height], [40, 64]);
    const served = new Uint8Array(await (await fetch(`${t.url}${body.logo.url}`)).arrayBuffer());
    assert.ok(!has(served, 'EXIF-MARKER-7341') && !has(served, 'COMMENT-MARKER-7341'));
    assert.match(body.logo.url, new RegExp(createHash('sha256').update(served).digest('hex')));
  });
});
