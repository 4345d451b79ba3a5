// Documents in other formats made into PDFs (issue 32 item 2), unit-level with the real soffice:
// Word, OpenDocument and RTF files whose text pdftotext reads back; PNG and JPEG images, landscape and
// portrait, each one A4 page in its orientation; an extension we do not take (400 listing those we
// do), bytes that are not what the extension says, a corrupt Word file and a slow converter
// (conversion_failed naming the document; the slow one's whole process group killed and its
// directory removed); no LibreOffice (conversion_unavailable); at most two conversions at once. And
// hostile Word files: a macro-enabled document renamed .docx and a document whose image is a link to
// a loopback server convert without running the macro or asking the server anything, with the
// network namespace and by the throwaway profile's settings alone; run through a plain soffice with
// a default profile, the same files do load their macros and fetch their image, so they are live.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { convertDocument } from '../src/documents/convert.ts';
import { A4, IMAGE_MARGIN } from '../src/documents/image.ts';
import { conversions, locateSoffice, networkIsolation } from '../src/documents/libreoffice.ts';
import { registryModifications } from '../src/documents/profile.ts';
import { AppError } from '../src/platform/errors.ts';
import { PDFDocument } from '../src/platform/pdf.ts';
import {
  countingServer,
  fakeSoffice,
  pdfText,
  processGone,
  rasterImage,
  Scratch,
  tool,
  withExifOrientation,
} from './document-conversion-support.ts';
import { waitFor } from './helpers.ts';
import { docmWithAutoOpen, docx, docxWithExternalImage, odt, rtf } from './office-fixtures.ts';

const scratch = new Scratch();
after(() => scratch.cleanup());

