// The Markdown subset of flow templates: blocks, emphasis and placeholders as the renderer and the
// definition's placeholder check read them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseInline, parseMarkdown, placeholders } from '../src/templates/markdown.ts';

const plain = (text: string) => ({ kind: 'text', text, bold: false, italic: false });

describe('blocks', () => {
  test('headings #, ## and ### (deeper ones read as ###), paragraphs joined across lines', () => {
    const blocks = parseMarkdown('# One\n## Two ##\n#### Four\n\nfirst line\nsecond line\n\n#hashtag');
    assert.deepEqual(
      blocks.map((b) => [b.kind, b.kind === 'heading' ? b.level : undefined]),
      [
        ['heading', 1],
        ['heading', 2],
        ['heading', 3],
        ['paragraph', undefined],
        ['paragraph', undefined],
      ],
    );
    assert.deepEqual(blocks[3], { kind: 'paragraph', content: [plain('first line second line')] });
    assert.deepEqual(blocks[4], { kind: 'paragraph', content: [plain('#hashtag')] });
  });

  test('numbered lists count from their first number, across blank lines, nested lists apart', () => {
    const blocks = parseMarkdown('3. a\n1. b\n   - x\n   * y\n\n1. c\n\ntext\n\n1. again');
    const items = blocks.filter((b) => b.kind === 'listItem');
    assert.deepEqual(
      items.map((b) => [b.marker, b.depth]),
      [
        ['3.', 0],
        ['4.', 0],
        ['•', 1],
        ['•', 1],
        ['5.', 0],
        ['1.', 0],
      ],
    );
  });

  test('a line after a list item continues it; a hard break is two trailing spaces or a backslash', () => {
    const [item] = parseMarkdown('- one\ncontinued');
    assert.deepEqual(item.kind === 'listItem' && item.content, [plain('one continued')]);
    const [paragraph] = parseMarkdown('a  \nb\\\nc');
    assert.deepEqual(paragraph.kind === 'paragraph' && paragraph.content, [
      plain('a'),
      { kind: 'break' },
      plain('b'),
      { kind: 'break' },
      plain('c'),
    ]);
  });

  test('--- is a rule', () => {
    assert.deepEqual(parseMarkdown('a\n\n---\n\nb')[1], { kind: 'rule' });
  });
});

describe('inline', () => {
  test('**bold**, *italic*, _italic_ and ***both***', () => {
    assert.deepEqual(parseInline('**b** *i* _j_ ***bi***'), [
      { kind: 'text', text: 'b', bold: true, italic: false },
      plain(' '),
      { kind: 'text', text: 'i', bold: false, italic: true },
      plain(' '),
      { kind: 'text', text: 'j', bold: false, italic: true },
      plain(' '),
      { kind: 'text', text: 'bi', bold: true, italic: true },
    ]);
  });

  test('underscores inside words and unclosed markers stay literal', () => {
    assert.deepEqual(parseInline('snake_case_name and **open'), [plain('snake_case_name and **open')]);
    assert.deepEqual(parseInline('2 * 3 * 4'), [plain('2 * 3 * 4')]);
    assert.deepEqual(parseInline('\\*not italic\\*'), [plain('*not italic*')]);
  });

  test('a placeholder is atomic and takes the style around it, even with underscores', () => {
    assert.deepEqual(parseInline('**{{client_name}}** and {{ other_key }}'), [
      { kind: 'placeholder', key: 'client_name', bold: true, italic: false },
      plain(' and '),
      { kind: 'placeholder', key: 'other_key', bold: false, italic: false },
    ]);
  });
});

test('placeholders lists each name once, in order of first use, malformed names included', () => {
  assert.deepEqual(placeholders('# {{title}}\n\n{{a}} {{b}} {{a}}\n\n- {{bad key}}\n{ {not} }'), [
    'title',
    'a',
    'b',
    'bad key',
  ]);
});
