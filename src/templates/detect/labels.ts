// What a label says a blank is for. The words of English, German, French and Spanish forms (issue 33
// item 4): a date label wins over a signature one ("Date of signature", "Signature date"), initials
// over a signature, a signature over a name ("Name and signature"). A name is a text field. "By:"
// alone is the signature line of an English contract's signature block.
export type Kind = 'signature' | 'initials' | 'date' | 'name' | 'text';

const RULES: Array<[Exclude<Kind, 'text'>, RegExp]> = [
  [
    'date',
    /\b(date|dated|datum|fecha|data)\b|\b(dd|jj|tt)[./-]mm[./-](yy|aa|jj)|^(le|am|den|on)$|signed (on|this)\b/i,
  ],
  ['initials', /\b(initials?|paraphes?|iniciales|initialen|kürzel)\b/i],
  [
    'signature',
    /\b(signature|signatures|signed|sign here|sign|signé|signée|unterschrift|unterschriften|unterzeichnet|firma|firmado|signatur)\b|^by$/i,
  ],
  ['name', /\b(name|names|nom|nombre|vorname|nachname|prénom|prenom|apellidos?|printed name|print name)\b/i],
];

export function kindOf(label: string): Kind {
  for (const [kind, pattern] of RULES) if (pattern.test(label)) return kind;
  return 'text';
}

/** A label as a person would read it: no leader dots, colons or brackets left around it. */
export function cleanLabel(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s:.,;*(–-]+|[\s:.,;*(–-]+$/g, '')
    .slice(0, 80);
}
