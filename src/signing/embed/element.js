// Countersign embedded signing: <countersign-signing src="https://sign.example.com/sign/…">.
// Load this script from your Countersign instance (/embed.js); the element creates the frame of the
// signing page (its src with embed=1), sizes it to the page's content (issue 31 item 9: the height
// the page reports, applied only when it changes, up to MAX_HEIGHT), tells the page which part of it
// this window shows (countersign:viewport, so that the page's guide bar stays in view as this page
// scrolls), and re-dispatches the page's messages as DOM events on itself: countersign:opened,
// countersign:signed, countersign:declined, countersign:completed (event.detail = {type, requestId,
// role}). Only messages from the frame's own window and from the origin of its src are heeded.
(() => {
  if (!window.customElements || window.customElements.get('countersign-signing')) return;
  const EVENTS = [
    'countersign:opened',
    'countersign:signed',
    'countersign:declined',
    'countersign:completed',
  ];
  /** The frame's height until the page reports its own. */
  const FIRST_HEIGHT = 480;
  /** No page of ours is taller; a report above it is a fault, not a page to show. */
  const MAX_HEIGHT = 50_000;

  class CountersignSigning extends HTMLElement {
    static get observedAttributes() {
      return ['src'];
    }

    connectedCallback() {
      if (!this.frame) {
        this.frame = document.createElement('iframe');
        this.frame.style.border = '0';
        this.frame.style.width = '100%';
        this.frame.style.display = 'block';
        this.frame.style.height = `${FIRST_HEIGHT}px`;
        this.frame.title = this.getAttribute('title') || 'Countersign';
        this.frame.referrerPolicy = 'origin';
        this.frame.allow = 'clipboard-write';
        this.appendChild(this.frame);
      }
      this.onMessage = (event) => this.receive(event);
      this.onView = () => this.scheduleView();
      window.addEventListener('message', this.onMessage);
      window.addEventListener('scroll', this.onView, { passive: true });
      window.addEventListener('resize', this.onView);
      this.load();
    }

    disconnectedCallback() {
      window.removeEventListener('message', this.onMessage);
      window.removeEventListener('scroll', this.onView);
      window.removeEventListener('resize', this.onView);
    }

    /** Once a frame: where this window's top is in the page, and how tall this window is. */
    scheduleView() {
      if (this.viewPending) return;
      this.viewPending = true;
      window.requestAnimationFrame(() => {
        this.viewPending = false;
        const win = this.frame.contentWindow;
        // Until the page has spoken, the frame may still hold about:blank (or the page before a
        // new src), which a message addressed to the page's origin cannot reach: the browser
        // would log a mismatch (issue 44 item 18).
        if (!win || !this.origin || !this.ready) return;
        const top = -this.frame.getBoundingClientRect().top - this.frame.clientTop;
        win.postMessage({ type: 'countersign:viewport', top, height: window.innerHeight }, this.origin);
      });
    }

    attributeChangedCallback() {
      if (this.frame) this.load();
    }

    load() {
      const src = this.getAttribute('src');
      if (!src) return;
      const url = new URL(src, document.baseURI);
      url.searchParams.set('embed', '1');
      this.origin = url.origin;
      if (this.frame.src !== url.href) {
        this.ready = false;
        this.frame.src = url.href;
      }
    }

    receive(event) {
      if (event.origin !== this.origin || event.source !== this.frame.contentWindow) return;
      const message = event.data;
      if (!message || typeof message.type !== 'string') return;
      if (!this.ready) {
        this.ready = true;
        this.scheduleView();
      }
      if (message.type === 'countersign:resize' && Number.isFinite(message.height)) {
        const height = Math.min(MAX_HEIGHT, Math.max(0, Math.ceil(message.height)));
        if (height !== this.height) {
          this.height = height;
          this.frame.style.height = `${height}px`;
        }
        this.scheduleView();
        return;
      }
      if (!EVENTS.includes(message.type)) return;
      const detail = { type: message.type, requestId: message.requestId, role: message.role };
      this.dispatchEvent(new CustomEvent(message.type, { detail, bubbles: true, composed: true }));
    }
  }

  window.customElements.define('countersign-signing', CountersignSigning);
})();
