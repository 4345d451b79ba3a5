// Scoring detection against the set's written-down fields (issue 33 item 5). A proposal matches a
// true field of the same type on the same page when its centre lies in the field's box (grown by a
// few points for the pen's slack); each true field is matched once, surest proposal first. Per type:
// precision (matched proposals / proposals) and recall (matched fields / fields).
import type { Proposal } from '../../src/templates/detect/index.ts';
import type { SetDocument, Truth } from './sheet.ts';

export const SLACK = 4;

export interface Tally {
  proposed: number;
  truths: number;
  matched: number;
}

export interface DocumentScore {
  name: string;
  proposals: Proposal[];
  missed: Truth[];
  wrong: Proposal[];
}

export function matchDocument(document: SetDocument, proposals: Proposal[]): DocumentScore {
  const open = [...document.truth];
  const wrong: Proposal[] = [];
  for (const proposal of [...proposals].sort((a, b) => b.confidence - a.confidence)) {
    const cx = proposal.x + proposal.width / 2;
    const cy = proposal.y + proposal.height / 2;
    const index = open.findIndex(
      (t) =>
        t.type === proposal.type &&
        t.page === proposal.page &&
        cx >= t.x - SLACK &&
        cx <= t.x + t.width + SLACK &&
        cy >= t.y - SLACK &&
        cy <= t.y + t.height + SLACK,
    );
    if (index === -1) wrong.push(proposal);
    else open.splice(index, 1);
  }
  return { name: document.name, proposals, missed: open, wrong };
}

/** Per type, over the whole set. */
export function tallies(documents: SetDocument[], scores: DocumentScore[]): Map<string, Tally> {
  const table = new Map<string, Tally>();
  const row = (type: string) => {
    if (!table.has(type)) table.set(type, { proposed: 0, truths: 0, matched: 0 });
    return table.get(type)!;
  };
  for (const document of documents) for (const t of document.truth) row(t.type).truths += 1;
  for (const score of scores) {
    for (const p of score.proposals) row(p.type).proposed += 1;
    for (const p of score.proposals) if (!score.wrong.includes(p)) row(p.type).matched += 1;
  }
  return table;
}

export const precision = (t: Tally) => (t.proposed === 0 ? 1 : t.matched / t.proposed);
export const recall = (t: Tally) => (t.truths === 0 ? 1 : t.matched / t.truths);

/** Over every type, per kind of layout (issue 48): how each layout fares as a whole. */
export function layoutTallies(
  documents: SetDocument[],
  scores: DocumentScore[],
): Map<string, { documents: number; tally: Tally }> {
  const table = new Map<string, { documents: number; tally: Tally }>();
  documents.forEach((document, i) => {
    const row = table.get(document.layout) ?? { documents: 0, tally: { proposed: 0, truths: 0, matched: 0 } };
    const score = scores[i];
    row.documents += 1;
    row.tally.truths += document.truth.length;
    row.tally.proposed += score.proposals.length;
    row.tally.matched += score.proposals.length - score.wrong.length;
    table.set(document.layout, row);
  });
  return table;
}
