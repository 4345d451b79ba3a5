// Embedded signing on the settings page (issue 25 item 4): the origins allowed to show this
// workspace's signing pages inside their own (exact https://host[:port], one per line, checked and
// normalised as the operator API does: src/workspaces/embed-origins.ts). Everybody reads the list;
// owners get the form, whose POST (embedding-routes.ts) is audited and redirects to the page.
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { EMBED_ORIGINS_MAX, normaliseOrigin, workspaceEmbedOrigins } from '../../workspaces/embed-origins.ts';
import { csrfField, type FieldErrors, textarea } from '../forms.ts';
import { field } from '../http.ts';
import type { Refused, SettingsContext } from './sections.ts';

const FIELD_ID = 'embed-origins';
/** Enough for EMBED_ORIGINS_MAX origins of the longest accepted length, and their line breaks. */
const FORM_TEXT_MAX = 6200;

/** A refused embedding form carries what the owner typed. */
export type EmbeddingRefused = Refused & { embedding?: string };

/** The posted lines as the origins to keep, or the field's error. */
export function readEmbeddingForm(
  body: unknown,
  t: Translator,
  publicUrl: string,
): { origins: string[] } | { errors: FieldErrors; typed: string } {
  const typed = field(body, 'origins', FORM_TEXT_MAX);
  const lines = typed.split(/\r?\n/).map((line) => line.trim());
  const origins: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (!line) continue;
    const result = normaliseOrigin(line, publicUrl);
    if ('problem' in result) {
      const problem = t.t(`embed.problem.${result.problem}`);
      return {
        errors: { [FIELD_ID]: t.t('settings.embeddingInvalid', { line: index + 1, problem }) },
        typed,
      };
    }
    if (!origins.includes(result.origin)) origins.push(result.origin);
  }
  if (origins.length > EMBED_ORIGINS_MAX)
    return { errors: { [FIELD_ID]: t.t('settings.embeddingTooMany', { max: EMBED_ORIGINS_MAX }) }, typed };
  return { origins };
}

/** The section of the settings page (SETTINGS_SECTIONS). */
export async function embeddingSection({
  services,
  t,
  frame,
  workspace,
  owner,
  refused,
}: SettingsContext): Promise<SafeHtml> {
  const origins = await workspaceEmbedOrigins(services.db, workspace.id);
  const typed = (refused as EmbeddingRefused | undefined)?.embedding;
  return html`<section class="panel" aria-labelledby="embedding-heading">
<h2 id="embedding-heading">${t.t('settings.embedding')}</h2>
<p class="hint">${t.t('settings.embeddingLead')}</p>
${
  origins.length > 0
    ? html`<ul class="embed-origins">${origins.map((origin) => html`<li><code>${origin}</code></li>`)}</ul>`
    : html`<p>${t.t('settings.embeddingNone')}</p>`
}
${
  owner
    ? html`<form method="post" action="/app/settings/embedding" class="narrow-form" novalidate>
${csrfField(frame.csrf)}
${textarea({
  id: FIELD_ID,
  name: 'origins',
  label: t.t('settings.embeddingOrigins'),
  hint: t.t('settings.embeddingOriginsHint'),
  value: typed ?? origins.join('\n'),
  error: refused?.errors?.[FIELD_ID],
  rows: 4,
  maxlength: FORM_TEXT_MAX,
  t,
})}
<button type="submit" class="primary">${t.t('settings.save')}</button>
</form>`
    : ''
}
</section>`;
}
