// Schema validation for every route. Bodies are validated strictly (no coercion, no silent removal
// of unknown fields, every problem reported); query strings and params are coerced from text.
import { Ajv, type ErrorObject } from 'ajv';
import formatsPlugin from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

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
  return ajv;
}

const bodyAjv = makeAjv(false);
const textAjv = makeAjv(true);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodyAjv : textAjv;
  return ajv.compile(schema) as ReturnType<FastifySchemaCompiler<object>>;
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
  for (const [where, c] of choices) {
    // Literal choices say it all (their type errors only restate them).
    const wanted = c.values.length
      ? `one of: ${[...new Set(c.values.map(String))].join(', ')}`
      : [...new Set(c.types)].join(' or ');
    lines.set(where, `${where} must be ${wanted}`);
  }
  return [...lines.values()].filter(Boolean).join('; ');
}
