// The settings page's branding section (issue 25 item 3): owners set the display name e-mails are sent
// under, the accent colour (refused below WCAG AA contrast, the message giving the ratio reached) and
// the logo (a PNG or JPEG upload, checked by its bytes); members read what is set. The section renders
// inside the settings page (brandingSection) and alone at /app/settings/branding, which is also where a
// refused form comes back with its problems. Every change is audited and followed by a redirect.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCENT_PAIRS, AccentRefused, checkAccent, formatRatio } from '../../branding/accent.ts';
import { type Brand, getBrand, logoPath, removeLogo, setLogo, updateBrand } from '../../branding/brand.ts';
import { LOGO_MAX_BYTES, LogoRefused, typeFromFileName } from '../../branding/logo-image.ts';
import type { MessageKey, Translator } from '../../i18n/catalogue.ts';
import { recordMemberAction } from '../../members/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { FormBody, JsonBody } from '../account/schemas.ts';
import { csrfField, errorSummary, type FieldErrors, hintAndError, input } from '../forms.ts';
import { frameOf } from '../frame.ts';
import { field, me, queryText, seeOther, sendPage } from '../http.ts';
import { page } from '../layout.ts';

export interface BrandingTyped {
  displayName: string;
  accent: string;
}

const LOGO_MESSAGES: Record<LogoRefused['reason'], MessageKey> = {
  too_large: 'branding.logoTooLarge',
  not_an_image: 'branding.logoNotImage',
  type_mismatch: 'branding.logoMismatch',
  too_many_pixels: 'branding.logoTooManyPixels',
  corrupt: 'branding.logoCorrupt',
  empty: 'branding.logoEmpty',
};

/** The branding section: a read-only summary for members, the forms for owners. */
export function brandingSection(
  t: Translator,
  csrf: string,
  brand: Brand,
  owner: boolean,
  errors: FieldErrors = {},
  typed?: BrandingTyped,
): SafeHtml {
  const logo = brand.logo
    ? html`<img class="brand-logo" src="${logoPath(brand.logo)}" alt="${brand.name}">`
    : html`<span>${t.t('branding.noLogo')}</span>`;
  if (!owner) {
    return html`<section class="panel" aria-labelledby="branding-heading">
<h2 id="branding-heading">${t.t('branding.title')}</h2>
<dl class="facts">
<dt>${t.t('branding.displayName')}</dt><dd>${brand.displayName ?? t.t('branding.notSet')}</dd>
<dt>${t.t('branding.accent')}</dt><dd>${brand.accentColor ?? t.t('branding.notSet')}</dd>
<dt>${t.t('branding.logo')}</dt><dd>${logo}</dd>
</dl>
</section>`;
  }
  const example = t.t('mail.fromName', { sender: typed?.displayName || brand.name });
  return html`<section class="panel" aria-labelledby="branding-heading">
<h2 id="branding-heading">${t.t('branding.title')}</h2>
<p class="hint">${t.t('branding.lead')}</p>
<form method="post" action="/app/settings/branding" class="narrow-form" novalidate>
${csrfField(csrf)}
${input({
  id: 'branding-name',
  name: 'displayName',
  label: t.t('branding.displayName'),
  hint: t.t('branding.displayNameHint', { example }),
  value: typed?.displayName ?? brand.displayName ?? '',
  error: errors['branding-name'],
  maxlength: 100,
  autocomplete: 'organization',
  t,
})}
${input({
  id: 'branding-accent',
  name: 'accentColor',
  label: t.t('branding.accent'),
  hint: t.t('branding.accentHint'),
  value: typed?.accent ?? brand.accentColor ?? '',
  error: errors['branding-accent'],
  maxlength: 7,
  extra: html` class="short" spellcheck="false" autocapitalize="off"`,
  t,
})}
<button type="submit" class="primary">${t.t('branding.save')}</button>
</form>
<p>${logo}</p>
<form method="post" action="/app/settings/branding/logo" enctype="multipart/form-data" class="narrow-form" novalidate>
${csrfField(csrf)}
<div class="field${errors['branding-logo'] ? ' invalid' : ''}">
<label for="branding-logo">${t.t('branding.logo')}</label>
${hintAndError({ id: 'branding-logo', hint: t.t('branding.logoHint'), error: errors['branding-logo'] })}
<input id="branding-logo" name="logo" type="file" accept="image/png,image/jpeg" aria-describedby="branding-logo-hint${errors['branding-logo'] ? ' branding-logo-error' : ''}"${errors['branding-logo'] ? html` aria-invalid="true"` : ''}>
</div>
<button type="submit" class="secondary">${t.t('branding.upload')}</button>
</form>
${
  brand.logo
    ? html`<form method="post" action="/app/settings/branding/logo/remove" class="logo-remove">
${csrfField(csrf)}
<button type="submit" class="danger">${t.t('branding.removeLogo')}</button>
</form>`
    : ''
}
</section>`;
}

