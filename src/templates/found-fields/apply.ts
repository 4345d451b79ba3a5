// What a create body asks of its documents (issue 33), done with the reading in the pool (issue 43):
// the tags and form fields found (index.ts findFieldsInDocuments, on a worker thread) are parsed here
// by the definition's own rules, then the anchored fields are placed on the documents' text (index.ts
// resolveAnchors, on a worker thread). Only the parsing, which is bounded by the field limit, runs on
// the caller's thread.
import type { TenantWork } from '../../platform/work/pool.ts';
import { findFieldsTask, placeAnchorsTask } from '../document-tasks.ts';
import type { AnchoredField } from './index.ts';
import type { FoundFieldsRequest } from './request.ts';

/** A parsed field as the definition keeps it: its key, and where it is once placed. */
export interface PlacedInput extends AnchoredField {
  key: string;
}

/**
 * Everything the body asks of its documents, done: the fields found in them (fieldsFrom) parsed by
 * the definition's own rules (`parse`, which names a problem by the `at` it is given) and added after
 * the given `inputs`, each with its document; a name used twice is a problem naming both; then every
 * anchored field placed. Returns the documents' bytes, changed where something was taken out.
 */
export async function applyFoundFields<Input extends PlacedInput>(args: {
  documents: Array<{ name: string; bytes: Uint8Array }>;
  request: FoundFieldsRequest;
  roles: string[];
  inputs: Input[];
  parse: (raw: Record<string, unknown>, at: string) => Input | undefined;
  problems: string[];
  work: TenantWork;
}): Promise<Uint8Array[]> {
  const { documents, request, roles, inputs, parse, problems, work } = args;
  let bytes = documents.map((document) => document.bytes);
  if (request.fieldsFrom.length > 0) {
    const taken = await work.run(findFieldsTask, { documents, request, roles });
    problems.push(...taken.problems);
    bytes = taken.bytes;
    if (taken.found.length === 0 && problems.length === 0) {
      const what = request.fieldsFrom.map((source) => (source === 'tags' ? '{{…}} tag' : 'form field'));
      problems.push(
        `fieldsFrom ${JSON.stringify(request.fieldsFrom)} found no ${what.join(' and no ')} in the documents' text and forms`,
      );
    }
    const names = new Map(inputs.map((input, index) => [input.key, `fields[${index}]`]));
    for (const { document, at, raw } of taken.found) {
      const input = parse(raw, at);
      if (!input) continue;
      const other = names.get(input.key);
      if (other !== undefined) {
        problems.push(`${at} uses the name "${input.key}" already used by ${other}`);
        continue;
      }
      names.set(input.key, at);
      input.document = document + 1;
      inputs.push(input);
    }
  }
  await placeAnchors(inputs, bytes, work, problems);
  return bytes;
}

/** Every anchored input placed (document, page, x, y set and the anchor dropped), or a problem told. */
async function placeAnchors(
  inputs: PlacedInput[],
  documents: Uint8Array[],
  work: TenantWork,
  problems: string[],
): Promise<void> {
  const anchored = inputs.flatMap((input, index) => (input.anchor ? [{ input, index }] : []));
  if (anchored.length === 0) return;
  const placed = await work.run(placeAnchorsTask, {
    fields: anchored.map(({ input: { anchor, width, height } }) => ({ anchor, width, height })),
    documents,
    names: anchored.map(({ index }) => `fields[${index}]`),
  });
  problems.push(...placed.problems);
  anchored.forEach(({ input }, at) => {
    const { document, page, x, y } = placed.fields[at];
    delete input.anchor;
    if (document === undefined) return;
    Object.assign(input, { document, page, x, y });
  });
}
