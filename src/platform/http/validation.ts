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

/** One readable line per problem, e.g. `body/submitters/0/email must be a valid email address`. */
export function describeValidationErrors(errors: ErrorObject[], context: string): string {
  const lines = new Set<string>();
  for (const error of errors) {
    const where = `${context}${error.instancePath}`;
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case 'required':
        lines.add(`${where} must have property '${params.missingProperty}'`);
        break;
      case 'additionalProperties':
        lines.add(`${where} has unknown property '${params.additionalProperty}'`);
        break;
      case 'format':
        lines.add(`${where} must be a valid ${params.format === 'email' ? 'email address' : params.format}`);
        break;
      case 'enum':
        lines.add(`${where} must be one of: ${(params.allowedValues as unknown[]).join(', ')}`);
        break;
      case 'anyOf':
      case 'oneOf':
        break; // the branch errors already say what is wrong
      default:
        lines.add(`${where} ${error.message}`);
    }
  }
  return [...lines].join('; ');
}
