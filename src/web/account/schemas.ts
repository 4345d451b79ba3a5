// Body schemas of the application's routes. Forms are checked by their handlers (which re-render the
// form with the problem next to its field), so their schema only says "text fields".
import { Type } from '@sinclair/typebox';

export const FormBody = Type.Record(Type.String(), Type.String());
export const JsonBody = Type.Object({}, { additionalProperties: true });
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

// The forms' addresses follow the API's one rule (platform/email.ts).
export { isEmailAddress } from '../../platform/email.ts';