/** A refused accent, in the member's words: the ratio reached, the pair, the ratio needed. */
function accentProblem(t: Translator, error: AccentRefused, colour: string): string {
  if (error.ratio === undefined) return t.t('branding.accentFormat');
  const pair = ACCENT_PAIRS.find((p) => p.against === error.against);
  return t.t('branding.accentLow', {
    colour,
    ratio: formatRatio(error.ratio),
    where: t.t(pair?.against === '#ffffff' ? 'branding.whereWhite' : 'branding.wherePage'),
  });
}

function ownerOnly(request: FastifyRequest) {
  if (me(request).role !== 'owner') throw new AppError(403, request.t.t('settings.ownersOnly'));
}

/** What the upload's file name (or, without one, its declared type) says it is. */
const uploads = new WeakMap<FastifyRequest, { filename: string; mimetype: string }>();

export async function brandingSettingsRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const { db, clock } = services;
  await fastify.register(multipart, {
    // Larger than a logo may be, so a file too large is told its size rather than cut off.
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
    attachFieldsToBody: 'keyValues',
    async onFile(part) {
      uploads.set(this, { filename: part.filename, mimetype: part.mimetype });
      (part as unknown as { value: Buffer }).value = await part.toBuffer();
    },
  });

  async function brandingPage(
    request: FastifyRequest,
    reply: FastifyReply,
    refused?: { errors: FieldErrors; typed?: BrandingTyped },
  ) {
    const frame = await frameOf(services, request);
    const { t } = frame;
    const brand = await getBrand(db, frame.member.workspaceId);
    if (!brand) throw new AppError(404, t.t('problems.notFound'));
    return sendPage(
      reply,
      page({
        title: t.t('branding.title'),
        frame,
        nav: 'settings',
        notice: queryText(request.query, 'notice') === 'saved' ? t.t('settings.saved') : undefined,
        body: html`<h1>${t.t('branding.title')}</h1>
${errorSummary(refused?.errors ?? {}, [], {}, t)}
${brandingSection(t, frame.csrf, brand, frame.member.role === 'owner', refused?.errors, refused?.typed)}`,
      }),
      refused ? 400 : 200,
    );
  }

  fastify.get('/settings/branding', async (request, reply) => brandingPage(request, reply));

  fastify.post('/settings/branding', { schema: { body: FormBody } }, async (request, reply) => {
    ownerOnly(request);
    const member = me(request);
    const t = request.t;
    const typed: BrandingTyped = {
      displayName: field(request.body, 'displayName', 200),
      accent: field(request.body, 'accentColor', 50),
    };
    const errors: FieldErrors = {};
    if (typed.displayName.length > 100) errors['branding-name'] = t.t('branding.displayNameTooLong');
    let accentColor: string | null = null;
    if (typed.accent !== '') {
      try {
        accentColor = checkAccent(typed.accent);
      } catch (error) {
        if (!(error instanceof AccentRefused)) throw error;
        errors['branding-accent'] = accentProblem(t, error, typed.accent);
      }
    }
    if (Object.keys(errors).length > 0) return brandingPage(request, reply, { errors, typed });
    const displayName = typed.displayName || null;
    await db.transaction(async (tx) => {
      await updateBrand(tx, member.workspaceId, { displayName, accentColor });
      await recordMemberAction(tx, clock, member, clientInfo(request), 'workspace.branding_changed', {
        displayName,
        accentColor,
      });
    });
    return seeOther(reply, '/app/settings/branding?notice=saved');
  });

  // Multipart: the fields and the file's bytes, checked by the handler.
  fastify.post('/settings/branding/logo', { schema: { body: JsonBody } }, async (request, reply) => {
    ownerOnly(request);
    const member = me(request);
    const t = request.t;
    const file = (request.body as Record<string, unknown> | undefined)?.logo;
    const upload = uploads.get(request);
    const bytes = Buffer.isBuffer(file) ? file : Buffer.alloc(0);
    const declared =
      (upload?.filename ? typeFromFileName(upload.filename) : undefined) ??
      (upload?.mimetype?.startsWith('image/') ? upload.mimetype : undefined);
    try {
      await db.transaction(async (tx) => {
        const stored = await setLogo(tx, member.workspaceId, bytes, declared);
        if (!stored) throw new AppError(404, t.t('problems.notFound'));
        await recordMemberAction(tx, clock, member, clientInfo(request), 'workspace.logo_changed', {
          type: stored.type,
          width: stored.width,
          height: stored.height,
        });
      });
    } catch (error) {
      if (!(error instanceof LogoRefused)) throw error;
      const values = {
        size: bytes.length > LOGO_MAX_BYTES ? Math.ceil(bytes.length / 1024) : 0,
        ...error.details,
      };
      return brandingPage(request, reply, {
        errors: { 'branding-logo': t.t(LOGO_MESSAGES[error.reason], values) },
      });
    }
    return seeOther(reply, '/app/settings/branding?notice=saved');
  });

  fastify.post('/settings/branding/logo/remove', { schema: { body: FormBody } }, async (request, reply) => {
    ownerOnly(request);
    const member = me(request);
    await db.transaction(async (tx) => {
      await removeLogo(tx, member.workspaceId);
      await recordMemberAction(tx, clock, member, clientInfo(request), 'workspace.logo_removed', {});
    });
    return seeOther(reply, '/app/settings/branding?notice=saved');
  });
}
