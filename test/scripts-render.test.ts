// The PDF in every script (issue 46, part 3): flow documents in nine languages, an Arabic name and a
// Hebrew address stamped onto a German form, and a certificate with Arabic and Japanese signer names,
// each read back by poppler: pdftotext gives the words in logical order, pdffonts lists embedded
// subsets of the face the script needs. A character no face has fails the render here
// (COUNTERSIGN_STRICT_GLYPHS=1), so a passing render drew no missing-glyph box.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { PDFDocument, rgb } from 'pdf-lib';
import { appendAuditCertificate } from '../src/seal/audit-certificate.ts';
import { renderDocument } from '../src/templates/render/index.ts';
import { MissingGlyphError } from '../src/templates/render/script-runs.ts';
import { measureText, ScriptText } from '../src/templates/render/script-text.ts';

const run = promisify(execFile);
let dir: string;
let count = 0;

before(async () => {
  process.env.COUNTERSIGN_STRICT_GLYPHS = '1';
  dir = await mkdtemp(path.join(tmpdir(), 'scripts-render-'));
});
after(() => rm(dir, { recursive: true, force: true }));

async function saved(bytes: Uint8Array): Promise<string> {
  const file = path.join(dir, `scripts-${++count}.pdf`);
  await writeFile(file, bytes);
  return file;
}

/** The text layer, without the bidi marks poppler wraps right-to-left runs in, spaces collapsed. */
async function textOf(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[\u202a-\u202e]/g, '').replace(/\s+/g, ' ');
}

/** Each embedded font: its name and whether it is embedded as a subset. */
async function fontsOf(file: string): Promise<Array<{ name: string; embedded: boolean; subset: boolean }>> {
  const { stdout } = await run('pdffonts', [file]);
  return stdout
    .trim()
    .split('\n')
    .slice(2)
    .map((line) => {
      const [name, ...rest] = line.trim().split(/\s+/);
      const flags = rest.slice(-5, -2);
      return { name, embedded: flags[0] === 'yes', subset: flags[1] === 'yes' };
    });
}

const SAMPLES: Array<{ locale: string; title: string; body: string; face: string; cjk?: boolean }> = [
  {
    locale: 'ar',
    title: 'عقد إيجار',
    body: 'يوافق المستأجر على دفع الإيجار في بداية كل شهر لا إلا الله',
    face: 'NotoNaskhArabic',
  },
  {
    locale: 'he',
    title: 'חוזה שכירות',
    body: 'השוכר מסכים לשלם את שכר הדירה בתחילת כל חודש',
    face: 'NotoSansHebrew',
  },
  {
    locale: 'ja',
    title: '賃貸契約書',
    body: '借主は毎月の初めに家賃を支払うことに同意します。',
    face: 'NotoSansJP',
    cjk: true,
  },
  {
    locale: 'zh-Hans',
    title: '租赁合同',
    body: '租户同意在每个月初支付租金。这是一个合同。',
    face: 'NotoSansSC',
    cjk: true,
  },
  {
    locale: 'ko',
    title: '임대 계약서',
    body: '임차인은 매월 초에 임대료를 지불하는 데 동의합니다',
    face: 'NotoSansKR',
  },
  {
    locale: 'el',
    title: 'Σύμβαση μίσθωσης',
    body: 'Ο μισθωτής συμφωνεί να πληρώνει το μίσθωμα στην αρχή κάθε μήνα',
    face: 'DejaVuSans',
  },
  {
    locale: 'uk',
    title: 'Договір оренди',
    body: 'Орендар погоджується сплачувати орендну плату на початку кожного місяця',
    face: 'DejaVuSans',
  },
  {
    locale: 'tr',
    title: 'Kira sözleşmesi',
    body: 'Kiracı kira bedelini her ayın başında ödemeyi kabul eder',
    face: 'DejaVuSans',
  },
  {
    locale: 'de',
    title: 'Mietvertrag',
    body: 'Der Mieter verpflichtet sich die Miete zu Beginn jedes Monats zu zahlen',
    face: 'DejaVuSans',
  },
];

