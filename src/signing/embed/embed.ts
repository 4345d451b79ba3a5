// Embedded signing (issue 25 item 4): whether a signing page may be framed, and how it looks then.
// A signing link opened with `?embed=1` for a request of a workspace that lists embedding origins
// drops our chrome (frame.css: no bar; no language links — `?lang=` on the link still picks the
// language), is framable by exactly those origins (the route sets embeddablePageCsp), and carries
// frame.js, which posts each step to the parent window. Every other signing page stays unframable.
// Also the static files: the page's script and sheet (hashed names) and /embed.js, the script the
// embedding site loads (element.js: the <countersign-signing> element).
import path from 'node:path';
import type { Translator } from '../../i18n/catalogue.ts';
import type { Queryable } from '../../platform/db/index.ts';
import { fileAsset, type StaticAsset } from '../../platform/http/client-bundle.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { workspaceEmbedOrigins } from '../../workspaces/embed-origins.ts';

/** What an embeddable page needs to know to talk to its parent. */
export interface EmbedPage {
  /** The exact origins the workspace allows (the CSP's frame-ancestors, and postMessage targets). */
  origins: string[];
  requestId: string;
  role: string;
  /** What loading this page means to the embedding site: the signing form is "opened". */
  event?: 'opened';
  /** The page keeps state in a cookie (the code form): say so when the browser keeps none here. */
  needsState?: boolean;
}

/** The embedding of this request's page, or undefined (not asked, or the workspace allows none). */
export async function embedFor(
  db: Queryable,
  asked: boolean | undefined,
  request: { id: string; workspaceId: string },
  role: string,
): Promise<EmbedPage | undefined> {
  if (!asked) return undefined;
  const origins = await workspaceEmbedOrigins(db, request.workspaceId);
  return origins.length > 0 ? { origins, requestId: request.id, role } : undefined;
}

export const EMBED_ASSET_PREFIX = '/assets/embed/';
const here = import.meta.dirname;

let files: { script: StaticAsset; css: StaticAsset; element: StaticAsset } | undefined;

/** The frame page's script and sheet, and the embedding site's element script (/embed.js). */
export function embedAssets() {
  files ??= {
    script: fileAsset(EMBED_ASSET_PREFIX, path.join(here, 'frame.js')),
    css: fileAsset(EMBED_ASSET_PREFIX, path.join(here, 'frame.css')),
    element: fileAsset(EMBED_ASSET_PREFIX, path.join(here, 'element.js'), 'embed'),
  };
  return files;
}

/** The frame page's own asset served under `name`, if any (/embed.js is served by its own route). */
export function findEmbedAsset(name: string): StaticAsset | undefined {
  const { script, css } = embedAssets();
  return [script, css].find((asset) => asset.name === name);
}

/** What the layout adds to an embeddable page: its sheet, its script, and the data frame.js reads. */
export function embedParts(ctx: { t: Translator; path: string; embed: EmbedPage }): {
  style: string;
  script: string;
  markup: SafeHtml;
} {
  const { embed, t } = ctx;
  const { script, css } = embedAssets();
  const markup = html`
<div hidden data-embed data-origins="${JSON.stringify(embed.origins)}" data-request-id="${embed.requestId}" data-role="${embed.role}"${
    embed.event ? html` data-event="${embed.event}"` : ''
  }${embed.needsState ? html` data-needs-state` : ''}></div>${
    embed.needsState
      ? html`
<p class="alert warning" id="embed-cookies" hidden>${t.t('embed.cookiesBlocked')} <a href="${ctx.path}" target="_blank" rel="noopener">${t.t('embed.openInTab')}</a></p>`
      : ''
  }`;
  return { style: css.url, script: script.url, markup };
}
