// One naming of audit events for the whole application: the settings page's audit log shows each
// action's label, a request's timeline a sentence with who did it — the same label with the actor
// ("Wrong verification code (Zoë Ångström)") unless the event has a sentence of its own that says
// more (to whom a reminder went, why a signer declined). Every action the code can write
// (audit/actions.ts) has its label `audit.<action>` in the catalogue, or this does not compile; an
// action only an older or newer version wrote is shown as recorded.
import { AUDIT_ACTIONS, type AuditAction } from '../audit/actions.ts';
import type { AuditEntry } from '../audit/audit.ts';
import type { MessageKey, Translator } from '../i18n/catalogue.ts';
import type { SafeHtml } from '../platform/http/html.ts';

/** Every action's label is the catalogue's `audit.<action>`: an action without one does not compile. */
const labelKey = (action: AuditAction): MessageKey => `audit.${action}` as const;

/** The timeline's own sentences with {who}, where they say more than the label and the actor. */
const SENTENCES: Partial<Record<AuditAction, MessageKey>> = {
  'signature_request.sent': 'timeline.sent',
  'signature_request.voided': 'timeline.voided',
  'signature_request.opened': 'timeline.opened',
  'signature_request.signed': 'timeline.signed',
  'signature_request.approved': 'timeline.approved',
  'signature_request.viewed': 'timeline.viewed',
  'signature_request.witnessed': 'timeline.witnessed',
  'signature_request.declined': 'timeline.declined',
  'signature_request.completed': 'timeline.completed',
  'signature_request.expired': 'timeline.expired',
  'signature_request.erased': 'timeline.erased',
  'document.downloaded': 'timeline.downloaded',
};

const known = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The event in a few words, translated; an action this version never writes, as recorded. */
export function eventLabel(action: string, t: Translator): string {
  return known(action) ? t.t(labelKey(action)) : action;
}

/**
 * The timeline's sentence of an entry; `who` is the actor already named. A reminder says to whom it
 * went and a decline why, when the entry recorded it.
 */
export function eventSentence(entry: AuditEntry, who: string | SafeHtml, t: Translator): SafeHtml {
  const details = entry.details ?? {};
  const given = (key: string) =>
    typeof details[key] === 'string' && details[key] ? String(details[key]) : null;
  if (entry.action === 'signature_request.reminded') {
    const email = given('email');
    return email ? t.tHtml('timeline.reminded', { email, who }) : t.tHtml('timeline.remindedSigner', { who });
  }
  if (entry.action === 'signature_request.signer_corrected') {
    const [role, from, to] = [given('role'), given('fromEmail'), given('email')];
    if (role && from && to) return t.tHtml('timeline.signerCorrected', { role, from, to, who });
  }
  const reason = entry.action === 'signature_request.declined' ? given('reason') : null;
  if (reason) return t.tHtml('timeline.declinedReason', { who, reason });
  const action = entry.action;
  if (!known(action)) return t.tHtml('timeline.other', { action, who });
  const sentence = SENTENCES[action];
  return sentence
    ? t.tHtml(sentence, { who })
    : t.tHtml('timeline.event', { event: t.t(labelKey(action)), who });
}
