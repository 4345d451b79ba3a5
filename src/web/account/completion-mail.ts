// The member's own setting for the completion e-mail (issue 24 item 4): whether the requests they
// send (here or with their API keys) e-mail them the signed document when everyone has signed. On
// by default (members.notify_on_completion). Shown as a small form on the notifications page, where
// a member looks for what they are told about; POST /app/account/completion-mail changes it, with
// an audit entry, and comes back with a notice.
import type { FastifyInstance } from 'fastify';
import type { Translator } from '../../i18n/catalogue.ts';
import { recordMemberAction } from '../../members/audit.ts';
import type { Queryable } from '../../platform/db/index.ts';
import { clientInfo } from '../../platform/http/client-info.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Services } from '../../platform/services.ts';
import { csrfField } from '../forms.ts';
import { field, me, seeOther } from '../http.ts';
import { FormBody } from './schemas.ts';

const BACK = '/app/notifications';

/** Whether the member wants the completion e-mail. */
export async function wantsCompletionMail(db: Queryable, memberId: string): Promise<boolean> {
  const { rows } = await db.query<{ notify_on_completion: boolean }>(
    'SELECT notify_on_completion FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0]?.notify_on_completion ?? true;
}

/** The notice after a change (`?notice=completion-mail-on|off`), if the query asks for one. */
export function completionMailNotice(notice: string | undefined, t: Translator): string | undefined {
  if (notice === 'completion-mail-on') return t.t('account.completionMail.turnedOn');
  if (notice === 'completion-mail-off') return t.t('account.completionMail.turnedOff');
  return undefined;
}

/** The form: one box to tick, and a button (it works without JavaScript). */
export function completionMailPanel(enabled: boolean, csrf: string, t: Translator): SafeHtml {
  return html`<section class="panel" aria-labelledby="completion-mail-heading">
<h2 id="completion-mail-heading">${t.t('account.completionMail.title')}</h2>
<form method="post" action="/app/account/completion-mail">
${csrfField(csrf)}
<input type="hidden" name="present" value="1">
<div class="field check">
<input id="completion-mail" name="notify" type="checkbox" value="1"${enabled ? html` checked` : ''} aria-describedby="completion-mail-hint">
<label for="completion-mail">${t.t('account.completionMail.label')}</label>
<p class="hint" id="completion-mail-hint">${t.t('account.completionMail.hint')}</p>
</div>
<button type="submit" class="secondary">${t.t('account.completionMail.save')}</button>
</form>
</section>`;
}

export async function completionMailRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const { db, clock } = services;
  fastify.post('/account/completion-mail', { schema: { body: FormBody } }, async (request, reply) => {
    const member = me(request);
    // An unticked box sends nothing: the form's hidden field says it was this form.
    if (field(request.body, 'present', 1) !== '1') return seeOther(reply, BACK);
    const enabled = field(request.body, 'notify', 1) === '1';
    await db.transaction(async (tx) => {
      const changed = await tx.query(
        `UPDATE members SET notify_on_completion = $2
          WHERE id = $1 AND notify_on_completion IS DISTINCT FROM $2`,
        [member.memberId, enabled],
      );
      if (changed.rowCount === 0) return;
      await recordMemberAction(tx, clock, member, clientInfo(request), 'member.completion_mail_changed', {
        status: enabled ? 'on' : 'off',
      });
    });
    return seeOther(reply, `${BACK}?notice=completion-mail-${enabled ? 'on' : 'off'}`);
  });
}
