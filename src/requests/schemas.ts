// Schemas of the signature-request endpoints (spec §2, §4; CONTRACT §5): the send body, the list
// query, the resource and its envelopes. Types come from them; so does the OpenAPI document.
import { type Static, Type } from '@sinclair/typebox';
import { LANGUAGES } from '../i18n/locales.ts';
import { Body, NullableTimestamp, Paging, Timestamp } from '../platform/http/schemas.ts';
import { CcBody, CcSchema } from './cc.ts';
import { REQUEST_STATUSES, type RequestStatus, type SubmitterStatus } from './read.ts';
import { RemindersBody, RemindersSchema } from './reminders.ts';
import { VerificationBody } from './verification-schema.ts';

export const MAX_SUBMITTERS = 10;
export const MAX_MESSAGE_LENGTH = 2000;

const Id = Type.String({ minLength: 1, maxLength: 100 });

const SubmitterInput = Body({
  role: Type.String({ minLength: 1, maxLength: 100, description: 'Role name defined by the template' }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  email: Type.String({ format: 'email', maxLength: 254 }),
  locale: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 35,
      description: `Extension: the signer's language as a BCP 47 tag (${LANGUAGES.join(', ')}, optionally with a region such as de-AT, which reads German). Their signing pages, e-mails and certificate block use it. Absent: their e-mails use the workspace's default language and their signing page their browser's (Accept-Language), else that default.`,
    }),
  ),
  verification: Type.Optional(VerificationBody),
});

export const SendBody = Body({
  templateId: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'A published template of the workspace',
  }),
  submitters: Type.Array(SubmitterInput, {
    minItems: 1,
    maxItems: MAX_SUBMITTERS,
    description: 'Exactly one recipient per role of the template',
  }),
  values: Type.Optional(
    Type.Object(
      {},
      {
        additionalProperties: true,
        description:
          "Keyed by variable key (flow) or field name (coordinate): the sender's inputs, and starting values for the signers' fields (required for their read-only ones)",
      },
    ),
  ),
  message: Type.Optional(
    Type.String({ maxLength: MAX_MESSAGE_LENGTH, description: 'Note carried in the invitation e-mail' }),
  ),
  sendEmail: Type.Optional(Type.Boolean({ default: true })),
  idempotencyKey: Type.Optional(
    Type.String({ minLength: 1, maxLength: 255, description: 'Replaying a used key returns the original' }),
  ),
  expiresAt: Type.Optional(
    Type.String({
      format: 'date-time',
      description: `Future, at most 365 days ahead; default REQUEST_TTL_DAYS`,
    }),
  ),
  cc: Type.Optional(CcBody),
  reminders: Type.Optional(RemindersBody),
});
export type SendBody = Static<typeof SendBody>;

/** A plain enum, so a bad value is reported as "must be one of: …". */
export const StatusSchema = Type.Unsafe<RequestStatus>({ type: 'string', enum: [...REQUEST_STATUSES] });

export const SubmitterSchema = Type.Object({
  role: Type.String(),
  name: Type.String(),
  email: Type.String(),
  status: Type.Unsafe<SubmitterStatus>({
    type: 'string',
    enum: ['awaiting', 'opened', 'completed', 'declined'],
  }),
  completedAt: NullableTimestamp,
  locale: Type.String({ description: "Extension: the signer's language (BCP 47), as given at send" }),
  signingUrl: Type.Optional(
    Type.String({
      description:
        'The signer’s personal link; share it when sendEmail is false. A credential (it signs, declines and ' +
        'uploads), so only answered to keys with the submissions:write scope',
    }),
  ),
});

export const SourceSchema = Type.Union(
  [Type.Literal('api'), Type.Literal('application'), Type.Literal('public_link')],
  {
    description:
      'Where the request came from: sent with an API key, from the application, or created by someone signing a template’s public link',
  },
);

export const RequestSchema = Type.Object({
  id: Type.String(),
  templateId: Type.String(),
  templateName: Type.String(),
  status: StatusSchema,
  submitters: Type.Array(SubmitterSchema),
  hasSignedDocument: Type.Boolean(),
  createdAt: Timestamp,
  completedAt: NullableTimestamp,
  expiresAt: Timestamp,
  cc: CcSchema,
  reminders: RemindersSchema,
  source: SourceSchema,
});

export const ListQuery = Type.Object({
  status: Type.Optional(StatusSchema),
  templateId: Type.Optional(Id),
  source: Type.Optional(SourceSchema),
  ...Paging,
});

export const ListSchema = Type.Object({
  submissions: Type.Array(RequestSchema),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
});

export const RemindSchema = Type.Union([
  Type.Object({ reminded: Type.Literal(true), recipient: Type.Object({ email: Type.String() }) }),
  Type.Object({ reminded: Type.Literal(false), reason: Type.Literal('no_pending_signer') }),
]);

export const VoidBody = Body({ reason: Type.Optional(Type.String({ maxLength: 1000 })) });

export const RequestParams = Type.Object({ id: Id });

export const SubmitterParams = Type.Object({
  id: Id,
  role: Type.String({ minLength: 1, maxLength: 100, description: 'The signer’s role on the request' }),
});

/** Correcting a signer (issue 35 item 3): what changes, and whether to invite the new address. */
export const CorrectSignerBody = Body({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
  sendEmail: Type.Optional(
    Type.Boolean({
      description:
        'Invite the new address at once when it is this signer’s turn; default: the request’s own sendEmail',
    }),
  ),
});
