// GET /sign/{token} (CONTRACT §6): which page a signing link shows right now, and its content, in the
// signer's language: the one stored at send, or the one picked with the page's language switch
// (`?lang=`), which changes this page only. Reads only — a GET changes no state, since mail scanners
// prefetch links; the page itself records the opening (POST …/open) once a person sees it.
import { translator } from '../i18n/catalogue.ts';
import { isLanguage, negotiateLanguage, pageLanguage } from '../i18n/locales.ts';
import { csrfTokenFor } from '../members/sessions.ts';
import type { Services } from '../platform/services.ts';
import { isTerminal } from '../requests/read.ts';
import { resolveSigningToken } from '../requests/signing-tokens.ts';
import { initialsOf } from '../templates/render/content.ts';
import { boxOf, type Template, type Values } from '../templates/types.ts';
import { inputsInScope, isSignatureInput } from '../templates/values.ts';
import { consentNotice, senderLabel } from './consent.ts';
import { documentHtml } from './document-html.ts';
import { embedFor } from './embed/embed.ts';
import { executedFilename } from './executed-filename.ts';
import { type HostMember, witnessDueAfter } from './hosting.ts';
import type { PageContext } from './page-layout.ts';
import { type Placement, signPage, signUrl } from './pages.ts';
import { signerFields } from './signer-fields.ts';
import { contributions, loadSigningContext, type SigningContext, witnessedOf } from './signing-context.ts';
import {
  closedPage,
  completedPage,
  type HostWayOn,
  notFoundPage,
  removedPage,
  signedPage,
  waitingPage,
} from './status-pages.ts';
import { verificationPage } from './verification/page.ts';

export interface RenderedPage {
  statusCode: number;
  html: string;
  /** Set when the page may be framed (?embed=1, issue 25): exactly these origins (the route's CSP). */
  frameAncestors?: string[];
}

export interface PageRequest {
  /** `?lang=` from the language switch. */
  lang?: string;
  acceptLanguage?: string;
  /** Whether this browser passed the signer's check (issue 24); absent: it has not. */
  verified?: (submitterId: string) => boolean;
  /** `?embed=1`: the page is to be shown inside a site the workspace allows (issue 25 item 4). */
  embed?: boolean;
  /** The member signed in on this browser (issue 45): a host is offered the way on after a turn. */
  member?: HostMember | null;
}

/**
 * After a turn hosted in person, on the host's device: back to the request, and "Witness now" when
 * the witness for this signer is next.
 */
function hostWayOn(
  services: Pick<Services, 'tokenSecret'>,
  ctx: SigningContext,
  member: HostMember | null | undefined,
  token: string,
): HostWayOn | undefined {
  const { signer, request } = ctx;
  if (!member || member.workspaceId !== request.workspaceId) return undefined;
  if (signer.hosted?.mode !== 'in_person' || signer.hosted.memberId !== member.memberId) return undefined;
  const witness = witnessDueAfter(ctx);
  return {
    token,
    requestPath: `/app/requests/${request.id}`,
    csrf: csrfTokenFor(services.tokenSecret, member.sessionId),
    ...(witness ? { witnessName: witness.name } : {}),
  };
}

