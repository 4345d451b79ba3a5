// A template as the API shows it (CONTRACT §4): the same shape for the routes and the export.
import type { Template } from './types.ts';

/** The template's public shape: `variables` (flow, keyed by `key`) or `fields` (coordinate, by `name`). */
export function templateView(t: Template) {
  const base = { id: t.id, name: t.name, kind: t.kind, status: t.status, roles: t.roles };
  const times = { createdAt: t.createdAt, publishedAt: t.publishedAt };
  if (t.kind === 'flow') {
    const variables = t.inputs.map(({ key, label, type, required, options, role }) => ({
      key,
      label,
      type,
      required,
      ...(options ? { options } : {}),
      ...(role ? { role } : {}),
    }));
    return { ...base, variables, ...times };
  }
  const fields = t.inputs.map(({ key, label, type, required, options, role, page, x, y, width, height }) => ({
    name: key,
    label,
    type,
    required,
    ...(options ? { options } : {}),
    ...(role ? { role } : {}),
    page,
    x,
    y,
    width,
    height,
  }));
  return { ...base, fields, ...times };
}
