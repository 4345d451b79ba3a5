// The Markdown subset of flow templates: `#`/`##`/`###` headings, paragraphs, **bold**, *italic* and
// _italic_, `-`/`*`/`+` bullets and `1.` numbered lists (nested by indentation), `---` rules, hard
// breaks (two trailing spaces or a trailing backslash), backslash escapes and `{{key}}` placeholders.
// Our own small parser rather than marked's lexer: a general Markdown lexer would read the `_` of
// `{{client_name}}` as emphasis and bring code blocks, HTML and links we would only have to refuse.

export interface InlineStyle {
  bold: boolean;
  italic: boolean;
}

export type Inline =
  | ({ kind: 'text'; text: string } & InlineStyle)
  | ({ kind: 'placeholder'; key: string } & InlineStyle)
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  /** `marker` is what is printed before the item: a bullet, or its number such as `3.`. */
  | { kind: 'listItem'; ordered: boolean; marker: string; depth: number; content: Inline[] }
  | { kind: 'rule' };

/** Whatever sits between `{{` and `}}` on one line; the definition checks that it names a variable. */
const PLACEHOLDER = /\{\{\s*([^{}\n]*?)\s*\}\}/y;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const BULLET = /^([ \t]*)[-*+][ \t]+(.*)$/;
const NUMBERED = /^([ \t]*)(\d{1,9})[.)][ \t]+(.*)$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const ESCAPABLE = /[\\`*_{}[\]()#+\-.!|>~]/;

/** The blocks of a flow body, in order. */
export function parseMarkdown(body: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] | null = null;
  let item: { ordered: boolean; marker: string; depth: number; lines: string[] } | null = null;
  // Indentation of the open list items, outermost first, and the running number at each depth.
  let indents: number[] = [];
  let counters: Array<number | undefined> = [];

  const flush = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', content: parseInline(joinLines(paragraph)) });
    if (item) {
      const { lines, ...rest } = item;
      blocks.push({ kind: 'listItem', ...rest, content: parseInline(joinLines(lines)) });
    }
    paragraph = null;
    item = null;
  };
  const endList = () => {
    indents = [];
    counters = [];
  };

  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      // A blank line ends the paragraph or item but not the list: `1.` items separated by blank
      // lines keep counting.
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (RULE.test(line)) {
      flush();
      endList();
      blocks.push({ kind: 'rule' });
    } else if (heading) {
      flush();
      endList();
      const level = Math.min(heading[1].length, 3) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2] ?? '') });
    } else if (bullet || numbered) {
      flush();
      const indent = indentWidth((bullet ?? numbered)![1]);
      while (indents.length > 0 && indent < indents[indents.length - 1]) {
        indents.pop();
        counters.length = indents.length + 1;
      }
      if (indents.length === 0 || indent > indents[indents.length - 1]) indents.push(indent);
      const depth = Math.min(indents.length - 1, 3);
      if (numbered) {
        const previous = counters[depth];
        const number = previous === undefined ? Number(numbered[2]) : previous + 1;
        counters[depth] = number;
        item = { ordered: true, marker: `${number}.`, depth, lines: [numbered[3]] };
      } else {
        counters[depth] = undefined;
        item = { ordered: false, marker: '•', depth, lines: [bullet![2]] };
      }
      counters.length = depth + 1;
    } else if (item) {
      // Continuation of the item, indented or not (CommonMark's lazy continuation).
      item.lines.push(line);
    } else {
      if (!paragraph) endList();
      paragraph ??= [];
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** The distinct placeholder names of a body, in order of first use (malformed names included). */
export function placeholders(body: string): string[] {
  const seen = new Set<string>();
  for (const block of parseMarkdown(body)) {
    if (block.kind === 'rule') continue;
    for (const inline of block.content) if (inline.kind === 'placeholder') seen.add(inline.key);
  }
  return [...seen];
}

function indentWidth(whitespace: string): number {
  return whitespace.replace(/\t/g, '    ').length;
}

/** Source lines of one block joined by spaces, or by `\n` where a line asks for a hard break. */
function joinLines(lines: string[]): string {
  let text = '';
  lines.forEach((raw, index) => {
    const hardBreak = /( {2,}|\\)$/.test(raw) && index < lines.length - 1;
    const line = hardBreak ? raw.trim().replace(/\\$/, '') : raw.trim();
    text += line + (index < lines.length - 1 ? (hardBreak ? '\n' : ' ') : '');
  });
  return text;
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'placeholder'; key: string }
  | { kind: 'break' }
  | {
      kind: 'delim';
      char: '*' | '_';
      length: number;
      canOpen: boolean;
      canClose: boolean;
      role?: 'open' | 'close';
    };

/** Inline content: placeholders first (atomic), then emphasis matched by delimiter runs. */
export function parseInline(source: string): Inline[] {
  const tokens = tokenize(source);
  matchDelimiters(tokens);
  const out: Inline[] = [];
  let bold = 0;
  let italic = 0;
  const pushText = (text: string) => {
    const style = { bold: bold > 0, italic: italic > 0 };
    const last = out[out.length - 1];
    if (last?.kind === 'text' && last.bold === style.bold && last.italic === style.italic) last.text += text;
    else out.push({ kind: 'text', text, ...style });
  };
  for (const token of tokens) {
    if (token.kind === 'text') pushText(token.text);
    else if (token.kind === 'placeholder')
      out.push({ kind: 'placeholder', key: token.key, bold: bold > 0, italic: italic > 0 });
    else if (token.kind === 'break') out.push(token);
    else if (!token.role) pushText(token.char.repeat(token.length));
    else {
      const step = token.role === 'open' ? 1 : -1;
      if (token.length !== 2) italic += step;
      if (token.length !== 1) bold += step;
    }
  }
  return out;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flushText = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '{' && source[i + 1] === '{') {
      PLACEHOLDER.lastIndex = i;
      const match = PLACEHOLDER.exec(source);
      if (match) {
        flushText();
        tokens.push({ kind: 'placeholder', key: match[1] });
        i = PLACEHOLDER.lastIndex;
        continue;
      }
    }
    if (ch === '\\' && i + 1 < source.length && ESCAPABLE.test(source[i + 1])) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (ch === '\n') {
      flushText();
      tokens.push({ kind: 'break' });
      i += 1;
      continue;
    }
    if (ch === '*' || ch === '_') {
      let end = i;
      while (source[end] === ch) end += 1;
      const length = end - i;
      const before = source[i - 1] ?? ' ';
      const after = source[end] ?? ' ';
      const leftFlanking = !/\s/.test(after);
      const rightFlanking = !/\s/.test(before);
      // `_` inside a word (snake_case) is never emphasis; `*` may be.
      const canOpen = leftFlanking && (ch === '*' || !isWordChar(before));
      const canClose = rightFlanking && (ch === '*' || !isWordChar(after));
      if (length <= 3 && (canOpen || canClose)) {
        flushText();
        tokens.push({ kind: 'delim', char: ch, length, canOpen, canClose });
      } else {
        text += source.slice(i, end);
      }
      i = end;
      continue;
    }
    text += ch;
    i += 1;
  }
  flushText();
  return tokens;
}

/** Pairs each closing run with the nearest open run of the same character and length. */
function matchDelimiters(tokens: Token[]): void {
  const stack: Array<Extract<Token, { kind: 'delim' }>> = [];
  for (const token of tokens) {
    if (token.kind !== 'delim') continue;
    if (token.canClose) {
      let at = stack.length - 1;
      while (at >= 0 && (stack[at].char !== token.char || stack[at].length !== token.length)) at -= 1;
      if (at >= 0) {
        stack[at].role = 'open';
        token.role = 'close';
        // Runs opened inside the pair and never closed stay literal text.
        stack.length = at;
        continue;
      }
    }
    if (token.canOpen) stack.push(token);
  }
}

function isWordChar(ch: string): boolean {
  return /[\p{L}\p{N}]/u.test(ch);
}
