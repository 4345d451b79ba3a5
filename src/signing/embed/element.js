// Countersign embedded signing: <countersign-signing src="https://sign.example.com/sign/…">.
// Load this script from your Countersign instance (/embed.js); the element creates the frame of the
// signing page (its src with embed=1), sizes it to the page, and re-dispatches the page's messages
// as DOM events on itself: countersign:opened, countersign:signed, countersign:declined,
// countersign:completed (event.detail = {type, requestId, role}). Only messages from the frame's own
// window and from the origin of its src are heeded.
(() => {
  if (!window.customElements || window.customElements.get('countersign-signing')) return;
  const EVENTS = [
    'countersign:opened',
    'countersign:signed',
    'countersign:declined',
    'countersign:completed',
  ];
  const MIN_HEIGHT = 480;

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
        this.frame.style.minHeight = `${MIN_HEIGHT}px`;
        this.frame.title = this.getAttribute('title') || 'Countersign';
        this.frame.referrerPolicy = 'origin';
        this.frame.allow = 'clipboard-write';
        this.appendChild(this.frame);
      }
      this.onMessage = (event) => this.receive(event);
      window.addEventListener('message', this.onMessage);
      this.load();
    }

    disconnectedCallback() {
      window.removeEventListener('message', this.onMessage);
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
      if (this.frame.src !== url.href) this.frame.src = url.href;
    }

    receive(event) {
      if (event.origin !== this.origin || event.source !== this.frame.contentWindow) return;
      const message = event.data;
      if (!message || typeof message.type !== 'string') return;
      if (message.type === 'countersign:resize' && Number.isFinite(message.height)) {
        this.frame.style.height = `${Math.max(MIN_HEIGHT, Math.ceil(message.height))}px`;
        return;
      }
      if (!EVENTS.includes(message.type)) return;
      const detail = { type: message.type, requestId: message.requestId, role: message.role };
      this.dispatchEvent(new CustomEvent(message.type, { detail, bubbles: true, composed: true }));
    }
  }

  window.customElements.define('countersign-signing', CountersignSigning);
})();
