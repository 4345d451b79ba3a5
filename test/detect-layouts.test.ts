// Detection on the forms of issue 48, one rule each, on documents of the quality set: a ruled table
// whose header row types its empty cells, a label after, above or under its line, the label words
// of fourteen languages, and no proposals in prose or page decoration.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { detectFields } from '../src/templates/detect/index.ts';
import { kindOf } from '../src/templates/detect/labels.ts';
import * as languages from './detect-set/languages-prose.ts';
import { matchDocument } from './detect-set/score.ts';
import type { SetDocument } from './detect-set/sheet.ts';
import * as tables from './detect-set/tables-sides.ts';

/** Every true field found, and nothing else proposed. */
async function assertExact(made: Promise<SetDocument>): Promise<void> {
  const document = await made;
  const score = matchDocument(document, await detectFields(document.pdf));
  const show = (list: unknown[]) => JSON.stringify(list);
  assert.deepEqual(score.missed, [], `${document.name} missed ${show(score.missed)}`);
  assert.deepEqual(
    score.wrong.map((p) => `${p.type} "${p.label}" (${p.x}, ${p.y})`),
    [],
    `${document.name} proposed wrongly`,
  );
}

test("a ruled table's empty cells are fields typed by their column's header, a narrow Yes/No or ✓ column a check box", async () => {
  await assertExact(tables.tableHeaderEnglish());
  await assertExact(tables.tableRosterFrench());
  await assertExact(tables.tableChecks());
  await assertExact(tables.tableHeaderNordicTurkish());
});

test('a label after its line, in parentheses or not, or on the line above, is the line’s label', async () => {
  await assertExact(tables.labelsAfter());
  await assertExact(tables.labelsAfterLanguages());
  await assertExact(tables.labelsAboveAndUnder());
});

test('label words of every supported language name the kind, abbreviations included', async () => {
  const cases: Array<[string, string]> = [
    ['Firma', 'signature'],
    ['Sigla', 'initials'],
    ['Luogo e data', 'date'],
    ['Assinatura', 'signature'],
    ['Rubrica', 'initials'],
    ['Handtekening', 'signature'],
    ['Paraaf', 'initials'],
    ['Podpis', 'signature'],
    ['Imię i nazwisko', 'name'],
    ['Namnförtydligande', 'name'],
    ['Underskrift', 'signature'],
    ['Dato', 'date'],
    ['Allekirjoitus', 'signature'],
    ['Pvm', 'date'],
    ['Päivämäärä', 'date'],
    ['Jméno a příjmení', 'name'],
    ['İmza', 'signature'],
    ['Tarih', 'date'],
    ['Adı Soyadı', 'name'],
    ['Sig.', 'signature'],
    ['Title', 'title'],
    ['Funzione', 'title'],
    ['Plaats', 'place'],
    ['Miejscowość', 'place'],
  ];
  for (const [label, kind] of cases) assert.equal(kindOf(label), kind, label);
  await assertExact(languages.turkishForm());
  await assertExact(languages.nordicForm());
});

test('a blank inside a sentence, a header or footer rule, and underscores inside words are no fields', async () => {
  await assertExact(languages.proseBlanks());
  await assertExact(languages.pageDecoration());
  await assertExact(languages.underscoresInWords());
});
