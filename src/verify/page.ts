// The verification pages, server-rendered through the escaping `html` tag, in the reader's language
// (src/i18n, `?lang=` or Accept-Language): the upload form (a plain multipart form that works without
// JavaScript; the island adds drag and drop), the verdict in plain words with each seal's details and
// dates as people read them, and an error page. No inline script or style.
import type { Translator } from '../i18n/catalogue.ts';
import { formatDateTime } from '../i18n/format.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { languageMenu } from '../ui/language-menu.ts';
import { shell } from '../ui/layout.ts';
import { assetUrls } from './assets.ts';
import type { ErasedRequest, MatchedRequest } from './request-match.ts';
import type { SealReport, Verification } from './verify-pdf.ts';

const isErased = (request: MatchedRequest | ErasedRequest): request is ErasedRequest => 'erasedAt' in request;

export type VerificationAnswer = Verification & { request: MatchedRequest | ErasedRequest | null };

/** The page's language, and where its form and language links point (they carry `?lang=`). */
export interface VerifyPageContext {
  t: Translator;
  /** Set when the reader chose the language with the switch; the form keeps it. */
  chosen: boolean;
}

function languageSwitch({ t }: VerifyPageContext): SafeHtml {
  return languageMenu({
    action: '/verify',
    method: 'get',
    current: t.language,
    label: t.t('page.languages'),
    change: t.t('nav.languageChange'),
  });
}

function layout(ctx: VerifyPageContext, title: string, body: SafeHtml): string {
  const assets = assetUrls();
  const { t } = ctx;
  return shell({
    title,
    language: t.language,
    skipLabel: t.t('page.skip'),
    body,
    context: t.t('verify.title'),
    tools: languageSwitch(ctx),
    styles: [assets.css],
    scripts: [assets.script],
    width: 'narrow',
  }).value;
}

function uploadForm(ctx: VerifyPageContext, heading: 'h1' | 'h2'): SafeHtml {
  const { t } = ctx;
  const action = ctx.chosen ? `/verify?lang=${t.language}` : '/verify';
  return html`<section class="upload" aria-labelledby="upload-heading">
${heading === 'h1' ? html`<h1 id="upload-heading">${t.t('verify.title')}</h1>` : html`<h2 id="upload-heading">${t.t('verify.again')}</h2>`}
${heading === 'h1' ? html`<p class="lead">${t.t('verify.lead')}</p>` : ''}
<form method="post" action="${action}" enctype="multipart/form-data">
<div class="dropzone" data-dropzone>
<label for="file"><span class="drop-words">${t.t('verify.dropLabel')}</span><span class="choose-words">${t.t('verify.chooseLabel')}</span></label>
<input id="file" name="file" type="file" accept="application/pdf,.pdf" required aria-describedby="file-hint">
<p id="file-hint" class="hint">${t.t('verify.dropHint')}</p>
</div>
<p class="verify-status" role="status" aria-live="polite" data-verify-status data-checking="${t.t('verify.checking')}"></p>
<button type="submit" class="primary">${t.t('verify.submit')}</button>
</form>
</section>`;
}

/** A SHA-256 in groups of eight, breaking only between groups on a narrow screen. */
function hash(value: string): SafeHtml {
  const groups = value.match(/.{1,8}/g) ?? [];
  return html`<span class="hash">${groups.map((group, i) => html`${i > 0 ? html`<wbr>` : ''}${group}`)}</span>`;
}

/** An instant as people read it, with the exact value for machines. */
function when(iso: string | null, t: Translator): SafeHtml | string {
  if (!iso) return '—';
  return html`<time datetime="${iso}">${formatDateTime(new Date(iso), t.language)}</time>`;
}

export function verifyPage(ctx: VerifyPageContext): string {
  return layout(ctx, ctx.t.t('verify.title'), uploadForm(ctx, 'h1'));
}

export function resultPage(answer: VerificationAnswer, ctx: VerifyPageContext): string {
  const { t } = ctx;
  const heading = t.t(`verify.verdict.${answer.result}.heading`);
  const body = html`<h1>${t.t('verify.resultTitle')}</h1>
<section class="verdict verdict-${answer.result}" aria-labelledby="verdict-heading">
<h2 id="verdict-heading" data-verdict="${answer.result}">${heading}</h2>
<p>${t.t(`verify.verdict.${answer.result}.text`)}</p>
</section>
<dl class="facts file-facts">
<dt>${t.t('verify.fileHash')}</dt><dd>${hash(answer.sha256)}</dd>
</dl>
${answer.seals.length > 0 ? sealsSection(answer.seals, t) : ''}
${answer.result === 'not_sealed' ? '' : requestSection(answer, t)}
${uploadForm(ctx, 'h2')}`;
  return layout(ctx, `${heading} · ${t.t('verify.resultTitle')}`, body);
}

