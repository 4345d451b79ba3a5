// Single sign-on on the settings page (issue 25 item 2): whether the workspace requires it (then
// e-mailed links and passkeys are refused for its members) and the one e-mail domain whose verified
// addresses join as plain members on their first single sign-on, once the domain is proven by a DNS
// TXT record or the operator (issue 31 item 2). Everyone reads it; owners change it. One section of
// the settings page; its forms post to sso-routes.ts.
import type { Translator } from '../../i18n/catalogue.ts';
import { type JoinDomain, joinDomainOf, VERIFICATION_HOST_PREFIX } from '../../members/sso-domains.ts';
import { type WorkspaceSso, workspaceSso } from '../../members/sso-policy.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { csrfField, type FieldErrors, input } from '../forms.ts';
import { field } from '../http.ts';
import type { SettingsContext } from './sections.ts';

export const DOMAIN_FIELD = 'sso-join-domain';
/** The "Check the DNS record" button, where a failed check's error points. */
export const VERIFY_FIELD = 'sso-verify';

/**
 * A pending domain: the TXT record to publish and the button that checks it (owners), or the
 * operator's confirmation; a verified one: how it was proven (issue 31 item 2).
 */
function domainProof(t: Translator, csrf: string, domain: JoinDomain, owner: boolean, error?: string) {
  if (domain.state === 'verified') {
    return html`<p>${t.t(domain.verifiedBy === 'operator' ? 'sso.domainVerifiedOperator' : 'sso.domainVerifiedDns', { domain: domain.domain })}</p>`;
  }
  return html`<div class="sso-domain-proof">
<p>${t.t('sso.domainPending', { domain: domain.domain })}</p>
${
  owner
    ? html`<p>${t.t('sso.domainRecordLead')}</p>
<dl class="sso-record">
<dt>${t.t('sso.domainRecordName')}</dt><dd><code>${VERIFICATION_HOST_PREFIX}${domain.domain}</code></dd>
<dt>${t.t('sso.domainRecordType')}</dt><dd><code>TXT</code></dd>
<dt>${t.t('sso.domainRecordValue')}</dt><dd><code>${domain.record}</code></dd>
</dl>
<p class="hint">${t.t('sso.domainOperatorHint', { domain: domain.domain })}</p>
<form method="post" action="/app/settings/sso/verify" class="narrow-form" novalidate>
${csrfField(csrf)}
${error ? html`<p class="error" id="${VERIFY_FIELD}-error">${error}</p>` : ''}
<button type="submit" class="secondary" id="${VERIFY_FIELD}"${error ? html` aria-describedby="${VERIFY_FIELD}-error"` : ''}>${t.t('sso.domainCheck')}</button>
</form>`
    : ''
}
</div>`;
}

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
  const domain = await joinDomainOf(services.db, workspace.id);
  const refusedDomain = refused?.errors[DOMAIN_FIELD] ? field(request.body, 'joinDomain', 300) : undefined;
  return html`<section class="panel" aria-labelledby="sso-heading">
<h2 id="sso-heading">${t.t('sso.settingsTitle')}</h2>
<p class="hint">${provider ? t.t('sso.settingsLead', { provider: provider.name }) : t.t('sso.settingsUnset')}</p>
<p>${t.t(sso.required ? 'sso.requiredOn' : 'sso.requiredOff')}
${sso.joinDomain ? '' : t.t('sso.joinDomainNone')}</p>
${domain ? domainProof(t, frame.csrf, domain, owner && Boolean(provider), refused?.errors[VERIFY_FIELD]) : ''}
${owner && provider ? ssoForm(t, frame.csrf, sso, refused?.errors ?? {}, refusedDomain) : ''}
</section>`;
}
