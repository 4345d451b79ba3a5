// What each input shows in a rendered document: the sender's value or the signer's, formatted for
// print, and signatures (typed text, or a drawn PNG carried as a data URL). A value is written in the
// language of whoever gave it: a signer's in that signer's locale, the sender's in the document's
// (the first signer's), so a date reads "24. November 2026" for a German signer.
import { Buffer } from 'node:buffer';
import { formatCalendarDate } from '../../i18n/format.ts';
import { DEFAULT_LOCALE, supportedLocale } from '../../i18n/locales.ts';
import { badRequest } from '../../platform/errors.ts';
import { decodeImageDataUrl, isDataUrl, type RenderAttachment } from '../attachment-values.ts';
import { chosenOptions } from '../choices.ts';
import { hiddenKeys } from '../rules.ts';
import type { Role, SignatureInput, SignerContribution, Template, TemplateInput, Values } from '../types.ts';
import { isSignatureInput } from '../values.ts';

/** The parts of a template rendering needs; Template and NewTemplate both qualify. */
export type RenderableTemplate = Pick<Template, 'name' | 'kind' | 'inputs' | 'body'> & { roles: Role[] };

export interface RenderInput {
  values: Values;
  signers?: SignerContribution[];
  /**
   * The document's locale (BCP 47), which the sender's values are written in: the first signer's.
   * Unset: the locale of the first signer in `signers`, else English.
   */
  locale?: string;
  /** The inputs whose condition does not hold (withConditions): printed nowhere. */
  hidden?: ReadonlySet<string>;
  /**
   * The attachments the values refer to by id (issue 34: a signer's files and images, a sender's
   * stored image), with their bytes. An id not here renders as if not given.
   */
  attachments?: Readonly<Record<string, RenderAttachment>>;
}

/** What an input holds in this render: printable text, a signature, or nothing yet. */
export type Filled =
  | {
      kind: 'text';
      text: string;
      locale: string;
      /** A radio's or multiple's chosen options (the text is them joined with ", "). */
      chosen?: string[];
    }
  | { kind: 'checkbox'; checked: boolean; locale: string }
  /** An image field's picture, drawn fitted in its box. */
  | { kind: 'image'; bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' }
  | {
      kind: 'signature';
      /** What the box shows: for an initials box, the initials (captured, or made from the name). */
      signature: SignatureInput;
      initials: boolean;
      signer: SignerContribution;
    }
  | { kind: 'empty' }
  /** Its condition does not hold: nothing at all, not even a line to write on. */
  | { kind: 'hidden' };

export function signerFor(input: RenderInput, role: string): SignerContribution | undefined {
  return input.signers?.find((signer) => signer.role === role);
}

/**
 * The input with the keys its conditions hide (issue 34), read from every value given so far: the
 * sender's (with the starting values of signers yet to sign) under each signer's own.
 */
export function withConditions(
  template: Pick<RenderableTemplate, 'inputs'>,
  input: RenderInput,
): RenderInput {
  if (!template.inputs.some((field) => field.showIf)) return input;
  const values: Values = { ...input.values };
  for (const signer of input.signers ?? []) Object.assign(values, signer.values);
  return { ...input, hidden: hiddenKeys(template.inputs, values) };
}

export function filledValue(input: RenderInput, field: TemplateInput): Filled {
  if (input.hidden?.has(field.key)) return { kind: 'hidden' };
  const signer = field.role === undefined ? undefined : signerFor(input, field.role);
  if (isSignatureInput(field)) {
    if (!signer?.signature) return { kind: 'empty' };
    const initials = field.type === 'initials';
    return {
      kind: 'signature',
      signature: initials ? initialsMark(signer) : signer.signature,
      initials,
      signer,
    };
  }
  // A read-only field shows the sender's value until its signer signs (with it).
  const source = field.role === undefined || (field.readonly && !signer) ? input.values : signer?.values;
  const value = source && Object.hasOwn(source, field.key) ? source[field.key] : undefined;
  if (value === undefined || value === '') return { kind: 'empty' };
  const locale = field.role === undefined || !signer ? documentLocale(input) : readingLocale(signer.locale);
  if (field.type === 'checkbox') return { kind: 'checkbox', checked: value === true, locale };
  if (field.type === 'radio' || field.type === 'multiple') {
    const chosen = chosenOptions(value);
    return chosen.length === 0
      ? { kind: 'empty' }
      : { kind: 'text', text: chosen.join(', '), locale, chosen };
  }
  if (field.type === 'image') return imageOf(input, value);
  if (field.type === 'file') {
    // The files are attached to the executed PDF; the document names them where the field is.
    const names = (Array.isArray(value) ? value : []).flatMap(
      (id) => input.attachments?.[id]?.filename ?? [],
    );
    return names.length > 0 ? { kind: 'text', text: names.join(', '), locale } : { kind: 'empty' };
  }
  if (field.type === 'date' && typeof value === 'string') {
    return { kind: 'text', text: formatCalendarDate(value, locale), locale };
  }
  return { kind: 'text', text: String(value), locale };
}

/** An image value: a data URL (a render before sending) or the id of a stored image. */
function imageOf(input: RenderInput, value: unknown): Filled {
  if (isDataUrl(value)) {
    const decoded = decodeImageDataUrl(value);
    return 'reason' in decoded ? { kind: 'empty' } : { kind: 'image', ...decoded };
  }
  const stored = typeof value === 'string' ? input.attachments?.[value] : undefined;
  if (!stored || (stored.contentType !== 'image/png' && stored.contentType !== 'image/jpeg')) {
    return { kind: 'empty' };
  }
  return { kind: 'image', bytes: stored.bytes, contentType: stored.contentType };
}

/** A stored locale as dates are formatted for it: a tag of a language we speak, else English. */
export function readingLocale(tag: string | undefined): string {
  return (tag && supportedLocale(tag)) || DEFAULT_LOCALE;
}

/** The locale the sender's values are written in: the document's, else the first signer's. */
export function documentLocale(input: RenderInput): string {
  return readingLocale(input.locale ?? input.signers?.[0]?.locale);
}

/** Initials of a typed name: the first letter of each word, "Zoë Ångström" → "ZÅ". */
export function initialsOf(text: string): string {
  const words = text.normalize('NFC').trim().split(/\s+/).filter(Boolean);
  return words.map((word) => Array.from(word)[0].toLocaleUpperCase()).join('');
}

/**
 * What an initials box shows: the initials the signer captured, else the initials of their typed
 * signature, else (a drawn signature, never a miniature of it) the initials of their name, typed.
 */
export function initialsMark(signer: SignerContribution): SignatureInput {
  if (signer.initials) return signer.initials;
  const source = signer.signature?.type === 'typed' ? signer.signature.text : signer.name;
  return { type: 'typed', text: initialsOf(source) };
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The PNG bytes of a drawn signature's `data:image/png;base64,…` URL. Throws a 400 for anything
 * else, so the signing route can validate a signature with the same function that renders it.
 */
export function decodePngDataUrl(dataUrl: string): Uint8Array {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl.replace(/\s+/g, ''));
  const bytes = match ? new Uint8Array(Buffer.from(match[1], 'base64')) : undefined;
  if (!bytes || bytes.length < PNG_MAGIC.length || PNG_MAGIC.some((byte, i) => bytes[i] !== byte)) {
    throw badRequest('signature.image must be a PNG data URL (data:image/png;base64,...)');
  }
  return bytes;
}
