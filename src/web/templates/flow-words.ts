// The flow editor's words and the marks of its problems, shared by the page (flow-editor.ts) and a
// variable's rules (flow-rules.ts).
import type { MessageKey, Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Problem } from './drafts.ts';

/** The flow editor's own words, `templates.flow.<key>`, in the page's language. */
export type FlowKey = MessageKey extends infer K
  ? K extends `templates.flow.${infer Rest}`
    ? Rest
    : never
  : never;
export const flowWords = (t: Translator) => (key: FlowKey, values?: Record<string, string | number>) =>
  t.t(`templates.flow.${key}` as MessageKey, values);

/** Each problem has an id (`problem-3`): its sentence is the description of the input it concerns. */
export interface Placed extends Problem {
  id: string;
}

/** The sentences of the problems `mine` picks, where the page shows them (marked for the script). */
export function problemsHere(problems: Placed[], mine: (p: Placed) => boolean): SafeHtml {
  return html`${problems.filter(mine).map((p) => html`<p class="error" id="${p.id}" data-problem>${p.markup ?? p.text}</p>`)}`;
}

/** The attributes of an input with problems: invalid, and described by their sentences. */
export function invalidAttrs(problems: Placed[], field: string, describedBy = ''): SafeHtml {
  const ids = problems.filter((p) => p.field === field).map((p) => p.id);
  const all = [describedBy, ...ids].filter(Boolean).join(' ');
  return html`${ids.length ? html` aria-invalid="true"` : ''}${all ? html` aria-describedby="${all}"` : ''}`;
}
