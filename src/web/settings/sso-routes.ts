// The owner's form of the single sign-on section (issue 25 item 2): POST /app/settings/sso sets
// whether the workspace requires single sign-on and the one domain whose people may join, audited in
// the same transaction; a member's POST is a 403, a malformed domain the page again with its error.
// Refused while the service has no identity provider: requiring it would lock every member out. A
// public mail domain or one another workspace has proven is refused; POST /app/settings/sso/verify
// looks for the domain's TXT record (issue 31 item 2).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { dnsResolver, domainRefusal, verifyJoinDomainByDns } from '../../members/sso-domains.ts';
import { changeWorkspaceSso, normalizeDomain } from '../../members/sso-policy.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import type { Services } from '../../platform/services.ts';
import { FormBody } from '../account/schemas.ts';
import { field, me, seeOther } from '../http.ts';
import { settingsPage } from './page.ts';
import { DOMAIN_FIELD, VERIFY_FIELD } from './sso.ts';

export async function ssoSettingsRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, clock } = services;
  let resolver: ReturnType<typeof dnsResolver> | undefined;

  app.post('/settings/sso', { schema: { body: FormBody } }, async (request, reply) => {
    const member = me(request);
    const t = request.t;
    if (member.role !== 'owner') throw new AppError(403, t.t('sso.ownersOnly'));
    // Requiring a sign-in this service cannot offer would lock every member out.
    if (!services.config.oidc) throw new AppError(409, t.t('sso.settingsUnset'));
    const typed = field(request.body, 'joinDomain', 300);
    const joinDomain = typed === '' ? null : normalizeDomain(typed);
    if (joinDomain === undefined) {
      return settingsPage(services, request, reply, {
        errors: { [DOMAIN_FIELD]: t.t('sso.joinDomainInvalid') },
      });
    }
    // Never a public mail domain, nor one another workspace has proven (issue 31 item 2).
    const refusal = joinDomain ? await domainRefusal(db, member.workspaceId, joinDomain) : undefined;
    if (refusal) {
      return settingsPage(services, request, reply, {
        errors: {
          [DOMAIN_FIELD]: t.t(refusal === 'public' ? 'sso.joinDomainPublic' : 'sso.joinDomainTaken'),
        },
      });
    }
    const required = field(request.body, 'required', 10) === 'on';
    await db.transaction((tx) =>
      changeWorkspaceSso(tx, clock, member, clientInfo(request), { required, joinDomain }),
    );
    return seeOther(reply, '/app/settings?notice=saved');
  });

  // The owner asks for the domain's TXT record to be checked; found: the domain is verified.
  app.post('/settings/sso/verify', { schema: { body: FormBody } }, async (request, reply) => {
    const member = me(request);
    const t = request.t;
    if (member.role !== 'owner') throw new AppError(403, t.t('sso.ownersOnly'));
    resolver ??= dnsResolver(services.config.dnsServers);
    const outcome = await verifyJoinDomainByDns(db, clock, resolver, member, clientInfo(request));
    if (outcome === 'verified') return seeOther(reply, '/app/settings?notice=saved');
    if (outcome === 'none') return seeOther(reply, '/app/settings');
    return settingsPage(services, request, reply, {
      errors: { [VERIFY_FIELD]: t.t(outcome === 'taken' ? 'sso.joinDomainTaken' : 'sso.verifyNotFound') },
    });
  });
}
