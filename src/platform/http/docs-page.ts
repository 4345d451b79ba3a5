// The /docs page's own settings for Swagger UI (issue 26): what @fastify/swagger-ui is given besides
// the document, so that the vendored page passes axe-core's serious and critical rules. Swagger UI's
// own files stay as they are; this module adds a stylesheet and a small script from this origin (the
// strict page policy allows both) and turns off the deep links that put a link inside each
// operation's button.
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';

/**
 * Swagger UI's pastel badges and links under white or coloured text fall short of 4.5:1; these are
 * the same hues darkened until they pass. Its server picker is a bare <select> with no name, and with
 * one relative server ('/') there is nothing to pick, so it is hidden rather than labelled. At a
 * phone's width an opened operation's responses table (and a long error code in its descriptions)
 * pushed the page 120 px wider than the screen: the table is held to the width, and its "Links"
 * column, empty in this API (no OpenAPI links), gives way. A tag's description, squeezed beside
 * its name into a column a word wide, moves to a line of its own.
 */
export const DOCS_STYLESHEET = `
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1f69c0; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #137a4a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a3530a; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f7563; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c0262b; }
.swagger-ui .info .title small { background: #4f5563; }
.swagger-ui .info .title small.version-stamp { background: #4a6b00; }
.swagger-ui .info a, .swagger-ui .info a .url { color: #1f5fa8; }
.swagger-ui .btn.authorize { border-color: #137a4a; color: #137a4a; }
.swagger-ui .btn.authorize svg { color: #137a4a; fill: #137a4a; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #595959; }
.swagger-ui .schemes-server-container .servers-title,
.swagger-ui .schemes-server-container .servers { display: none; }
.swagger-ui .responses-table { table-layout: fixed; }
.swagger-ui .responses-table .response-col_status { width: 4.5em; }
.swagger-ui .responses-table .response-col_links { display: none; }
.swagger-ui .renderedMarkdown code { overflow-wrap: anywhere; }
.swagger-ui .highlight-code > .microlight:focus-visible { outline: 3px solid #1f5fa8; outline-offset: 2px; }
@media (max-width: 40rem) {
  .swagger-ui .opblock-tag { flex-wrap: wrap; }
  .swagger-ui .opblock-tag > :first-child { flex: 1; }
  .swagger-ui .opblock-tag small { order: 1; flex: 1 0 100%; padding: 0; }
}
`;

/**
 * Swagger UI puts its operations in a <main> but the API's title, version and description above it
 * in no landmark at all, and its code examples scroll (at most 400px high) without being reachable
 * from the keyboard. As Swagger UI draws them (an operation's examples appear only when it is
 * opened), the script makes the title block the page's banner and each example focusable.
 */
export const DOCS_SCRIPT = `(function () {
  var root = document.getElementById('swagger-ui');
  if (!root) return;
  function mend() {
    var info = root.querySelector('.information-container:not([role])');
    if (info) info.setAttribute('role', 'banner');
    root.querySelectorAll('.highlight-code > .microlight:not([tabindex])').forEach(function (example) {
      example.setAttribute('tabindex', '0');
    });
  }
  new MutationObserver(mend).observe(root, { childList: true, subtree: true });
})();
`;

/** Everything /docs passes to @fastify/swagger-ui besides its route prefix and policy. */
export const DOCS_UI: Pick<FastifySwaggerUiOptions, 'uiConfig' | 'theme'> = {
  // Without Swagger UI's top bar: its logo is an SVG carrying an inline <style>, which the page
  // policy refuses (and its "Explore" box would load documents from anywhere). Without deep links:
  // each would be a link inside the operation's toggle button, a control nested in a control.
  uiConfig: { docExpansion: 'list', layout: 'BaseLayout', deepLinking: false },
  theme: {
    title: 'Countersign API',
    css: [{ filename: 'countersign-docs.css', content: DOCS_STYLESHEET }],
    js: [{ filename: 'countersign-docs.js', content: DOCS_SCRIPT }],
  },
};