const flow = (title: string, body: string) => ({
  name: title,
  kind: 'flow' as const,
  roles: [{ name: 'Tenant' }],
  inputs: [{ key: 'tenant', label: 'Tenant', type: 'text' as const, required: false }],
  body: `# ${title}\n\n${body}\n\n${body} ${body} ${body}\n\n{{tenant}}`,
});

describe('flow documents in every script', () => {
  for (const sample of SAMPLES) {
    test(`${sample.locale}: the words come out of pdftotext in logical order, in an embedded subset of ${sample.face}`, async () => {
      const template = flow(sample.title, sample.body);
      const file = await saved(
        await renderDocument(template, undefined, {
          values: { tenant: sample.title },
          locale: sample.locale,
        }),
      );
      const text = await textOf(file);
      // CJK lines break between characters, so a line's end may fall anywhere in a sentence.
      const squash = (s: string) => (sample.cjk ? s.replace(/\s+/g, '') : s);
      assert.ok(squash(text).includes(squash(sample.title)), `title in ${text}`);
      assert.ok(squash(text).includes(squash(`${sample.body} ${sample.body}`)), `body in ${text}`);
      const fonts = await fontsOf(file);
      const face = fonts.find((font) => font.name.replace(/^[A-Z]{6}\+/, '').startsWith(sample.face));
      assert.ok(face, `${sample.face} in ${JSON.stringify(fonts)}`);
      // Han characters take the CJK face of the document's language only: no Japanese forms in Chinese.
      const cjkFaces = new Set(
        fonts
          .flatMap((font) => /\+NotoSans(JP|SC|TC|KR)/.exec(font.name)?.[1] ?? [])
          .map((name) => `NotoSans${name}`),
      );
      if (cjkFaces.size > 0) assert.deepEqual([...cjkFaces], [sample.face]);
      for (const font of fonts) {
        assert.match(font.name, /^[A-Z]{6}\+/, `${font.name} is a named subset`);
        assert.ok(font.embedded && font.subset, `${font.name} is embedded as a subset`);
      }
    });
  }

  test('a Japanese paragraph wider than the line wraps between characters, not off the page', async () => {
    const body = '借主は毎月の初めに家賃を支払うことに同意します。'.repeat(12);
    const file = await saved(
      await renderDocument(flow('契約', body), undefined, { values: {}, locale: 'ja' }),
    );
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', '-bbox', file, '-']);
    const right = Math.max(...[...stdout.matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1])));
    assert.ok(right <= 595.28 - 64 + 1, `text reaches ${right}`);
    assert.ok((await textOf(file)).replace(/\s+/g, '').includes(body));
  });
});

describe('typed signatures in every script', () => {
  test('an Arabic and a Japanese typed signature fall back from the handwriting face to their script', async () => {
    const template = {
      ...flow('Lease', 'Signed by both.'),
      roles: [{ name: 'Tenant' }, { name: 'Landlord' }],
    };
    const signer = (role: string, name: string, locale: string) => ({
      role,
      name,
      email: `${locale}@example.com`,
      locale,
      values: {},
      signature: { type: 'typed' as const, text: name },
      signedAt: new Date('2026-03-01T09:07:00Z'),
    });
    const file = await saved(
      await renderDocument(template, undefined, {
        values: {},
        signers: [signer('Tenant', 'محمد عبد الله', 'ar'), signer('Landlord', '山田太郎', 'ja')],
      }),
    );
    const fonts = (await fontsOf(file)).map((font) => font.name);
    assert.ok(
      fonts.some((font) => /\+NotoNaskhArabic$/.test(font)),
      fonts.join(),
    );
    assert.ok(
      fonts.some((font) => /\+NotoSansJP-Regular$/.test(font)),
      fonts.join(),
    );
    const text = await textOf(file);
    assert.equal(text.split('محمد عبد الله').length - 1, 2, 'the signature and the name line');
    assert.equal(text.split('山田太郎').length - 1, 2, text);
  });
});

