// The embedded signing page's script (issue 25 item 4), on signing pages opened with ?embed=1 for a
// workspace that lists embedding origins. It tells the embedding page what happens, with
// postMessage({type, requestId, role}) to the parent window, addressed to the parent's origin only
// when that origin is one the workspace allows (never '*'; none matching: nothing is posted). The
// server-rendered page says which event its loading means (data-event: "opened" on the signing
// form); sign.js announces a signature or a refusal with a `countersign:done` DOM event just before
// it reloads. It also tells the embedding page how tall the page's content is (countersign:resize),
// keeps the guide's bar in the part of the page the parent's window shows (countersign:viewport,
// from the embedding element), opens the document's PDF in a new tab (a PDF cannot be shown inside
// another site's frame), and, on a page that needs a cookie (the code form), shows "Open in a new
// tab" when this browser keeps none here.
(() => {
  const root = document.querySelector('[data-embed]');
  if (!root || window.parent === window) return;
  const allowed = JSON.parse(root.getAttribute('data-origins') || '[]');
  const requestId = root.getAttribute('data-request-id');
  const role = root.getAttribute('data-role');

  /** The parent's origin: the browser's list of ancestors, else the referrer; only an allowed one. */
  function parentOrigin() {
    const ancestors = window.location.ancestorOrigins;
    let origin = ancestors && ancestors.length > 0 ? ancestors[0] : null;
    if (!origin && document.referrer) {
      try {
        origin = new URL(document.referrer).origin;
      } catch {
        origin = null;
      }
    }
    return origin && allowed.includes(origin) ? origin : null;
  }
  const target = parentOrigin();

  function post(message) {
    if (target) window.parent.postMessage(message, target);
  }
  const announce = (type) => post({ type: `countersign:${type}`, requestId, role });

  const loaded = root.getAttribute('data-event');
  if (loaded) announce(loaded);
  document.addEventListener('countersign:done', (event) => {
    const detail = event.detail || {};
    if (detail.action === 'declined') return announce('declined');
    announce('signed');
    if (detail.requestStatus === 'completed') announce('completed');
  });

  // The height of the page's content, for the embedding element to size its frame. It is the root
  // element's own box, which frame.css keeps free of anything sized by the frame (no vh, no body
  // min-height of a screen): never the scroll height, which is at least the frame's height, so a
  // frame could grow and never shrink (issue 31 item 9).
  let lastHeight = 0;
  const sendHeight = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post({ type: 'countersign:resize', requestId, role, height });
  };
  if (typeof ResizeObserver === 'function') {
    new ResizeObserver(sendHeight).observe(document.documentElement);
  }
  window.addEventListener('load', sendHeight);
  sendHeight();

  // Which part of the page the parent's window shows (countersign:viewport from the embedding
  // element: `top`, where the window's top is in the page, and the window's `height`): the guide's
  // bar keeps to that part (frame.css), as it keeps to the screen outside a frame.
  let shown = null;
  const placeView = () => {
    if (!shown) return;
    const style = document.documentElement.style;
    const top = Math.max(0, shown.top - window.scrollY);
    const bottom = Math.max(top, Math.min(window.innerHeight, shown.top + shown.height - window.scrollY));
    style.setProperty('--embed-top', `${Math.round(top)}px`);
    style.setProperty('--embed-bottom', `${Math.round(bottom)}px`);
    style.setProperty('--embed-height', `${Math.round(bottom - top)}px`);
    document.documentElement.classList.add('embed-viewport');
  };
  window.addEventListener('message', (event) => {
    if (!target || event.source !== window.parent || event.origin !== target) return;
    const message = event.data;
    if (message?.type !== 'countersign:viewport') return;
    if (!Number.isFinite(message.top) || !Number.isFinite(message.height)) return;
    shown = { top: message.top, height: Math.max(0, message.height) };
    placeView();
  });
  window.addEventListener('scroll', placeView, { passive: true });
  window.addEventListener('resize', placeView);

  for (const link of document.querySelectorAll('a[href$="/document"]')) {
    link.target = '_blank';
    link.rel = 'noopener';
  }

  // A cookie of the kind the code's proof uses in a frame (over https SameSite=None, Secure,
  // Partitioned; else SameSite=Strict): a browser that does not keep it here (it blocks such
  // cookies, or another site embeds the page over http, or cookies are off) cannot remember the code.
  if (root.hasAttribute('data-needs-state')) {
    const probe = `countersign-probe-${Math.random().toString(36).slice(2)}`;
    const attributes = `path=${window.location.pathname}; ${
      window.location.protocol === 'https:' ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Strict'
    }`;
    // biome-ignore lint/suspicious/noDocumentCookie: a probe of the kind of cookie the page needs, in every browser (the Cookie Store API is not)
    document.cookie = `${probe}=1; ${attributes}`;
    const kept = document.cookie.split(';').some((part) => part.trim().startsWith(`${probe}=`));
    // biome-ignore lint/suspicious/noDocumentCookie: a probe of the kind of cookie the page needs, in every browser (the Cookie Store API is not)
    document.cookie = `${probe}=; ${attributes}; max-age=0`;
    if (!kept || !navigator.cookieEnabled) {
      const notice = document.getElementById('embed-cookies');
      if (notice) notice.hidden = false;
    }
  }
})();
