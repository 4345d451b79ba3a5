// Schema validation for every route. Bodies are validated strictly (no coercion, no silent removal
// of unknown fields, every problem reported); query strings and params are coerced from text.
// Two rules hold for every schema whatever its author wrote: an integer is bounded (at most the
// range of a PostgreSQL integer unless the schema says less), and a date-time is a real instant
// (RFC 3339 with a time zone, no leap second, no 30 February) that the database can store.
import { Ajv, type ErrorObject } from 'ajv';
import formatsPlugin from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { isEmailAddress } from '../email.ts';

export const INTEGER_MIN = -2_147_483_648;
export const INTEGER_MAX = 2_147_483_647;

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-](\d{2}):(\d{2}))$/;

/** A date-time as RFC 3339 writes it, naming an instant that exists (PostgreSQL stores it exactly). */
export function isStrictDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  if (m[9] !== undefined && (Number(m[9]) > 23 || Number(m[10]) > 59)) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  return !Number.isNaN(Date.parse(text));
}

/** Bounds every integer that has none, at any depth of the schema (a copy; the original is kept). */
export function boundIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(boundIntegers) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = boundIntegers(value);
  const types = ([] as unknown[]).concat(out.type ?? []);
  if (types.includes('integer')) {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INTEGER_MAX;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INTEGER_MIN;
  }
  return out as T;
}

function makeAjv(coerce: boolean) {
  const ajv = new Ajv({
    allErrors: true,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
    useDefaults: true,
    strict: false,
  });
  // ajv-formats is CommonJS; its callable is the default export's default under NodeNext.
  (formatsPlugin as unknown as { default: (a: Ajv) => void }).default(ajv);
  ajv.addFormat('date-time', { type: 'string', validate: isStrictDateTime });
  // The one e-mail rule of every entry point (platform/email.ts), not ajv-formats' own.
  ajv.addFormat('email', { type: 'string', validate: isEmailAddress });
  return ajv;
}

const bodyAjv = makeAjv(false);
const textAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(boundIntegers(schema)) as ReturnType<FastifySchemaCompiler<object>>;
};

/**
 * One readable line per problem, e.g. `body/submitters/0/email must be a valid email address`.
 * The alternatives of a union are folded into one line per place: `must be one of: a, b` for
 * literal choices, `must be string or null` for type choices.
 */
export function describeValidationErrors(errors: ErrorObject[], context: string): string {
  const lines = new Map<string, string>();
  const choices = new Map<string, { values: unknown[]; types: string[] }>();
  const choice = (where: string) => {
    let c = choices.get(where);
    if (!c) {
      c = { values: [], types: [] };
      choices.set(where, c);
      lines.set(where, ''); // keeps the place's position among the lines
    }
    return c;
  };
  for (const error of errors) {
    const where = `${context}${error.instancePath}`;
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case 'required':
        lines.set(
          `${where}:${params.missingProperty}`,
          `${where} must have property '${params.missingProperty}'`,
        );
        break;
      case 'additionalProperties':
        lines.set(
          `${where}:${params.additionalProperty}`,
          `${where} has unknown property '${params.additionalProperty}'`,
        );
        break;
      case 'format':
        lines.set(
          where,
          `${where} must be a valid ${params.format === 'email' ? 'email address' : params.format}`,
        );
        break;
      case 'enum':
        choice(where).values.push(...(params.allowedValues as unknown[]));
        break;
      case 'const':
        choice(where).values.push(params.allowedValue);
        break;
      case 'type':
        choice(where).types.push(String(params.type));
        break;
      case 'anyOf':
      case 'oneOf':
        break; // the branch errors already say what is wrong
      default:
        lines.set(`${where}:${error.keyword}`, `${where} ${error.message}`);
    }
  }
  const keys = [...lines.keys()];
  for (const [where, c] of choices) {
    // A value of one branch's type that fails inside it (an object with a bad field, against
    // `object | null`) is told what is wrong inside, not that it should have been the other branch.
    const deeper = keys.some((key) => key.startsWith(`${where}/`) || key.startsWith(`${where}:`));
    if (deeper && c.values.length === 0) {
      lines.delete(where);
      continue;
    }
    // Literal choices say it all (their type errors only restate them).
    const wanted = c.values.length
      ? `one of: ${[...new Set(c.values.map(String))].join(', ')}`
      : [...new Set(c.types)].join(' or ');
    lines.set(where, `${where} must be ${wanted}`);
  }
  return [...lines.values()].filter(Boolean).join('; ');
}