export async function signingPage(
  services: Pick<Services, 'db' | 'clock' | 'tokenSecret'>,
  token: string,
  asked: PageRequest = {},
): Promise<RenderedPage> {
  const path = signUrl(token);
  const ctx = await loadSigningContext(services.db, services.tokenSecret, token, services.clock.now());
  if (!ctx) {
    const language =
      (asked.lang && isLanguage(asked.lang) ? asked.lang : null) ??
      negotiateLanguage(asked.acceptLanguage) ??
      'en';
    const page = { t: translator(language), locale: language, path };
    // An erased request is 404 like an unknown link, with a page that says what happened to it.
    const subject = await resolveSigningToken(services.db, services.tokenSecret, token);
    return { statusCode: 404, html: subject?.erased ? removedPage(page) : notFoundPage(page) };
  }
  const { request, template, signer, turn } = ctx;
  // A signer whose language the sender did not choose reads the first of their browser's languages
  // we speak, else the workspace's default (stored at send); the page's switch overrides either.
  const browser = signer.localeChosen ? null : negotiateLanguage(asked.acceptLanguage);
  const { language, locale } = pageLanguage(browser ?? signer.locale, asked.lang);
  const t = translator(language);
  const embed = await embedFor(services.db, asked.embed, request, signer.role);
  const page: PageContext = { t, locale, path, embed, brand: request.brand };
  const ok = (html: string): RenderedPage => ({ statusCode: 200, html, frameAncestors: embed?.origins });
  const identity = { name: signer.name, email: signer.email, role: signer.role };
  const templateName = request.templateName;
  const sender = senderLabel(t, request);

  // A signer who must enter a code sees only the code form until this browser has (the closed pages
  // say nothing more than it does).
  const closed = isTerminal(request.status) && request.status !== 'completed';
  if (signer.verification && !closed && !asked.verified?.(signer.id)) {
    return ok(
      verificationPage(embed ? { ...page, embed: { ...embed, needsState: true } } : page, {
        token,
        templateName,
        sender,
        email: signer.email,
        verification: signer.verification,
        now: services.clock.now(),
      }),
    );
  }

  if (request.status === 'completed') {
    return ok(
      completedPage(page, {
        token,
        templateName,
        filename: executedFilename(templateName),
        signer: identity,
        signedAt: signer.status === 'completed' ? signer.completedAt : null,
        sendEmail: request.sendEmail,
        onlySigner: ctx.signers.length === 1,
      }),
    );
  }
  if (isTerminal(request.status)) {
    const reason = request.status as 'declined' | 'voided' | 'expired';
    return ok(
      closedPage(page, {
        templateName,
        sender,
        reason,
        declinedByYou: signer.status === 'declined',
        expiresAt: request.expiresAt,
      }),
    );
  }
  if (signer.status === 'completed') {
    return ok(
      signedPage(page, {
        templateName,
        signer: identity,
        signedAt: signer.completedAt,
        sendEmail: request.sendEmail,
        kind: signer.kind,
        host: hostWayOn(services, ctx, asked.member, token),
      }),
    );
  }
  if (turn && turn.id !== signer.id) {
    return ok(
      waitingPage(page, {
        templateName,
        sender,
        waitingFor: turn.name,
        signer: identity,
        sendEmail: request.sendEmail,
      }),
    );
  }
  // The signer's fields as the page shows them: with the sender's values, and conditions on others' fields settled.
  const known = { sender: request.senderValues, signed: contributions(ctx.signers).map((c) => c.values) };
  const fields = signerFields(inputsInScope(template, { role: signer.role }), known.sender, known.signed);
  const documentView =
    template.kind === 'flow'
      ? documentHtml(
          template,
          { values: request.senderValues, signers: contributions(ctx.signers) },
          { role: signer.role, t, locale, title: templateName },
        )
      : null;
  return ok(
    signPage(embed ? { ...page, embed: { ...embed, event: 'opened' } } : page, {
      token,
      templateName,
      sender,
      signer: identity,
      expiresAt: request.expiresAt,
      position: ctx.signers.indexOf(signer),
      signerCount: ctx.signers.length,
      fields,
      placements: template.kind === 'coordinate' ? placementsOf(template, signer.role, known) : undefined,
      initials: template.inputs.some((input) => input.role === signer.role && input.type === 'initials')
        ? { proposed: initialsOf(signer.name) }
        : undefined,
      documentHtml: documentView,
      consent: consentNotice(t, request, signer),
      documents:
        template.kind === 'coordinate'
          ? template.documents.map(({ name, pages }) => ({ name, pages }))
          : undefined,
      kind: signer.kind,
      witnessed: signer.witnessFor ? witnessedOf(ctx.signers, signer.witnessFor) : undefined,
    }),
  );
}

/** The signer's own fields, then their signature and initials boxes, each with its box on its page. */
function placementsOf(
  template: Template,
  role: string,
  known: { sender: Values; signed: Values[] },
): Placement[] {
  const own: Template['inputs'] = [
    // The template's own input objects: a coordinate template's carry their boxes.
    ...(inputsInScope(template, { role }) as Template['inputs']),
    ...template.inputs.filter((input) => input.role === role && isSignatureInput(input)),
  ];
  return signerFields(own, known.sender, known.signed).flatMap((input) => {
    const box = boxOf(input);
    if (!box) return [];
    const { role: _role, page: _page, x: _x, y: _y, width: _w, height: _h, ...field } = input;
    return [{ ...field, ...(field.type === 'date' ? { editable: field.editable !== false } : {}), ...box }];
  });
}
