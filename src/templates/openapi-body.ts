// The create and detect bodies as the OpenAPI document shows them (issue 33 follow-up): every property
// typed for the typed client and /docs. The routes keep an open body (definition.ts and detect-request.ts
// check it by hand and answer one 400 listing every problem), so these schemas document only: they are
// given as `documentedBody`, which the public document's transform shows in place of the route's body.
import { Type } from '@sinclair/typebox';
import { INPUT_TYPES, TEMPLATE_LIMITS } from './definition.ts';
import { ANCHOR_POSITIONS } from './found-fields/anchors.ts';
import { FIELD_SOURCES } from './found-fields/request.ts';
import { PATTERN_MAX_LENGTH, PATTERN_MESSAGE_MAX_LENGTH } from './rules.ts';

/** A role's kind (types.ts ROLE_KINDS) and the role a witness witnesses (issue 45); shown on templates too. */
export const RoleKind = Type.Union(
  [Type.Literal('signer'), Type.Literal('approver'), Type.Literal('viewer'), Type.Literal('witness')],
  {
    description:
      'signer (default) signs; approver approves or rejects (a rejection declines the request) and signs nothing; viewer opens the document and confirms reading it, and has no fields; witness signs directly after the role in witnessFor',
  },
);
export const RoleKindProperties = {
  kind: Type.Optional(RoleKind),
  witnessFor: Type.Optional(
    Type.String({ description: 'witness only: the earlier role whose signature this role witnesses' }),
  ),
};

const literals = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));
const base64 = (description: string) => Type.String({ contentEncoding: 'base64', description });

const Roles = Type.Array(
  Type.Object({
    name: Type.String({ maxLength: TEMPLATE_LIMITS.roleNameLength }),
    ...RoleKindProperties,
  }),
  {
    minItems: 1,
    maxItems: TEMPLATE_LIMITS.roles,
    description: 'the participants, in turn order',
  },
);

const ShowIfValue = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

/** Issue 34's rules, on any input (rule-definition.ts); the routes' response shape shows them too. */
export const InputRuleProperties = {
  region: Type.Optional(
    Type.String({
      pattern: '^[A-Z]{2}$',
      description:
        "phone: the country a number without a country code is read in (ISO 3166-1 alpha-2); unset: the giver's language's (de DE, fr FR, es ES, en US)",
    }),
  ),
  pattern: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: PATTERN_MAX_LENGTH,
      description:
        'text, email, phone: a regular expression (RE2 syntax, run in linear time) the value must contain a match of; anchor with ^ and $ for the whole value',
    }),
  ),
  patternMessage: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: PATTERN_MESSAGE_MAX_LENGTH,
      description: 'with pattern: the reason `invalid_values` gives when the value does not match',
    }),
  ),
  showIf: Type.Optional(
    Type.Union(
      [
        Type.Object({ field: Type.String(), equals: ShowIfValue }, { additionalProperties: false }),
        Type.Object({ field: Type.String(), notEquals: ShowIfValue }, { additionalProperties: false }),
        Type.Object({ field: Type.String(), notEmpty: Type.Literal(true) }, { additionalProperties: false }),
      ],
      {
        description:
          "shown (asked, checked, printed) only while the other input's value equals, does not equal, or is not empty; a `multiple` equals an option it has chosen. Hidden: not required, takes no value",
      },
    ),
  ),
  readonly: Type.Optional(
    Type.Boolean({
      description:
        "a signer's field: its value is the sender's, given in `values` at send; the signer cannot change it",
    }),
  ),
};
/** A box of one option of a coordinate radio or multiple field, on the field's page. */
export const OptionBoxSchema = Type.Object(
  {
    x: Type.Number({ minimum: 0, description: 'points from the left of the page' }),
    y: Type.Number({ minimum: 0, description: 'points from the top of the page' }),
    width: Type.Number({ exclusiveMinimum: 0 }),
    height: Type.Number({ exclusiveMinimum: 0 }),
  },
  { additionalProperties: false },
);

/** What a flow variable and a coordinate field share. */
const InputProperties = {
  label: Type.String({ maxLength: TEMPLATE_LIMITS.labelLength }),
  type: literals(INPUT_TYPES),
  required: Type.Optional(Type.Boolean({ description: 'unset: true' })),
  options: Type.Optional(
    Type.Array(Type.String(), {
      description: 'select, radio, multiple: its choices (radio and multiple: 2 to 50, distinct)',
    }),
  ),
  minSelected: Type.Optional(
    Type.Integer({ minimum: 0, description: 'multiple: the fewest options to choose (at most options)' }),
  ),
  maxSelected: Type.Optional(
    Type.Integer({ minimum: 0, description: 'multiple: the most options to choose (at least minSelected)' }),
  ),
  role: Type.Optional(
    Type.String({
      description:
        "the role whose signer fills it when signing (signature and initials need one); unset: the sender's, given in `values` at send",
    }),
  ),
  min: Type.Optional(Type.Number({ description: 'number: the smallest value allowed' })),
  max: Type.Optional(Type.Number({ description: 'number: the largest value allowed' })),
  integer: Type.Optional(Type.Boolean({ description: 'number: whole numbers only' })),
  editable: Type.Optional(
    Type.Boolean({ description: "a signer's date: false, it is the signing date (unset: true)" }),
  ),
  ...InputRuleProperties,
  maxFiles: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 5,
      description:
        'file: how many files the signer may attach (1–5, unset: 1); the value at complete is the list of their ids',
    }),
  ),
};
const Key = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$', maxLength: TEMPLATE_LIMITS.keyLength });

