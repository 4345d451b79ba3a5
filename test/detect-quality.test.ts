// Detection's quality, measured (issue 33 item 5): the set of test/detect-set/ — forms drawn with
// pdf-lib and documents written in Word and OpenDocument converted by LibreOffice, each with its true
// fields — read by the detector. The floor here sits just below the target that
// `npm run bench:detect` prints (recall 0.9 and precision 0.85 for signature and date lines, 0.8 for
// check boxes, initials and text fields such as names: issue 48), so that a regression fails the
// suite while the benchmark keeps the target honest.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import {
  buildDetectionSet,
  precision,
  recall,
  type SetDocument,
  scoreSet,
  tallies,
} from './detect-set/index.ts';
import type { DocumentScore } from './detect-set/score.ts';

let documents: SetDocument[];
let scores: DocumentScore[];

before(async () => {
  documents = await buildDetectionSet();
  scores = await scoreSet(documents);
});

test('the set has at least 40 documents, among them a turned page, an image-only page, a dense page and the layouts of issue 48', () => {
  assert.ok(documents.length >= 40, `${documents.length} documents`);
  const names = [
    'rotated-page',
    'image-only',
    'dense-text',
    'office-form-docx',
    'office-french-odt',
    'table-header-en',
    'labels-after',
    'nordic-form',
    'prose-blanks',
    'page-decoration',
    'office-table-en-docx',
  ];
  for (const name of names) {
    assert.ok(
      documents.some((d) => d.name === name),
      name,
    );
  }
});

test('signature and date lines: precision at least 0.83, recall at least 0.88; check boxes, initials and text at least 0.78', () => {
  const table = tallies(documents, scores);
  const floors: Array<[string, number, number]> = [
    ['signature', 0.83, 0.88],
    ['date', 0.83, 0.88],
    ['checkbox', 0.78, 0.78],
    ['initials', 0.78, 0.78],
    ['text', 0.78, 0.78],
  ];
  for (const [type, p, r] of floors) {
    const t = table.get(type)!;
    assert.ok(precision(t) >= p, `${type} precision ${precision(t).toFixed(2)} (${t.matched}/${t.proposed})`);
    assert.ok(recall(t) >= r, `${type} recall ${recall(t).toFixed(2)} (${t.matched}/${t.truths})`);
  }
});

test('an image-only page and a page dense with text and no blanks yield nothing', () => {
  for (const name of ['image-only', 'dense-text']) {
    const score = scores[documents.findIndex((d) => d.name === name)];
    assert.deepEqual(score.proposals, [], name);
  }
});

test('on a page turned by /Rotate 90 the boxes are in displayed points, top-left origin', () => {
  const index = documents.findIndex((d) => d.name === 'rotated-page');
  const turned = scores[index].proposals.filter((p) => p.page === 2);
  assert.ok(turned.length >= 4, JSON.stringify(turned));
  // The displayed page is 842 wide and 595 tall; every box lies inside it and matches its truth.
  for (const p of turned) assert.ok(p.x + p.width <= 842 && p.y + p.height <= 595, JSON.stringify(p));
  assert.deepEqual(scores[index].missed, []);
  const signature = turned.find((p) => p.type === 'signature');
  assert.equal(signature?.label, 'Signature');
});
