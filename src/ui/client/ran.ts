// The mark a page's script leaves when it has run to its end (issue 44 item 1): each script adds its
// name to `<html data-ran="…">` as its last step, so a test (and a curious operator in the console)
// can tell a page whose script stopped half way — an element wired that this state of the page does
// not render — from one that is ready. test/browser-reopened-editors.test.ts opens every editor in
// every state it can be saved in and waits for these marks with no error in the console.

/** Records that the script named `name` ran to its end on this page. */
export function ran(name: string): void {
  const root = document.documentElement;
  const names = new Set((root.dataset.ran ?? '').split(' ').filter(Boolean));
  names.add(name);
  root.dataset.ran = [...names].join(' ');
}
