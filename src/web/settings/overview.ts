// The first two sections of the settings page: the workspace (its name and plan) and this month's
// usage. The usage is readUsage's answer, the very function behind GET /api/v1/esign/usage, so the
// page and the API can never disagree.
import type { MessageKey, Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { readUsage } from '../../requests/allowance.ts';
import { PLANS } from '../../workspaces/plans.ts';
import { dateText } from '../format.ts';
import type { SettingsContext } from './sections.ts';

const number = (n: number, t: Translator) => new Intl.NumberFormat(t.language).format(n);

export function workspaceSection({ t, workspace }: SettingsContext): SafeHtml {
  const plan = PLANS.includes(workspace.plan)
    ? t.t(`plans.${workspace.plan}` satisfies MessageKey)
    : workspace.plan;
  return html`<section class="panel" aria-labelledby="workspace-heading">
<h2 id="workspace-heading">${t.t('settings.workspace')}</h2>
<dl class="facts">
<dt>${t.t('settings.name')}</dt><dd><bdi>${workspace.name}</bdi></dd>
<dt>${t.t('settings.plan')}</dt><dd>${plan}</dd>
</dl>
</section>`;
}

export async function usageSection({ services, t, workspace }: SettingsContext): Promise<SafeHtml> {
  const now = services.clock.now();
  const usage = (await readUsage(services.db, services.clock, workspace.id, workspace.plan))
    .signatureRequests;
  const limited = usage.limit !== 'unlimited';
  const count = (value: number | 'unlimited') =>
    value === 'unlimited' ? t.t('settings.usage.unlimited') : number(value, t);
  const renews = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return html`<section class="panel" aria-labelledby="usage-heading">
<h2 id="usage-heading">${t.t('settings.usage.title')}</h2>
<dl class="facts">
<dt>${t.t('settings.usage.used')}</dt><dd id="usage-used">${count(usage.used)}</dd>
<dt>${t.t('settings.usage.limit')}</dt><dd id="usage-limit">${count(usage.limit)}</dd>
<dt>${t.t('settings.usage.remaining')}</dt><dd id="usage-remaining">${count(usage.remaining)}</dd>
</dl>
${
  limited && typeof usage.limit === 'number' && usage.limit > 0
    ? html`<progress max="${usage.limit}" value="${Math.min(usage.used, usage.limit)}" aria-labelledby="usage-heading">${number(usage.used, t)}</progress>`
    : ''
}
<p class="hint">${t.t('settings.usage.period', {
    start: dateText(usage.periodStart, t),
    reset: dateText(renews, t),
  })}</p>
</section>`;
}
