// The empty state of a list (issue 22): what is not there yet, and the way to make it, as a link or
// a button rather than a sentence that names a page.
import { html, type SafeHtml } from '../platform/http/html.ts';

export function emptyState(spec: {
  text: string | SafeHtml;
  action?: { href: string; label: string };
}): SafeHtml {
  return html`<div class="empty">
<p>${spec.text}</p>
${spec.action ? html`<p><a class="button-link primary" href="${spec.action.href}">${spec.action.label}</a></p>` : ''}
</div>`;
}
