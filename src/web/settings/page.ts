// The workspace settings page (issue 25 item 1): one <section> per setting, in the order of
// SETTINGS_SECTIONS. Owners get each section's form; members read the same page without them (and
// the forms' POSTs answer 403). A new setting is a renderer (sections.ts's SettingsSection) in its own
// file, added to the list below.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getBrand } from '../../branding/brand.ts';
import { AppError } from '../../platform/errors.ts';
import { html } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { getWorkspace } from '../../workspaces/workspaces.ts';
import { errorSummary } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { queryText, sendPage } from '../http.ts';
import { page } from '../layout.ts';
import { auditSection } from './audit-log.ts';
import { brandingSection } from './branding.ts';
import { embeddingSection } from './embedding.ts';
import { exportSection } from './export-section.ts';
import { languageSection } from './language.ts';
import { usageSection, workspaceSection } from './overview.ts';
import { remindersSection } from './reminders.ts';
import { retentionSection } from './retention.ts';
import type { Refused, SettingsContext, SettingsSection } from './sections.ts';
import { ssoSection } from './sso.ts';

/** The workspace's display name, logo and accent colour (branding.ts, whose forms post to their own page). */
const brandSection: SettingsSection = async ({ services, frame, t, workspace, owner }) => {
  const brand = await getBrand(services.db, workspace.id);
  return brand ? brandingSection(t, frame.csrf, brand, owner) : html``;
};

export const SETTINGS_SECTIONS: SettingsSection[] = [
  workspaceSection,
  usageSection,
  brandSection,
  retentionSection,
  exportSection,
  remindersSection,
  languageSection,
  ssoSection,
  embeddingSection,
  auditSection,
];

export async function settingsPage(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  refused?: Refused,
) {
  const frame = await frameOf(services, request);
  const { t } = frame;
  const workspace = await getWorkspace(services.db, frame.member.workspaceId);
  if (!workspace) throw new AppError(404, t.t('problems.notFound'));
  const owner = frame.member.role === 'owner';
  const context: SettingsContext = { services, request, frame, t, workspace, owner, refused };
  const sections = await Promise.all(SETTINGS_SECTIONS.map((section) => section(context)));
  return sendPage(
    reply,
    page({
      title: t.t('settings.title'),
      frame,
      nav: 'settings',
      notice: queryText(request.query, 'notice') === 'saved' ? t.t('settings.saved') : undefined,
      body: html`<h1>${t.t('settings.title')}</h1>
<p class="lead">${t.t(owner ? 'settings.lead' : 'settings.readOnly')}</p>
${errorSummary(refused?.errors ?? {}, [], {}, t)}
${sections}`,
    }),
    refused ? 400 : 200,
  );
}
