// The verification pages, server-rendered through the escaping `html` tag: the upload form (a plain
// multipart form that works without JavaScript; the island adds drag and drop), the verdict in
// plain words with each seal's details, and an error page. No inline script or style.
import { html, type SafeHtml } from '../platform/http/html.ts';
import { assetUrls as signingAssets } from '../signing/assets.ts';
import { assetUrls } from './assets.ts';
import { en, type Messages } from './messages.ts';
import type { MatchedRequest } from './request-match.ts';
import type { SealReport, Verification } from './verify-pdf.ts';

export type VerificationAnswer = Verification & { request: MatchedRequest | null };

function layout(t: Messages, title: string, body: SafeHtml): string {
  const assets = assetUrls();
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · Countersign</title>
<link rel="stylesheet" href="${assets.css}">
<link rel="icon" href="${signingAssets().icon}" type="image/svg+xml">
<script src="${assets.script}" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site"><span class="brand">Countersign</span> <span class="section">${t.title}</span></header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>
`.value;
}

function uploadForm(t: Messages, heading: 'h1' | 'h2'): SafeHtml {
  return html`<section class="upload" aria-labelledby="upload-heading">
${heading === 'h1' ? html`<h1 id="upload-heading">${t.title}</h1>` : html`<h2 id="upload-heading">${t.again}</h2>`}
${heading === 'h1' ? html`<p class="lead">${t.lead}</p>` : ''}
<form method="post" action="/verify" enctype="multipart/form-data">
<div class="dropzone" data-dropzone>
<label for="file">${t.dropLabel}</label>
<input id="file" name="file" type="file" accept="application/pdf,.pdf" required aria-describedby="file-hint">
<p id="file-hint" class="hint">${t.dropHint}</p>
</div>
<p class="status" role="status" aria-live="polite" data-verify-status data-checking="${t.checking}"></p>
<button type="submit">${t.submit}</button>
</form>
</section>`;
}

export function verifyPage(t: Messages = en): string {
  return layout(t, t.title, uploadForm(t, 'h1'));
}

export function resultPage(answer: VerificationAnswer, t: Messages = en): string {
  const verdict = t.verdicts[answer.result];
  const body = html`<h1>${t.resultTitle}</h1>
<section class="verdict verdict-${answer.result}" aria-labelledby="verdict-heading">
<h2 id="verdict-heading" data-verdict="${answer.result}">${verdict.heading}</h2>
<p>${verdict.text}</p>
</section>
<dl class="facts">
<dt>${t.fileHash}</dt><dd class="hash">${answer.sha256}</dd>
</dl>
${answer.seals.length > 0 ? sealsSection(answer.seals, t) : ''}
${answer.result === 'not_sealed' ? '' : requestSection(answer.request, t)}
${uploadForm(t, 'h2')}`;
  return layout(t, `${verdict.heading} · ${t.resultTitle}`, body);
}

export function errorPage(message: string, t: Messages = en): string {
  const body = html`<h1>${t.title}</h1>
<p class="notice" role="alert">${message}</p>
${uploadForm(t, 'h2')}`;
  return layout(t, message, body);
}

function sealsSection(seals: SealReport[], t: Messages): SafeHtml {
  const yesNo = (value: boolean) => (value ? t.yes : t.no);
  return html`<section aria-labelledby="seals-heading">
<h2 id="seals-heading">${t.sealsHeading}</h2>
<ol class="seals">
${seals.map(
  (seal) => html`<li>
<h3>${t.kinds[seal.kind]}</h3>
<dl>
<dt>${t.labels.signer}</dt><dd>${seal.signer}</dd>
<dt>${t.labels.ours}</dt><dd>${yesNo(seal.ours)}</dd>
<dt>${t.labels.intact}</dt><dd>${yesNo(seal.intact)}</dd>
<dt>${t.labels.covers}</dt><dd>${yesNo(seal.coversWholeDocument)}</dd>
${seal.kind === 'signature' ? html`<dt>${t.labels.signedAt}</dt><dd>${seal.signedAt ?? '—'}</dd>` : ''}
<dt>${t.labels.timestamp}</dt><dd>${
    seal.timestamp
      ? t.timestampBy(seal.timestamp.time, seal.timestamp.authority, seal.timestamp.intact)
      : t.labels.noTimestamp
  }</dd>
</dl>
</li>`,
)}
</ol>
</section>`;
}

function requestSection(request: MatchedRequest | null, t: Messages): SafeHtml {
  if (!request)
    return html`<section aria-labelledby="request-heading"><h2 id="request-heading">${t.requestHeading}</h2>
<p>${t.noRequest}</p></section>`;
  return html`<section aria-labelledby="request-heading">
<h2 id="request-heading">${t.requestHeading}</h2>
<dl class="facts">
<dt>${t.labels.requestId}</dt><dd>${request.id}</dd>
<dt>${t.labels.template}</dt><dd>${request.templateName}</dd>
<dt>${t.labels.completed}</dt><dd>${request.completedAt}</dd>
</dl>
<ul class="submitters">
${request.submitters.map(
  (s) =>
    html`<li><strong>${s.name}</strong> (${s.role}): ${s.completedAt ? `${t.labels.signed} ${s.completedAt}` : t.labels.notSigned}</li>`,
)}
</ul>
</section>`;
}
