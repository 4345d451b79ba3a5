// What every section of the settings page is given, and the shape of a section: a function that
// renders one <section> (an h2 heading and its content) for the member looking at the page. The page
// (page.ts) lists its sections in order; a new setting is one more renderer in that list.
import type { FastifyRequest } from 'fastify';
import type { Translator } from '../../i18n/catalogue.ts';
import type { SafeHtml } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import type { Workspace } from '../../workspaces/workspaces.ts';
import type { FieldErrors } from '../forms.ts';
import type { Frame } from '../layout.ts';

/** What an owner typed in the retention form (retention.ts), shown again when it is refused. */
export interface RetentionTyped {
  mode: 'forever' | 'days';
  days: string;
}

/** What an owner typed in the reminders form (reminders.ts), shown again when it is refused. */
export interface RemindersTyped {
  mode: 'off' | 'on';
  everyDays: string;
  max: string;
}

/** A refused form, shown again with its errors and what was typed (status 400). */
export interface Refused {
  errors: FieldErrors;
  retention?: RetentionTyped;
  reminders?: RemindersTyped;
}

export interface SettingsContext {
  services: Services;
  request: FastifyRequest;
  frame: Frame;
  t: Translator;
  workspace: Workspace;
  /** Owners change settings; members read them (and their POSTs answer 403). */
  owner: boolean;
  refused?: Refused;
}

export type SettingsSection = (context: SettingsContext) => SafeHtml | Promise<SafeHtml>;
