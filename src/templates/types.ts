// The template resource (CONTRACT §4) as the rest of the service sees it.

export type TemplateKind = 'flow' | 'coordinate';
export type TemplateStatus = 'draft' | 'published' | 'archived';
export type InputType =
  | 'text'
  | 'number'
  | 'date'
  | 'email'
  | 'checkbox'
  | 'select'
  | 'signature'
  | 'initials'
  | 'radio'
  | 'multiple'
  | 'phone'
  | 'file'
  | 'image';

/**
 * What a participant does in their turn (issue 45): a `signer` signs; an `approver` approves or
 * rejects (a rejection declines the request) and signs nothing; a `viewer` opens the document and
 * confirms reading it; a `witness` signs right after the role named by `witnessFor`.
 */
export const ROLE_KINDS = ['signer', 'approver', 'viewer', 'witness'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

export interface Role {
  name: string;
  /** Unset (as stored for templates made before kinds): `signer`. */
  kind?: RoleKind;
  /** A witness's only: the role whose signature they witness, directly before them in the order. */
  witnessFor?: string;
}

/** The kind of a template's role (`signer` for an unknown name: a role removed from nothing signs). */
export function roleKindOf(roles: readonly Role[], name: string): RoleKind {
  return roles.find((role) => role.name === name)?.kind ?? 'signer';
}

/** Whether a participant of this kind puts a signature on the document. */
export function kindSigns(kind: RoleKind): boolean {
  return kind === 'signer' || kind === 'witness';
}

/** A flow template's variable or a coordinate template's field: same rules, fields add a box. */
export interface TemplateInput {
  /** `key` for flow variables, `name` for coordinate fields; both are the key used in `values`. */
  key: string;
  label: string;
  type: InputType;
  required: boolean;
  options?: string[];
  /** Set: the signer of that role fills it while signing. Unset: the sender supplies it at send. */
  role?: string;
  /** `number` only: the smallest and largest value allowed, and whether it must be a whole number. */
  min?: number;
  max?: number;
  integer?: boolean;
  /**
   * A signer's `date` only: the field starts as the signing date; `editable` lets the signer change
   * it. Default true for API-made templates (so a value a signer sends is kept), false in the builder.
   */
  editable?: boolean;
  /** `multiple` only: how many options must be chosen at least and at most (0..options.length). */
  minSelected?: number;
  maxSelected?: number;
  /**
   * Coordinate `radio` and `multiple` only: one box per option, in the options' order, on the field's
   * page; a chosen option is marked in its box (● radio, ✓ multiple) instead of text in the field's box.
   */
  optionBoxes?: OptionBox[];
  region?: string;
  maxFiles?: number;
  pattern?: string;
  patternMessage?: string;
  showIf?: ShowIf;
  readonly?: boolean;
}

/** A box of one option of a coordinate radio or multiple field, on the field's own page. */
export interface OptionBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type ShowIf = { field: string } & (
  | { equals: string | number | boolean }
  | { notEquals: string | number | boolean }
  | { notEmpty: true }
);

export interface FieldBox {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The field's box when it has all five coordinates (a coordinate template's field), else undefined. */
export function boxOf(field: Partial<FieldBox>): FieldBox | undefined {
  const { page, x, y, width, height } = field;
  if (
    page === undefined ||
    x === undefined ||
    y === undefined ||
    width === undefined ||
    height === undefined
  ) {
    return undefined;
  }
  return { page, x, y, width, height };
}

/** One document of a coordinate template (issue 32); the template's PDF is all of them in order. */
export interface TemplateDocument {
  /** 1–200 characters. */
  name: string;
  /** Its page count (0 only on a template made before documents existed, until its PDF is read). */
  pages: number;
  /** Storage id of THIS document's PDF (as stored: active content removed). */
  documentId: string;
  /** Hex SHA-256 of that stored PDF ('' only until a template made before documents is read). */
  sha256: string;
  /** The original filename when given as {name, file, filename}. */
  filename?: string;
  /** Hex SHA-256 of the original file when it was converted (Word, image). */
  originalSha256?: string;
}

/** A document about to be stored with a new template (or a draft's replaced documents). */
export type NewTemplateDocument = Omit<TemplateDocument, 'documentId' | 'sha256'> & { bytes: Uint8Array };

export interface Template {
  id: string;
  workspaceId: string;
  name: string;
  kind: TemplateKind;
  status: TemplateStatus;
  roles: Role[];
  /** Flow: Markdown subset with {{key}} placeholders. */
  body?: string;
  /** Flow variables (kind flow) or coordinate fields (kind coordinate, each with a box). */
  inputs: Array<TemplateInput & Partial<FieldBox>>;
  /** Coordinate: storage id of the combined PDF (every document in order; fields' pages count across it). */
  pdfDocumentId?: string;
  /**
   * Coordinate: its documents in order (at least one; a template made before documents existed has
   * one synthesized entry named after it, see repository.ts). Flow: empty.
   */
  documents: TemplateDocument[];
  createdAt: Date;
  publishedAt: Date | null;
}

/** A template as parsed from a create body, before storage gives it an id, a status and times. */
export type NewTemplate = Omit<
  Template,
  'id' | 'workspaceId' | 'status' | 'createdAt' | 'publishedAt' | 'documents'
> & {
  /**
   * Coordinate: the combined PDF's bytes (every document in order), validated; storage keeps them
   * and sets `pdfDocumentId`. Without `documents`, it is one document named after the template.
   */
  pdf?: Uint8Array;
  /** Coordinate: each document's own PDF, stored beside the combined one (set with `pdf`). */
  documents?: NewTemplateDocument[];
};

export type Values = Record<string, string | number | boolean | string[]>;

export type SignatureInput = { type: 'typed'; text: string } | { type: 'drawn'; image: string };

/** What one role contributes to the executed document. */
export interface SignerContribution {
  role: string;
  name: string;
  email: string;
  values: Values;
  signature?: SignatureInput;
  /** Captured apart from the signature; unset: the initials of the name (typed) stand in. */
  initials?: SignatureInput;
  signedAt?: Date;
  /** The signer's language (BCP 47): the dates stamped for them are written the way it writes them. */
  locale?: string;
}
