// Names are one line of text (issue 26 item 9): a signer's, a CC's, a member's, a workspace's, an
// API key's, a passkey's, a template's and its roles' and fields'. A line break, tab or any other
// control character in one breaks e-mail headers, the audit certificate and every list that shows
// it, so it is refused, like text the database cannot store.

// C0 controls (TAB, LF, CR included), DEL, C1 controls, and the Unicode line and paragraph separators.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const NAME_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

export function isOneLineName(text: string): boolean {
  return !NAME_CONTROL_CHARACTERS.test(text);
}

export const NAME_PROBLEM =
  'contains a line break, tab or other control character (a name is one line of text)';
