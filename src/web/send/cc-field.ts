// The send form's CC field (issue 24 item 1): one textarea, one person a line, "e-mail, name" (the
// name optional; "Name <e-mail>" is read too). It becomes the API body's `cc`, and its problems are
// found here in the API's rules (at most 10, well-formed, each address once, none a signer's) and
// shown at the field, each naming its line. Every word comes from the catalogue (send.cc*).
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { isOneLineName } from '../../platform/names.ts';
import { addressKey, type CcRecipient, MAX_CC } from '../../requests/cc.ts';
import { isEmailAddress } from '../account/schemas.ts';
import { textarea } from '../forms.ts';

export const CC_ID = 'cc';
const NAME_MAX = 200;
/** What the textarea takes: ten lines of an address and a name, and room for mistakes. */
const TEXT_MAX = 5000;

interface CcLine {
  /** 1-based, counting only the lines with something on them. */
  line: number;
  email: string;
  name: string;
}

/** The lines that say something, as e-mail and name. */
function ccLines(text: string): CcLine[] {
  return text
    .split(/\r?\n/)
    .map((raw) => raw.trim())
    .filter((raw) => raw !== '')
    .map((raw, i) => {
      const angled = /^(.*)<([^<>]*)>$/.exec(raw);
      if (angled) return { line: i + 1, email: angled[2].trim(), name: angled[1].trim().replace(/,$/, '') };
      const comma = raw.indexOf(',');
      return comma < 0
        ? { line: i + 1, email: raw, name: '' }
        : { line: i + 1, email: raw.slice(0, comma).trim(), name: raw.slice(comma + 1).trim() };
    });
}

/** The body's `cc` from what was typed; absent when nobody is copied. */
export function ccBodyOf(text: string): { cc?: Array<{ email: string; name?: string }> } {
  const lines = ccLines(text);
  if (lines.length === 0) return {};
  return { cc: lines.map((l) => ({ email: l.email, ...(l.name ? { name: l.name } : {}) })) };
}

/** The field's text for copies already given (sending a request again). */
export function ccText(cc: CcRecipient[] | undefined): string {
  return (cc ?? []).map((c) => (c.name ? `${c.email}, ${c.name}` : c.email)).join('\n');
}

/** What is wrong with the field, as one message (each problem naming its line); undefined if nothing. */
export function ccProblem(
  text: string,
  signers: ReadonlyArray<{ email: string }>,
  t: Translator,
): string | undefined {
  const lines = ccLines(text);
  if (text.length > TEXT_MAX) return t.n('send.tooLong', TEXT_MAX);
  const problems: string[] = [];
  if (lines.length > MAX_CC) problems.push(t.n('send.ccTooMany', MAX_CC));
  const signerAddresses = new Set(signers.map((s) => addressKey(s.email)).filter((a) => a !== ''));
  const seen = new Set<string>();
  for (const { line, email, name } of lines) {
    const key = addressKey(email);
    if (!isEmailAddress(email)) problems.push(t.t('send.ccBadEmail', { line, text: email }));
    else if (signerAddresses.has(key)) problems.push(t.t('send.ccSigner', { line, email }));
    else if (seen.has(key)) problems.push(t.t('send.ccTwice', { line, email }));
    else if (name.length > NAME_MAX) problems.push(t.t('send.ccNameTooLong', { line, count: NAME_MAX }));
    else if (!isOneLineName(name)) problems.push(t.t('send.ccNameNotOneLine', { line }));
    seen.add(key);
  }
  return problems.length > 0 ? problems.join(' ') : undefined;
}

/** The field, in a panel of its own after the signers. */
export function ccPanel(text: string, error: string | undefined, t: Translator): SafeHtml {
  return html`<fieldset class="panel">
<legend>${t.t('send.ccLegend')}</legend>
${textarea({
  id: CC_ID,
  name: 'cc',
  label: t.t('send.cc'),
  hint: t.n('send.ccHint', MAX_CC),
  value: text,
  error,
  maxlength: TEXT_MAX,
  rows: 3,
  t,
})}
</fieldset>`;
}
