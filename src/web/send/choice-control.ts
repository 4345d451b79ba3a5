// The send form's controls for a sender's radio and multiple values (issue 34): radio buttons, or
// check boxes, one per option, in a fieldset named by the input's label. The form carries a multiple
// value as its text `a|b` (choices.ts), as a bulk-send cell writes it: the check boxes are posted as
// `values.<key>.<n>` and read back into that text here.
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { CHOICE_SEPARATOR, choicesFromText } from '../../templates/choices.ts';
import type { TemplateInput } from '../../templates/types.ts';

/** The radio buttons or check boxes of one input; `id` is the fieldset's (the error summary links it). */
export function choiceControl(
  inp: TemplateInput,
  id: string,
  typed: string | undefined,
  t: Translator,
  error?: string,
): SafeHtml {
  const chosen = inp.type === 'multiple' ? choicesFromText(typed ?? '') : [typed ?? ''];
  const name = `values.${inp.key}`;
  const described = error ? html` aria-describedby="${id}-error"` : '';
  const options = (inp.options ?? []).map((option, n) => {
    const optionId = `${id}-${n}`;
    const checked = chosen.includes(option) ? html` checked` : '';
    const control =
      inp.type === 'radio'
        ? html`<input type="radio" id="${optionId}" name="${name}" value="${option}"${checked}>`
        : html`<input type="checkbox" id="${optionId}" name="${name}.${String(n)}" value="1"${checked}>`;
    return html`<div class="check">${control}<label for="${optionId}">${option}</label></div>`;
  });
  return html`<fieldset class="field${error ? ' invalid' : ''}" id="${id}"${described}>
<legend>${inp.label}${inp.required ? html` <span class="req">${t.t('app.required')}</span>` : ''}</legend>
${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
${options}
</fieldset>`;
}

/** A multiple input's posted check boxes as the form's text `a|b`. */
export function postedChoices(inp: TemplateInput, text: (name: string) => string): string {
  return (inp.options ?? []).filter((_, n) => text(`values.${inp.key}.${n}`) !== '').join(CHOICE_SEPARATOR);
}
