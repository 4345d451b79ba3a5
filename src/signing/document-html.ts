// A flow template's document as HTML for the signing page: the same Markdown and the same values the
// PDF shows, but as text a phone reflows and a screen reader reads. The PDF stays the document of
// record (the page links it); this is its accessible reading view.

import { html, type SafeHtml } from '../platform/http/html.ts';
import { type Block, type Inline, parseMarkdown } from '../templates/markdown.ts';
import {
  filledValue,
  type RenderableTemplate,
  type RenderInput,
  signerFor,
} from '../templates/render/content.ts';

/** The document's HTML; `role` is the reader's, whose own blanks are pointed out to them. */
export function documentHtml(template: RenderableTemplate, input: RenderInput, role: string): SafeHtml {
  const blocks = parseMarkdown(template.body ?? '');
  const parts: SafeHtml[] = [];
  let lists: Array<{ ordered: boolean; depth: number }> = [];
  const closeListsDeeperThan = (depth: number) => {
    while (lists.length > 0 && lists[lists.length - 1].depth > depth) {
      parts.push(html`</li>${lists.pop()!.ordered ? html`</ol>` : html`</ul>`}`);
    }
  };
  const inline = (content: Inline[]) => content.map((item) => renderInline(template, input, role, item));

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

  for (const { name } of template.roles) parts.push(signatureBlock(input, name));
  return html`${parts}`;
}

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
  role: string,
  item: Inline,
): SafeHtml {
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
  switch (filled.kind) {
    case 'text':
      return styled(filled.text);
    case 'checkbox':
      return styled(filled.checked ? 'Yes' : 'No');
    case 'signature':
      return styled(`(signed by ${filled.signer.name})`);
    default: {
      const who =
        field.role === role ? 'you fill this in below' : `to be completed by ${field.role ?? 'the sender'}`;
      return styled(html`<span class="placeholder">[${field.label}: ${who}]</span>`);
    }
  }
}

function signatureBlock(input: RenderInput, role: string): SafeHtml {
  const signer = signerFor(input, role);
  const state =
    signer?.signature && signer.signedAt
      ? html`Signed by ${signer.name} on <time datetime="${signer.signedAt.toISOString()}">${signer.signedAt.toISOString()}</time>`
      : 'Not signed yet';
  return html`<div class="signature-block"><strong>${role}</strong><br>${state}</div>`;
}
