// "Export all data" on the settings page (issue 21): owners download the same ZIP as the operator's
// export (GET /app/settings/export, routes.ts); members are told who can.
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { SettingsContext } from './sections.ts';

export function exportSection({ t, owner }: SettingsContext): SafeHtml {
  return html`<section class="panel" aria-labelledby="export-heading">
<h2 id="export-heading">${t.t('settings.export')}</h2>
<p class="hint">${t.t('settings.exportLead')}</p>
${
  owner
    ? html`<p><a class="button-link secondary" href="/app/settings/export" download>${t.t('settings.exportButton')}</a></p>`
    : html`<p>${t.t('settings.exportOwnersOnly')}</p>`
}
</section>`;
}
