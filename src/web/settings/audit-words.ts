// Who did what in the audit log, in a person's words (the action's label is the application's one
// naming of events, web/audit-events.ts): who did it is named as the member (name and e-mail), the API key (its
// name, or its last four characters, and its member), a signer, the operator or Countersign itself.
import type { AuditActor } from '../../audit/audit.ts';
import type { Translator } from '../../i18n/catalogue.ts';
import type { SafeHtml } from '../../platform/http/html.ts';

export interface ActorDirectory {
  members: Map<string, { name: string; email: string }>;
  keys: Map<string, { name: string | null; lastFour: string; memberId: string }>;
}

/** Who did it; every name is isolated (<bdi>) from the words around it. */
export function actorText(actor: AuditActor, people: ActorDirectory, t: Translator): SafeHtml {
  const member = (id: string) => {
    const known = people.members.get(id);
    return known
      ? t.tHtml('settings.audit.actorMember', { name: known.name, email: known.email })
      : t.tHtml('settings.audit.formerMember', { id });
  };
  switch (actor.type) {
    case 'member':
      return member(actor.memberId);
    case 'api_key': {
      const key = people.keys.get(actor.apiKeyId);
      if (!key) return t.tHtml('settings.audit.actorFormerKey', { id: actor.apiKeyId });
      const of = member(actor.memberId);
      return key.name
        ? t.tHtml('settings.audit.actorKey', { name: key.name, member: of })
        : t.tHtml('settings.audit.actorUnnamedKey', { lastFour: key.lastFour, member: of });
    }
    case 'signer':
      return t.tHtml('settings.audit.actorSigner', { name: actor.name, email: actor.email });
    case 'operator':
      return t.tHtml('settings.audit.actorOperator');
    default:
      return t.tHtml('settings.audit.actorSystem');
  }
}
