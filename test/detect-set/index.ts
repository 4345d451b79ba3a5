// The detection quality set (issue 33 item 5): every document made afresh by code — pdf-lib, and
// LibreOffice from Word and OpenDocument files — with its true fields. Used by
// test/detect-quality.test.ts (a floor) and bench/detect.ts (the target, printed).
import { detectFields } from '../../src/templates/detect/index.ts';
import * as forms from './forms.ts';
import * as languages from './languages-prose.ts';
import { officeDocuments } from './office.ts';
import { officeTables } from './office-tables.ts';
import * as pages from './pages.ts';
import { type DocumentScore, matchDocument } from './score.ts';
import type { SetDocument } from './sheet.ts';
import * as tables from './tables-sides.ts';

export async function buildDetectionSet(): Promise<SetDocument[]> {
  const lease = await forms.leaseWithUnderscores();
  const made = [
    lease,
    await forms.rulesWithLabelsUnder(),
    await forms.dottedLeaders(),
    await forms.germanForm(),
    await forms.frenchForm(),
    await forms.spanishForm(),
    await forms.checkboxGlyphs(),
    await forms.checkboxSquares(),
    await forms.tableForm(),
    await forms.twoColumns(),
    await pages.rotatedPage(),
    await pages.imageOnly(lease.pdf),
    await pages.denseText(),
    await pages.acroForm(),
    await pages.signatureBoxes(),
    await pages.initialsOnEveryPage(),
    await pages.filledRules(),
    await pages.contentsPage(),
    await pages.letterWithUnderline(),
    await pages.letterClosing(),
    // Issue 48: header-row tables, labels on every side, more languages, no fields in prose.
    await tables.tableHeaderEnglish(),
    await tables.tableHeaderGerman(),
    await tables.tableRosterFrench(),
    await tables.tableChecks(),
    await tables.tableHeaderDutch(),
    await tables.tableHeaderItalianPortuguese(),
    await tables.tableHeaderNordicTurkish(),
    await tables.labelsAfter(),
    await tables.labelsAfterLanguages(),
    await tables.labelsAboveAndUnder(),
    await tables.labelsUnderLanguages(),
    await languages.italianForm(),
    await languages.portugueseForm(),
    await languages.dutchForm(),
    await languages.polishCzechForm(),
    await languages.nordicForm(),
    await languages.turkishForm(),
    await languages.proseBlanks(),
    await languages.pageDecoration(),
    await languages.underscoresInWords(),
  ];
  return [...made, ...officeDocuments(), ...officeTables()];
}

/** A 20-page contract, every page ruled, with decoration and a signature block: the time budget's measure. */
export async function twentyPages(): Promise<SetDocument> {
  return languages.pageDecoration(20);
}

export async function scoreSet(documents: SetDocument[]): Promise<DocumentScore[]> {
  const scores: DocumentScore[] = [];
  for (const document of documents) scores.push(matchDocument(document, await detectFields(document.pdf)));
  return scores;
}

export { layoutTallies, precision, recall, tallies } from './score.ts';
export type { SetDocument } from './sheet.ts';
