// Where the signer's view is, for the in-place view and its list of documents: the window, or in a
// frame as tall as its page (embedded signing, issue 31 item 9) the part of the frame the embedding
// page's window shows.

/**
 * In a frame as tall as its page, the part of the frame the embedding page's window shows, in the
 * frame's viewport (frame.js keeps it in --embed-top and --embed-bottom); otherwise null.
 */
export function embeddedView(): { top: number; bottom: number } | null {
  const rootElement = document.documentElement;
  if (!rootElement.classList.contains('embed-viewport')) return null;
  const read = (name: string) => Number.parseFloat(rootElement.style.getPropertyValue(name));
  const [top, bottom] = [read('--embed-top'), read('--embed-bottom')];
  return Number.isFinite(top) && Number.isFinite(bottom) ? { top, bottom } : null;
}

/** The part of the view the signer reads: the window (or the embedded part of it). */
export function viewBounds(): { top: number; bottom: number } {
  return embeddedView() ?? { top: 0, bottom: window.innerHeight };
}
