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
  | 'initials';

export interface Role {
  name: string;
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
}

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
  /** Coordinate: storage id of the uploaded PDF. */
  pdfDocumentId?: string;
  createdAt: Date;
  publishedAt: Date | null;
}

/** A template as parsed from a create body, before storage gives it an id, a status and times. */
export type NewTemplate = Omit<Template, 'id' | 'workspaceId' | 'status' | 'createdAt' | 'publishedAt'> & {
  /** Coordinate: the uploaded PDF's bytes, validated; storage keeps them and sets `pdfDocumentId`. */
  pdf?: Uint8Array;
};

export type Values = Record<string, string | number | boolean>;

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