const sha256 = async (bytes: Uint8Array) =>
  (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex');

/** The AppError a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof AppError, `an AppError, got ${error}`);
    return error;
  }
  assert.fail('expected a refusal');
}

async function pageSizes(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((p) => {
    const { width, height } = p.getSize();
    return { width: Math.round(width), height: Math.round(height) };
  });
}

describe('Word, OpenDocument and RTF through LibreOffice', () => {
  test('a .docx (extension in any case) becomes a PDF showing its text, with the SHA-256 of the file as sent', async () => {
    const file = await docx(['Lease agreement between Ada and Grace', 'Rent is due on the first day.']);
    const result = await convertDocument({ name: 'Lease', file, filename: 'Lease.DOCX' });
    assert.equal(result.filename, 'Lease.DOCX');
    assert.equal(result.originalSha256, await sha256(file));
    assert.equal(Buffer.from(result.pdf.subarray(0, 5)).toString('latin1'), '%PDF-');
    const text = await pdfText(result.pdf, scratch);
    assert.match(text, /Lease agreement between Ada and Grace/);
    assert.match(text, /Rent is due on the first day\./);
  });

  test('an .odt and an .rtf become PDFs showing their text', async () => {
    const fromOdt = await convertDocument({
      name: 'Annex A',
      file: await odt(['Annex A: inventory of the flat']),
      filename: 'annex-a.odt',
    });
    assert.match(await pdfText(fromOdt.pdf, scratch), /Annex A: inventory of the flat/);
    const fromRtf = await convertDocument({
      name: 'Annex B',
      file: rtf(['Annex B: house rules {quiet after 22:00}']),
      filename: 'annex-b.rtf',
    });
    assert.match(await pdfText(fromRtf.pdf, scratch), /Annex B: house rules \{quiet after 22:00\}/);
  });

  test('a Word 97 .doc (made by soffice from a .docx here) and an RTF file saved as .doc become PDFs showing their text', async () => {
    const dir = await scratch.dir();
    await writeFile(path.join(dir, 'letter.docx'), await docx(['Word 97 letter to Grace Hopper']));
    const out = await plainSoffice(path.join(dir, 'letter.docx'), 'doc:MS Word 97');
    const word97 = new Uint8Array(await readFile(path.join(out, 'letter.doc')));
    assert.deepEqual([...word97.subarray(0, 4)], [0xd0, 0xcf, 0x11, 0xe0], 'a compound file');
    const fromDoc = await convertDocument({ name: 'Letter', file: word97, filename: 'letter.doc' });
    assert.match(await pdfText(fromDoc.pdf, scratch), /Word 97 letter to Grace Hopper/);
    const rtfAsDoc = await convertDocument({
      name: 'Old export',
      file: rtf(['Exported by an old system as .doc']),
      filename: 'export.doc',
    });
    assert.match(await pdfText(rtfAsDoc.pdf, scratch), /Exported by an old system as \.doc/);
  });

  test('a Word file of several pages keeps its pages', async () => {
    const file = await docx([], { pages: [['Page one text'], ['Page two text'], ['Page three text']] });
    const result = await convertDocument({ name: 'Three pages', file, filename: 'three.docx' });
    assert.equal((await pageSizes(result.pdf)).length, 3);
    const text = await pdfText(result.pdf, scratch);
    assert.ok(
      text.indexOf('Page one') < text.indexOf('Page two') &&
        text.indexOf('Page two') < text.indexOf('Page three'),
    );
  });

  test('a corrupt .docx is conversion_failed naming the document', async () => {
    const file = new Uint8Array(
      Buffer.from('PK\u0003\u0004 this is no ZIP package, only its first four bytes'),
    );
    const error = await refusal(
      convertDocument({ name: 'Broken offer letter', file, filename: 'offer.docx' }),
    );
    assert.equal(error.statusCode, 400);
    assert.equal(error.code, 'conversion_failed');
    assert.match(error.message, /"Broken offer letter"/);
    assert.equal(error.toBody().document, 'Broken offer letter');
  });

  test('bytes that are not what the extension says are refused before LibreOffice sees them', async () => {
    // SOFFICE_PATH points nowhere: a refusal that is not conversion_unavailable came before soffice.
    const html = new Uint8Array(
      Buffer.from('<html><body><img src="http://127.0.0.1:9/x.png"></body></html>'),
    );
    for (const filename of ['page.docx', 'page.odt', 'page.doc', 'page.rtf']) {
      const error = await refusal(
        convertDocument({ name: 'Web page', file: html, filename }, { sofficePath: '/nonexistent/soffice' }),
      );
      assert.equal(error.code, 'conversion_failed', filename);
      assert.match(error.message, /"Web page" could not be converted to PDF: the file is not a/);
    }
  });

  test('SOFFICE_PATH pointing nowhere is conversion_unavailable, naming the Debian package and SOFFICE_PATH', async () => {
    const error = await refusal(
      convertDocument(
        { name: 'Offer', file: await docx(['Offer']), filename: 'offer.docx' },
        { sofficePath: '/nonexistent/soffice' },
      ),
    );
    assert.equal(error.statusCode, 400);
    assert.equal(error.code, 'conversion_unavailable');
    assert.match(error.message, /libreoffice-writer-nogui/);
    assert.match(error.message, /SOFFICE_PATH/);
    // A PDF and an image need no LibreOffice.
    const pdf = await (await PDFDocument.create()).save();
    const asIs = await convertDocument(
      { name: 'P', file: pdf, filename: 'p.pdf' },
      { sofficePath: '/nonexistent/soffice' },
    );
    assert.deepEqual(asIs.pdf, pdf);
  });

  test('an extension we do not take is a 400 without code listing the extensions we take', async () => {
    for (const filename of ['notes.txt', 'sheet.xlsx', 'noextension', 'archive.docx.zip']) {
      const error = await refusal(convertDocument({ name: 'X', file: new Uint8Array([1, 2, 3]), filename }));
      assert.equal(error.statusCode, 400);
      assert.equal(error.code, undefined);
      assert.match(error.message, /\.pdf, \.docx, \.odt, \.doc, \.rtf, \.png, \.jpg, \.jpeg/);
    }
  });
});

describe('a slow or busy converter', () => {
  test('a conversion still running at the time limit is killed with its whole process group, and its directory removed', async () => {
    const record = await scratch.dir();
    const soffice = await fakeSoffice(
      record,
      [`echo "$HOME" > ${record}/home`, 'sleep 300 &', `echo $! > ${record}/child`, 'wait'].join('\n'),
    );
    const error = await refusal(
      convertDocument(
        { name: 'Slow contract', file: await docx(['x']), filename: 'slow.docx' },
        { sofficePath: soffice, timeoutMs: 300 },
      ),
    );
    assert.equal(error.code, 'conversion_failed');
    assert.match(
      error.message,
      /"Slow contract" could not be converted to PDF: LibreOffice took longer than 300 ms/,
    );
    const child = Number((await readFile(path.join(record, 'child'), 'utf8')).trim());
    await waitFor(() => processGone(child), 'the background child of the fake soffice to be killed');
    const home = (await readFile(path.join(record, 'home'), 'utf8')).trim();
    assert.match(home, /countersign-convert-/);
    assert.equal(existsSync(home), false, 'the conversion directory is removed');
  });

  test('at most two conversions run at once; the third waits its turn, then all finish', async () => {
    const record = await scratch.dir();
    const soffice = await fakeSoffice(
      record,
      [
        'out=""; prev=""',
        'for a in "$@"; do [ "$prev" = "--outdir" ] && out="$a"; prev="$a"; done',
        `touch ${record}/started.$$`,
        `while [ ! -e ${record}/release ]; do sleep 0.05; done`,
        `printf '%%PDF-1.4\\n%%fake\\n' > "$out/document.pdf"`,
      ].join('\n'),
    );
    const started = async () =>
      (await import('node:fs/promises'))
        .readdir(record)
        .then((names) => names.filter((n) => n.startsWith('started.')));
    const file = await docx(['x']);
    // Two files of workspace A, one of B: a workspace runs one conversion at a time (issue 43), so
    // A's first and B's run, and A's second waits its turn.
    const runs = (['ws_a', 'ws_b', 'ws_a'] as const).map((tenant, n) =>
      convertDocument(
        { name: `Doc ${n + 1}`, file, filename: `d${n + 1}.docx` },
        { sofficePath: soffice, tenant },
      ),
    );
    await waitFor(
      async () => (await started()).length === 2 && conversions.load().get('ws_a')?.waiting === 1,
      'two running, one queued',
    );
    assert.equal(conversions.active, 2);
    assert.deepEqual(conversions.load().get('ws_a'), { running: 1, waiting: 1 });
    assert.deepEqual(conversions.load().get('ws_b'), { running: 1, waiting: 0 });
    assert.equal((await started()).length, 2, 'the third has not started');
    await writeFile(path.join(record, 'release'), '');
    const results = await Promise.all(runs);
    assert.equal(results.length, 3);
    assert.equal((await started()).length, 3);
    assert.equal(conversions.active, 0);
    assert.equal(conversions.load().size, 0);
  });
});

describe('images', () => {
  for (const kind of ['png', 'jpeg'] as const) {
    for (const [shape, width, height] of [
      ['landscape', 640, 400],
      ['portrait', 300, 520],
    ] as const) {
      test(`a ${shape} ${kind.toUpperCase()} becomes one A4 page in ${shape} orientation, the image inside the margins`, async () => {
        const file = await rasterImage(kind, width, height, scratch);
        const filename = kind === 'png' ? 'scan.png' : 'photo.JPG';
        const result = await convertDocument({ name: 'Photo', file, filename });
        assert.equal(result.originalSha256, await sha256(file));
        const a4 = shape === 'landscape' ? { width: 842, height: 595 } : { width: 595, height: 842 };
        assert.deepEqual(await pageSizes(result.pdf), [a4]);
        // pdfimages: one image of the file's own pixel size.
        const dir = await scratch.dir();
        await writeFile(path.join(dir, 'i.pdf'), result.pdf);
        const list = (await tool('pdfimages', ['-list', path.join(dir, 'i.pdf')])).stdout.toString();
        const rows = list.trim().split('\n').slice(2);
        assert.equal(rows.length, 1, list);
        const [, , , w, h] = rows[0].trim().split(/\s+/);
        assert.deepEqual([Number(w), Number(h)], [width, height]);
        // Fitted: it touches the margins on one axis and stays within them on the other.
        const scale = Math.min(
          (a4.width - 2 * IMAGE_MARGIN) / width,
          (a4.height - 2 * IMAGE_MARGIN) / height,
        );
        assert.ok(
          width * scale <= a4.width - 2 * IMAGE_MARGIN + 0.01 &&
            height * scale <= a4.height - 2 * IMAGE_MARGIN + 0.01,
        );
      });
    }
  }

  for (const [orientation, corner, page] of [
    [1, 'top-left', 'landscape'],
    [3, 'bottom-right', 'landscape'],
    [6, 'top-right', 'portrait'],
    [8, 'bottom-left', 'portrait'],
  ] as const) {
    test(`a photo stored landscape with EXIF orientation ${orientation} is shown ${page}, its stored top-left corner at the ${corner}`, async () => {
      const stored = await rasterImage('jpeg', 640, 400, scratch);
      const file = orientation === 1 ? stored : withExifOrientation(stored, orientation);
      const result = await convertDocument({ name: 'ID card', file, filename: 'id.jpg' });
      const a4 = { width: Math.round(A4.width), height: Math.round(A4.height) };
      assert.deepEqual(await pageSizes(result.pdf), [
        page === 'portrait' ? a4 : { width: a4.height, height: a4.width },
      ]);
      const pgm = await renderGray(result.pdf);
      const frame = darkBox(pgm, 200);
      assert.ok(
        page === 'portrait' ? frame.height > frame.width * 1.3 : frame.width > frame.height * 1.3,
        `the image is ${page} (${frame.width} × ${frame.height})`,
      );
      // The black square marks the stored image's top-left corner.
      const mark = darkBox(pgm, 60);
      const [midX, midY] = [mark.x + mark.width / 2, mark.y + mark.height / 2];
      const vertical = midY < frame.y + frame.height / 2 ? 'top' : 'bottom';
      const horizontal = midX < frame.x + frame.width / 2 ? 'left' : 'right';
      assert.equal(`${vertical}-${horizontal}`, corner);
    });
  }

  test('an image file that is no PNG or JPEG, or a broken one, is conversion_failed naming the document', async () => {
    const notAnImage = await refusal(
      convertDocument({ name: 'Scan', file: await docx(['x']), filename: 'scan.png' }),
    );
    assert.equal(notAnImage.code, 'conversion_failed');
    assert.match(
      notAnImage.message,
      /"Scan" could not be converted to PDF: the file is not a PNG or JPEG image/,
    );
    const png = await rasterImage('png', 100, 100, scratch);
    const broken = await refusal(
      convertDocument({ name: 'Half a scan', file: png.subarray(0, 60), filename: 'half.png' }),
    );
    assert.equal(broken.code, 'conversion_failed');
    assert.match(broken.message, /"Half a scan"/);
  });

  test('a PNG of more than 25 million pixels is refused before it is decoded', async () => {
    const png = await rasterImage('png', 100, 100, scratch);
    const huge = Buffer.from(png);
    huge.writeUInt32BE(6000, 16);
    huge.writeUInt32BE(6000, 20);
    const error = await refusal(
      convertDocument({ name: 'Poster', file: new Uint8Array(huge), filename: 'poster.png' }),
    );
    assert.equal(error.code, 'conversion_failed');
    assert.match(error.message, /6000 × 6000 pixels; at most 25 million pixels/);
  });
});

/** The PDF's first page rendered in grey at 20 dpi, as a binary PGM. */
async function renderGray(pdf: Uint8Array): Promise<Buffer> {
  const dir = await scratch.dir();
  await writeFile(path.join(dir, 'r.pdf'), pdf);
  const result = await tool('pdftoppm', [
    '-r',
    '20',
    '-gray',
    '-singlefile',
    path.join(dir, 'r.pdf'),
    path.join(dir, 'r'),
  ]);
  assert.equal(result.code, 0, result.output);
  return readFile(path.join(dir, 'r.pgm'));
}

/** The bounding box of the pixels darker than `below` in a binary PGM (P5). */
function darkBox(pgm: Buffer, below: number): { x: number; y: number; width: number; height: number } {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 50).toString('latin1'));
  assert.ok(header);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const data = pgm.subarray(header[0].length);
  let [minX, minY, maxX, maxY] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] < below) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  assert.ok(maxX >= 0, 'something is drawn');
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** soffice run directly with a profile of our choosing (or LibreOffice's defaults), no namespace. */
async function plainSoffice(input: string, to: string, profileXcu?: string): Promise<string> {
  const soffice = await locateSoffice(undefined);
  assert.ok(soffice, 'soffice is installed (scripts/ensure-tools.mjs)');
  const dir = await scratch.dir('cs-plain-soffice-');
  await mkdir(path.join(dir, 'profile', 'user'), { recursive: true });
  if (profileXcu) await writeFile(path.join(dir, 'profile', 'user', 'registrymodifications.xcu'), profileXcu);
  const out = path.join(dir, 'out');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      soffice,
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        '--norestore',
        '--convert-to',
        to,
        '--outdir',
        out,
        input,
      ],
      { stdio: 'ignore', env: { PATH: '/usr/bin:/bin', HOME: dir } },
    );
    child.on('error', reject);
    child.on('close', () => resolve());
  });
  return out;
}

