// Single sign-on on the settings page (issue 25 item 2): whether the workspace requires it (then
// e-mailed links and passkeys are refused for its members) and the one e-mail domain whose verified
// addresses join as plain members on their first single sign-on. Everyone reads it; owners change
// it. One section of the settings page; its form posts to sso-routes.ts.
import type { Translator } from '../../i18n/catalogue.ts';
import { type WorkspaceSso, workspaceSso } from '../../members/sso-policy.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { csrfField, type FieldErrors, input } from '../forms.ts';
import { field } from '../http.ts';
import type { SettingsContext } from './sections.ts';

export const DOMAIN_FIELD = 'sso-join-domain';

function ssoForm(t: Translator, csrf: string, sso: WorkspaceSso, errors: FieldErrors, typedDomain?: string) {
  return html`<form method="post" action="/app/settings/sso" class="narrow-form" novalidate>
${csrfField(csrf)}
<div class="field">
<div class="check"><input type="checkbox" id="sso-required" name="required" value="on" aria-describedby="sso-required-hint"${sso.required ? html` checked` : ''}><label for="sso-required">${t.t('sso.requiredLabel')}</label></div>
<p class="hint" id="sso-required-hint">${t.t('sso.requiredHint')}</p>
</div>
${input({
  id: DOMAIN_FIELD,
  name: 'joinDomain',
  label: t.t('sso.joinDomainLabel'),
  hint: t.t('sso.joinDomainHint'),
  value: typedDomain ?? sso.joinDomain ?? '',
  error: errors[DOMAIN_FIELD],
  maxlength: 253,
  t,
})}
<button type="submit" class="primary">${t.t('sso.save')}</button>
</form>`;
}

/** The section of the settings page; without a configured provider it only says so. */
export async function ssoSection({
  services,
  request,
  t,
  frame,
  workspace,
  owner,
  refused,
}: SettingsContext): Promise<SafeHtml> {
  const provider = services.config.oidc;
  const sso = await workspaceSso(services.db, workspace.id);
  const refusedDomain = refused?.errors[DOMAIN_FIELD] ? field(request.body, 'joinDomain', 300) : undefined;
  return html`<section class="panel" aria-labelledby="sso-heading">
<h2 id="sso-heading">${t.t('sso.settingsTitle')}</h2>
<p class="hint">${provider ? t.t('sso.settingsLead', { provider: provider.name }) : t.t('sso.settingsUnset')}</p>
<p>${t.t(sso.required ? 'sso.requiredOn' : 'sso.requiredOff')}
${sso.joinDomain ? t.t('sso.joinDomainIs', { domain: sso.joinDomain }) : t.t('sso.joinDomainNone')}</p>
${owner && provider ? ssoForm(t, frame.csrf, sso, refused?.errors ?? {}, refusedDomain) : ''}
</section>`;
}
