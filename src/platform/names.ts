// Names are one line of text (issue 26 item 9): a signer's, a CC's, a member's, a workspace's, an
// API key's, a passkey's, a template's and its roles' and fields'. A line break, tab or any other
// control character in one breaks e-mail headers, the audit certificate and every list that shows
// it, so it is refused, like text the database cannot store. So is a text-direction control
// (issue 31 item 6): an embedding, override or isolate (U+202A–U+202E, U+2066–U+2069) makes a name
// show as other text ("Acme" reversed into something else in a From header or on the certificate).
// The marks (U+200E, U+200F) change no order of what is written and stay. The same holds for every
// short text a person reads (issue 44 item 5): a field's or variable's label and options, a document's
// file name, a format's message, an e-mail subject (http/one-line-names.ts lists them).

// C0 controls (TAB, LF, CR included), DEL, C1 controls, the Unicode line and paragraph separators,
// and the bidirectional embeddings, overrides and isolates.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const NAME_CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

export function isOneLineName(text: string): boolean {
  return !NAME_CONTROL_CHARACTERS.test(text);
}

export const NAME_PROBLEM =
  'contains a line break, tab, text-direction or other control character (it is one line of text)';

const NAME_CONTROLS_ALL = new RegExp(NAME_CONTROL_CHARACTERS.source, 'g');

/** A text made one line by dropping its control characters (for a name that arrives outside a body: a file's). */
export function withoutControlCharacters(text: string): string {
  return text.replace(NAME_CONTROLS_ALL, '');
}
