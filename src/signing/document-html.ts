// A flow template's document as HTML for the signing page: the same Markdown and the same values the
// PDF shows, but as text a phone reflows and a screen reader reads. The PDF stays the document of
// record (the page links it); this is its accessible reading view, in the reader's language.
import type { Translator } from '../i18n/catalogue.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { type Block, type Inline, parseMarkdown } from '../templates/markdown.ts';
import {
  filledValue,
  type RenderableTemplate,
  type RenderInput,
  signerFor,
  withConditions,
} from '../templates/render/content.ts';
import { kindSigns, type Role } from '../templates/types.ts';
import { timeElement } from './page-layout.ts';

export interface Reader {
  /** The reader's role, whose own blanks are pointed out to them. */
  role: string;
  t: Translator;
  locale: string;
  /**
   * The page's own title (its h1): a first heading that only repeats it is left out, so the title
   * is not read twice.
   */
  title?: string;
}

/** The document's HTML, as `reader` reads it. */
export function documentHtml(template: RenderableTemplate, given: RenderInput, reader: Reader): SafeHtml {
  const input = withConditions(template, given);
  const blocks = parseMarkdown(template.body ?? '');
  const first = blocks[0];
  if (
    first?.kind === 'heading' &&
    reader.title !== undefined &&
    sameText(plainText(first.content), reader.title)
  ) {
    blocks.shift();
  }
  const parts: SafeHtml[] = [];
  let lists: Array<{ ordered: boolean; depth: number }> = [];
  const closeListsDeeperThan = (depth: number) => {
    while (lists.length > 0 && lists[lists.length - 1].depth > depth) {
      parts.push(html`</li>${lists.pop()!.ordered ? html`</ol>` : html`</ul>`}`);
    }
  };
  const inline = (content: Inline[]) => content.map((item) => renderInline(template, input, reader, item));

  for (const block of blocks) {
    if (block.kind !== 'listItem') {
      closeListsDeeperThan(-1);
      lists = [];
      parts.push(renderBlock(block, inline));
      continue;
    }
    closeListsDeeperThan(block.depth);
    const open = lists[lists.length - 1];
    if (!open || open.depth < block.depth) {
      lists.push({ ordered: block.ordered, depth: block.depth });
      parts.push(block.ordered ? html`<ol>` : html`<ul>`);
    } else {
      parts.push(html`</li>`);
    }
    const value = block.ordered ? Number.parseInt(block.marker, 10) : Number.NaN;
    parts.push(html`<li${Number.isFinite(value) ? html` value="${value}"` : ''}>${inline(block.content)}`);
  }
  closeListsDeeperThan(-1);

  for (const role of template.roles) {
    if (kindSigns(role.kind ?? 'signer')) parts.push(signatureBlock(input, role, reader));
  }
  return html`${parts}`;
}

function plainText(content: Inline[]): string {
  return content
    .map((item) => (item.kind === 'text' ? item.text : item.kind === 'break' ? ' ' : ''))
    .join('');
}

const sameText = (a: string, b: string) =>
  a.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

function renderBlock(
  block: Exclude<Block, { kind: 'listItem' }>,
  inline: (c: Inline[]) => SafeHtml[],
): SafeHtml {
  if (block.kind === 'rule') return html`<hr>`;
  if (block.kind === 'paragraph') return html`<p>${inline(block.content)}</p>`;
  // The page's own h1 and h2 come first: document headings start at h3.
  const content = inline(block.content);
  if (block.level === 1) return html`<h3>${content}</h3>`;
  if (block.level === 2) return html`<h4>${content}</h4>`;
  return html`<h5>${content}</h5>`;
}

function renderInline(
  template: RenderableTemplate,
  input: RenderInput,
  reader: Reader,
  item: Inline,
): SafeHtml {
  const { t } = reader;
  if (item.kind === 'break') return html`<br>`;
  const styled = (content: SafeHtml | string): SafeHtml => {
    let out = html`${content}`;
    if (item.italic) out = html`<em>${out}</em>`;
    if (item.bold) out = html`<strong>${out}</strong>`;
    return out;
  };
  if (item.kind === 'text') return styled(item.text);
  const field = template.inputs.find((candidate) => candidate.key === item.key);
  if (!field) return styled(html`<span class="placeholder">[${item.key}]</span>`);
  const filled = filledValue(input, field);
  // Another's input its condition hides reads as nothing; the reader's own may yet be shown by them.
  if (filled.kind === 'hidden' && field.role !== reader.role) return html``;
  switch (filled.kind) {
    case 'text':
      return styled(filled.text);
    case 'checkbox':
      return styled(t.t(filled.checked ? 'sign.yes' : 'sign.no'));
    case 'signature':
      return styled(t.t('sign.signedBy', { name: filled.signer.name }));
    default: {
      const label = field.label;
      const blank =
        field.role === reader.role
          ? t.t('sign.fillBelow', { label })
          : field.role
            ? t.t('sign.fillBy', { label, role: field.role })
            : t.t('sign.fillBySender', { label });
      return styled(html`<span class="placeholder">[${blank}]</span>`);
    }
  }
}

function signatureBlock(input: RenderInput, { name: role, witnessFor }: Role, reader: Reader): SafeHtml {
  const signer = signerFor(input, role);
  const heading = witnessFor
    ? reader.t.t('document.block.witnessFor', { role, witnessed: witnessFor })
    : role;
  const state =
    signer?.signature && signer.signedAt
      ? reader.t.tHtml('sign.signedOn', {
          name: signer.name,
          date: timeElement(signer.signedAt, reader.locale),
        })
      : reader.t.t('sign.notSigned');
  return html`<div class="signature-block"><strong>${heading}</strong><br>${state}</div>`;
}