describe('values in another script than the form', () => {
  test('an Arabic name and a Hebrew address stamped onto a German form read in logical order', async () => {
    const form = await PDFDocument.create();
    form
      .addPage([595, 842])
      .drawRectangle({ x: 60, y: 600, width: 300, height: 30, color: rgb(0.95, 0.95, 0.95) });
    const name = 'محمد عبد الله';
    const address = 'רחוב הרצל תל אביב';
    const field = (key: string, y: number) => ({
      key,
      label: key,
      type: 'text' as const,
      required: false,
      ...{ page: 1, x: 60, y, width: 300, height: 30 },
    });
    const template = {
      name: 'Mietvertrag',
      kind: 'coordinate' as const,
      roles: [{ name: 'Mieter' }],
      inputs: [field('name', 200), field('address', 260)],
    };
    const file = await saved(
      await renderDocument(template, await form.save(), { values: { name, address }, locale: 'de' }),
    );
    const text = await textOf(file);
    assert.ok(text.includes(name), text);
    assert.ok(text.includes(address), text);
    const fonts = (await fontsOf(file)).map((font) => font.name);
    assert.ok(fonts.some((font) => /\+NotoNaskhArabic$/.test(font)));
    assert.ok(fonts.some((font) => /\+NotoSansHebrew$/.test(font)));
  });

  test('Arabic is shaped: lam-alef is one ligature glyph, narrower than the two letters apart', () => {
    const ligature = measureText('regular', 'لا', 100);
    const apart = measureText('regular', 'ل', 100) + measureText('regular', 'ا', 100);
    assert.ok(ligature < apart - 1, `${ligature} < ${apart}`);
  });

  test('a character no face has fails a strict render and becomes U+FFFD otherwise, never a box', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage();
    const at = (dx: number, rise: number) => ({ x: 40 + dx, y: 400 + rise });
    const tibetan = 'ཀ';
    const strict = new ScriptText(doc, 'document', { strict: true });
    assert.throws(
      () => strict.draw(page, `Name ${tibetan}`, 'regular', { at, size: 12, color: rgb(0, 0, 0) }),
      MissingGlyphError,
    );
    const lenient = new ScriptText(doc, 'lenient', { strict: false });
    lenient.draw(page, `Name ${tibetan}`, 'regular', { at, size: 12, color: rgb(0, 0, 0) });
    assert.ok((await textOf(await saved(await doc.save()))).includes('Name \ufffd'));
  });
});

describe('the certificate in every script', () => {
  test('Arabic and Japanese signer names come out of pdftotext as they went in', async () => {
    const base = await PDFDocument.create();
    base.addPage([595.28, 841.89]);
    const signer = (name: string, email: string, locale: string) => ({
      role: 'Signer',
      name,
      email,
      locale,
      ipAddress: '203.0.113.7',
      userAgent: null,
      invitedAt: new Date('2026-03-01T09:00:00Z'),
      openedAt: new Date('2026-03-01T09:05:00Z'),
      signedAt: new Date('2026-03-01T09:07:00Z'),
    });
    const signers = [
      signer('محمد عبد الله', 'm@example.com', 'ar'),
      signer('山田太郎', 'taro@example.jp', 'ja'),
    ];
    const pdf = await appendAuditCertificate(await base.save(), {
      requestId: 'req_scripts',
      templateName: 'عقد 契約',
      sentDocumentSha256: '0'.repeat(64),
      executedPagesSha256: '1'.repeat(64),
      completedAt: new Date('2026-03-01T09:08:00Z'),
      signers,
      events: [],
    });
    const file = await saved(pdf);
    const text = await textOf(file);
    assert.ok(text.includes('محمد عبد الله'), text);
    assert.ok(text.includes('山田太郎'), text);
    const fonts = (await fontsOf(file)).map((font) => font.name);
    assert.ok(
      fonts.some((font) => /\+NotoNaskhArabic/.test(font)),
      fonts.join(),
    );
    assert.ok(
      fonts.some((font) => /\+NotoSansJP/.test(font)),
      fonts.join(),
    );
  });
});