const Anchor = Type.Object(
  {
    text: Type.String({ description: 'the text of the documents the field is placed against' }),
    occurrence: Type.Optional(Type.Integer({ minimum: 1, description: 'which occurrence (unset: 1)' })),
    position: Type.Optional(literals(ANCHOR_POSITIONS)),
    offsetX: Type.Optional(Type.Number({ description: 'points added to x' })),
    offsetY: Type.Optional(Type.Number({ description: 'points added to y' })),
  },
  { additionalProperties: false },
);

const Field = Type.Object(
  {
    name: Key,
    ...InputProperties,
    document: Type.Optional(
      Type.Integer({ minimum: 1, description: 'the document it is on (from 1; unset: 1)' }),
    ),
    page: Type.Optional(Type.Integer({ minimum: 1, description: 'its page within that document (from 1)' })),
    x: Type.Optional(Type.Number({ minimum: 0, description: 'points from the left of the page' })),
    y: Type.Optional(Type.Number({ minimum: 0, description: 'points from the top of the page' })),
    width: Type.Number({ exclusiveMinimum: 0 }),
    height: Type.Number({ exclusiveMinimum: 0 }),
    anchor: Type.Optional(Anchor),
    optionBoxes: Type.Optional(
      Type.Array(OptionBoxSchema, {
        description:
          "radio and multiple: one box per option, in the same order, on the field's page; the chosen options are marked in them (✓ multiple, ● radio) instead of their text written in the field's box",
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'placed by `document`, `page`, `x`, `y`, or by `anchor` instead (not both)',
  },
);

const Variable = Type.Object({ key: Key, ...InputProperties }, { additionalProperties: false });

const TemplateDocument = Type.Union([
  Type.Object(
    { name: Type.String(), pdf: base64('the PDF') },
    { additionalProperties: false, title: 'PDF document' },
  ),
  Type.Object(
    {
      name: Type.String(),
      file: base64('a file in a format converted to PDF'),
      filename: Type.String({ maxLength: 255, description: 'its extension says the format; one line' }),
    },
    { additionalProperties: false, title: 'File to convert' },
  ),
]);
const Documents = Type.Array(TemplateDocument, {
  minItems: 1,
  maxItems: 20,
  description: 'at most 500 pages and 50 MiB in all',
});

const FlowTemplate = Type.Object(
  {
    name: Type.String({ maxLength: TEMPLATE_LIMITS.nameLength }),
    kind: Type.Literal('flow'),
    roles: Roles,
    body: Type.String({
      maxLength: TEMPLATE_LIMITS.bodyLength,
      description: 'Markdown with {{key}} placeholders',
    }),
    variables: Type.Optional(Type.Array(Variable, { maxItems: TEMPLATE_LIMITS.inputs })),
  },
  { additionalProperties: false, title: 'Flow template' },
);

const CoordinateTemplate = Type.Object(
  {
    name: Type.String({ maxLength: TEMPLATE_LIMITS.nameLength }),
    kind: Type.Literal('coordinate'),
    roles: Roles,
    pdf: Type.Optional(base64('one document named after the template (or give `documents`)')),
    documents: Type.Optional(Documents),
    fields: Type.Optional(Type.Array(Field, { maxItems: TEMPLATE_LIMITS.inputs })),
    fieldsFrom: Type.Optional(
      Type.Array(literals(FIELD_SOURCES), {
        description: 'tags: {{name;type=…}} tags become fields; form: the PDF form fields become fields',
      }),
    ),
    formRoles: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'fieldsFrom ["form"]: a PDF field name (or prefix*) to the role that fills it',
      }),
    ),
  },
  { additionalProperties: false, title: 'Coordinate template' },
);

/** POST /api/v1/templates as documented: a flow or a coordinate template. */
export const CreateTemplateBody = { oneOf: [FlowTemplate, CoordinateTemplate] };

/** POST /api/v1/templates/detect as documented: `pdf` or `documents`. */
export const DetectBody = {
  oneOf: [
    Type.Object({ pdf: base64('the PDF') }, { additionalProperties: false, title: 'One PDF' }),
    Type.Object({ documents: Documents }, { additionalProperties: false, title: 'Documents' }),
  ],
};
