// The workspace's default language (issue 46 item 4): what a signer reads when the sender chose no
// language for them — their e-mails always, their signing page when their browser asks for none we
// speak. Owners set it on the settings page; the audit certificate's frame is written in it.

import { DEFAULT_LOCALE, supportedLocale } from '../i18n/locales.ts';
import type { Queryable } from '../platform/db/index.ts';

export async function workspaceDefaultLocale(db: Queryable, workspaceId: string): Promise<string> {
  const { rows } = await db.query<{ default_locale: string }>(
    'SELECT default_locale FROM workspaces WHERE id = $1',
    [workspaceId],
  );
  return supportedLocale(rows[0]?.default_locale ?? DEFAULT_LOCALE) ?? DEFAULT_LOCALE;
}

/** Sets the default; a tag of a language we do not speak is refused by the caller's form. */
export async function setWorkspaceDefaultLocale(
  db: Queryable,
  workspaceId: string,
  locale: string,
): Promise<void> {
  await db.query('UPDATE workspaces SET default_locale = $2 WHERE id = $1', [workspaceId, locale]);
}
