// The documentation holds together (issue 35 item 4): README.md stays a short entry (at most 300
// lines) and every relative link and `#anchor` in README.md and docs/*.md resolves — the file exists
// and the anchor is the GitHub slug of one of its headings. Beside the links, the two tables that
// must follow the code: docs/api.md has a row for every code of the error catalogue, and
// docs/architecture.md says why each runtime dependency of package.json is there and maps the layers
// exactly as test/layers.test.ts enforces them. No database.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ERROR_CODES } from '../src/platform/errors.ts';
import { ROOT } from './helpers.ts';

const README_MAX_LINES = 300;

const documents = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The lines of a Markdown text outside fenced code blocks (``` or ~~~, indented or not). */
function proseLines(text: string): string[] {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (marker) {
      fence = marker;
    } else {
      lines.push(line);
    }
  }
  return lines;
}

/** GitHub's anchor for a heading: lower case, punctuation and symbols dropped, spaces made hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown text offers, with GitHub's -1, -2 … for repeated headings. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (!heading) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The targets of the inline links `[text](target)` of a Markdown text, code spans left out. */
function linksOf(text: string): string[] {
  return proseLines(text).flatMap((line) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
  );
}

/** What is wrong with each relative link of `file`, in words; nothing when every one resolves. */
function brokenLinks(file: string, text: string, readOther: (file: string) => string | null): string[] {
  const problems: string[] = [];
  for (const target of linksOf(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: … are not ours to check
    const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
    const resolved = pathPart
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart))
      : file;
    const other = readOther(resolved);
    if (other === null) {
      problems.push(`${file}: ${target} names ${resolved}, which does not exist`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!resolved.endsWith('.md')) {
      problems.push(`${file}: ${target} has an anchor into a file that is not Markdown`);
    } else if (!anchorsOf(other).has(anchor)) {
      problems.push(`${file}: ${target}: ${resolved} has no heading whose anchor is #${anchor}`);
    }
  }
  return problems;
}

const readFromDisk = (file: string): string | null => {
  const full = path.join(ROOT, file);
  if (!full.startsWith(ROOT) || !existsSync(full)) return null;
  return file.endsWith('.md') ? readFileSync(full, 'utf8') : '';
};

test(`README.md is at most ${README_MAX_LINES} lines`, () => {
  const lines = read('README.md').replace(/\n$/, '').split('\n').length;
  assert.ok(lines <= README_MAX_LINES, `README.md has ${lines} lines`);
});

test('every relative link and anchor in README.md and docs/*.md resolves', () => {
  assert.ok(documents.length > 1, 'docs/ holds the documentation');
  const problems = documents.flatMap((file) => brokenLinks(file, read(file), readFromDisk));
  assert.deepEqual(problems, []);
});

test('the README links every file of docs/', () => {
  const linked = new Set(linksOf(read('README.md')).map((target) => target.split('#')[0]));
  const missing = documents.filter((file) => file !== 'README.md' && !linked.has(file));
  assert.deepEqual(missing, [], 'the README’s map of docs/ names each file');
});

test('the check finds links and refuses the broken ones', () => {
  // It would pass vacuously on a parser that finds nothing.
  assert.ok(documents.flatMap((file) => linksOf(read(file))).length > 50);
  const text = [
    '# A title',
    '## Data lifecycle: erasure, retention, export',
    '## Data lifecycle: erasure, retention, export',
    "## The operator's CLI (`npx countersign`)",
    '```sh',
    '# not a heading',
    '[in code](nowhere.md)',
    '```',
    'See [this](#data-lifecycle-erasure-retention-export), [again](#data-lifecycle-erasure-retention-export-1),',
    '[the CLI](#the-operators-cli-npx-countersign), [the API](docs/api.md#errors), `[code](gone.md)`,',
    '[a site](https://example.com/x#y), [missing](docs/gone.md), [no anchor](#not-a-heading),',
    '[bad anchor](docs/api.md#no-such-heading).',
  ].join('\n');
  const files: Record<string, string> = { 'docs/api.md': '# The API\n\n## Errors\n' };
  const problems = brokenLinks('README.md', text, (file) =>
    file === 'README.md' ? text : (files[file] ?? null),
  );
  assert.deepEqual(problems, [
    'README.md: docs/gone.md names docs/gone.md, which does not exist',
    'README.md: #not-a-heading: README.md has no heading whose anchor is #not-a-heading',
    'README.md: docs/api.md#no-such-heading: docs/api.md has no heading whose anchor is #no-such-heading',
  ]);
  assert.equal(slug("Signers' languages"), 'signers-languages');
  assert.equal(slug('Word, OpenDocument, RTF and images'), 'word-opendocument-rtf-and-images');
  assert.equal(slug('The main run (`npm run bench`)'), 'the-main-run-npm-run-bench');
});

test('docs/api.md has a row for every code of the error catalogue', () => {
  const api = read('docs/api.md');
  const missing = Object.keys(ERROR_CODES).filter(
    (code) =>
      !new RegExp(`^\\| \`${code}\` \\| ${ERROR_CODES[code as keyof typeof ERROR_CODES]} \\|`, 'm').test(api),
  );
  assert.deepEqual(missing, [], 'each as "| `code` | status | what it means |"');
});

test('docs/architecture.md says why each runtime dependency is there', () => {
  const manifest = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
  const architecture = read('docs/architecture.md');
  const table = architecture.slice(architecture.indexOf('## Dependencies and why'));
  const named = (name: string) =>
    table.includes(`\`${name}\``) ||
    (name.startsWith('@opentelemetry/') && table.includes(`\`-${name.slice('@opentelemetry/'.length)}\``)) ||
    (name.startsWith('@signpdf/') && table.includes('`@signpdf/*`'));
  assert.deepEqual(
    Object.keys(manifest.dependencies).filter((name) => !named(name)),
    [],
  );
});

test('docs/architecture.md’s layers are test/layers.test.ts’s', () => {
  // test/layers.test.ts's LAYERS list: each layer's number and the quoted folders and files after it.
  const rules = read('test/layers.test.ts');
  const list = rules.slice(
    rules.indexOf('const LAYERS'),
    rules.indexOf('];\n', rules.indexOf('const LAYERS')),
  );
  const enforced = list
    .split(/\[\s*(?=\d+,)/)
    .slice(1)
    .map(
      (chunk) =>
        `${chunk.split(',')[0]}: ${[...chunk.matchAll(/'([^']+)'/g)]
          .map((m) => m[1])
          .sort()
          .join(' ')}`,
    );
  // The code map's table: | layer | `folder/`, `file.ts`, … | must never import |
  const documented = proseLines(read('docs/architecture.md'))
    .map((line) => /^\| (\d) \| ([^|]+) \|/.exec(line))
    .filter((m) => m !== null)
    .map(
      (m) =>
        `${m[1]}: ${[...m[2].matchAll(/`([^`]+)`/g)]
          .map((n) => n[1].replace(/\/$/, ''))
          .sort()
          .join(' ')}`,
    );
  assert.ok(enforced.length >= 5, 'the LAYERS list is read');
  assert.deepEqual(documented, enforced);
});