describe('hostile Word files', () => {
  test('a macro-enabled document renamed .docx converts without its macro running, with or without the network namespace', async () => {
    const dir = await scratch.dir();
    const marker = path.join(dir, 'macro-ran.txt');
    const file = await docmWithAutoOpen('Offer letter with a macro', marker);
    for (const isolateNetwork of [true, false]) {
      const result = await convertDocument(
        { name: 'Offer', file, filename: 'offer.docx' },
        { isolateNetwork },
      );
      assert.match(await pdfText(result.pdf, scratch), /Offer letter with a macro/);
      assert.equal(existsSync(marker), false, 'Document_Open/AutoOpen did not run');
    }
  });

  test('an .odt whose load event runs a Basic macro converts without the macro running', async () => {
    const dir = await scratch.dir();
    const marker = path.join(dir, 'basic-ran.txt');
    const file = await odt(['Annex with a load macro'], { onLoadMarker: marker });
    const result = await convertDocument(
      { name: 'Annex', file, filename: 'annex.odt' },
      { isolateNetwork: false },
    );
    assert.match(await pdfText(result.pdf, scratch), /Annex with a load macro/);
    assert.equal(existsSync(marker), false, 'the load macro did not run');
    // LibreOffice does read the macro and its binding (it keeps both in a copy): the fixture is live.
    await writeFile(path.join(dir, 'annex.odt'), file);
    const copy = path.join(await plainSoffice(path.join(dir, 'annex.odt'), 'odt'), 'annex.odt');
    assert.match((await tool('unzip', ['-p', copy, 'Basic/Standard/Module1.xml'])).output, /basic-ran\.txt/);
    assert.match((await tool('unzip', ['-p', copy, 'content.xml'])).output, /Standard\.Module1\.Main/);
  });

  test("the throwaway profile does not even load the document's VBA project, which LibreOffice's defaults do", async () => {
    const dir = await scratch.dir();
    const input = path.join(dir, 'offer.docx');
    await writeFile(
      input,
      await docmWithAutoOpen('Offer letter with a macro', path.join(dir, 'macro-ran.txt')),
    );
    const basicOf = async (out: string) => {
      const listing = await tool('unzip', ['-l', path.join(out, 'offer.odt')]);
      assert.equal(listing.code, 0, listing.output);
      return listing.output;
    };
    // Defaults: the macro is read (and kept as Basic in the OpenDocument copy): the fixture is live.
    assert.match(await basicOf(await plainSoffice(input, 'odt')), /Basic\/Project\/ThisDocument\.xml/);
    assert.doesNotMatch(
      await basicOf(await plainSoffice(input, 'odt', registryModifications())),
      /ThisDocument/,
    );
    assert.equal(existsSync(path.join(dir, 'macro-ran.txt')), false);
  });

  test('a .docx whose image is an external link converts without any request to that server, by the profile alone too', async () => {
    const server = await countingServer();
    try {
      const file = await docxWithExternalImage('Policy with a linked logo', `${server.url}/logo.png`);
      for (const isolateNetwork of [true, false]) {
        const result = await convertDocument(
          { name: 'Policy', file, filename: 'policy.docx' },
          { isolateNetwork },
        );
        assert.match(await pdfText(result.pdf, scratch), /Policy with a linked logo/);
        assert.deepEqual(server.requests, [], `no request (isolateNetwork ${isolateNetwork})`);
      }
      // The same file through soffice with LibreOffice's default settings does fetch it: the link is live.
      const dir = await scratch.dir();
      await writeFile(path.join(dir, 'policy.docx'), file);
      await plainSoffice(path.join(dir, 'policy.docx'), 'pdf');
      assert.ok(
        server.requests.some((r) => r === 'GET /logo.png'),
        JSON.stringify(server.requests),
      );
    } finally {
      await server.close();
    }
  });

  test('the network namespace is used where the machine allows it (here: root)', async (t) => {
    const prefix = await networkIsolation();
    if (process.getuid?.() !== 0) {
      t.diagnostic('not root: the namespace may be unavailable and is then left out silently');
      return;
    }
    assert.match(prefix.join(' '), /unshare -n$/);
  });
});