export function errorPage(message: string, ctx: VerifyPageContext): string {
  const body = html`<h1>${ctx.t.t('verify.title')}</h1>
<p class="alert danger" role="alert">${message}</p>
${uploadForm(ctx, 'h2')}`;
  return layout(ctx, message, body);
}

function sealsSection(seals: SealReport[], t: Translator): SafeHtml {
  const yesNo = (value: boolean) => t.t(value ? 'verify.yes' : 'verify.no');
  return html`<section aria-labelledby="seals-heading">
<h2 id="seals-heading">${t.t('verify.sealsHeading')}</h2>
<ol class="seals">
${seals.map(
  (seal) => html`<li>
<h3>${t.t(`verify.kind.${seal.kind}`)}</h3>
<dl class="facts">
<dt>${t.t('verify.label.signer')}</dt><dd><bdi>${seal.signer}</bdi></dd>
<dt>${t.t('verify.label.ours')}</dt><dd>${yesNo(seal.ours)}</dd>
<dt>${t.t('verify.label.intact')}</dt><dd>${yesNo(seal.intact)}</dd>
<dt>${t.t('verify.label.covers')}</dt><dd>${yesNo(seal.coversWholeDocument)}</dd>
${seal.kind === 'signature' ? html`<dt>${t.t('verify.label.signedAt')}</dt><dd>${when(seal.signedAt, t)}</dd>` : ''}
<dt>${t.t('verify.label.timestamp')}</dt><dd>${
    seal.timestamp
      ? t.tHtml(seal.timestamp.intact ? 'verify.timestampBy' : 'verify.timestampByBroken', {
          time: when(seal.timestamp.time, t),
          authority: html`<bdi>${seal.timestamp.authority}</bdi>`,
        })
      : t.t('verify.label.noTimestamp')
  }</dd>
</dl>
</li>`,
)}
</ol>
</section>`;
}

/**
 * The request the file's executed pages belong to. Under a "changed" verdict it is set apart and
 * labelled as what the file claims, never presented as vouched for.
 */
function requestSection(answer: VerificationAnswer, t: Translator): SafeHtml {
  const { request } = answer;
  const claimed = answer.result === 'modified';
  const heading = t.t(claimed ? 'verify.claimedHeading' : 'verify.requestHeading');
  const open = (inner: SafeHtml) =>
    html`<section aria-labelledby="request-heading"${claimed ? html` class="claimed"` : ''}>
<h2 id="request-heading">${heading}</h2>
${claimed ? html`<p class="hint">${t.t('verify.claimed')}</p>` : ''}
${inner}
</section>`;
  if (!request) return open(html`<p>${t.t('verify.noRequest')}</p>`);
  if (isErased(request))
    return open(html`<dl class="facts">
<dt>${t.t('verify.label.requestId')}</dt><dd>${request.id}</dd>
${request.completedAt ? html`<dt>${t.t('verify.label.completed')}</dt><dd>${when(request.completedAt, t)}</dd>` : ''}
<dt>${t.t('verify.label.erased')}</dt><dd>${when(request.erasedAt, t)}</dd>
</dl>
<p>${t.t('verify.erased')}</p>`);
  return open(html`<dl class="facts">
<dt>${t.t('verify.label.requestId')}</dt><dd>${request.id}</dd>
<dt>${t.t('verify.label.template')}</dt><dd><bdi>${request.templateName}</bdi></dd>
<dt>${t.t('verify.label.completed')}</dt><dd>${when(request.completedAt, t)}</dd>
<dt>${t.t('verify.label.signers')}</dt><dd><ul class="plain submitters">
${request.submitters.map(
  (s) =>
    html`<li><strong><bdi>${s.name}</bdi></strong> · ${
      s.completedAt
        ? t.tHtml('verify.signerSigned', { role: html`<bdi>${s.role}</bdi>`, date: when(s.completedAt, t) })
        : t.tHtml('verify.signerNotSigned', { role: html`<bdi>${s.role}</bdi>` })
    }</li>`,
)}
</ul></dd>
</dl>`);
}
