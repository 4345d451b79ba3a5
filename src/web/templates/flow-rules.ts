// A flow variable's rules in the editor (issue 34): options, how many of them, a number's range, a
// signer's date, a phone's country, how many files, a format with its message, a condition on another
// variable, and a signer's value locked by the sender. Every control is in the form; the sheet shows
// only those the row's type and "Filled by" take (`:has()`, so it works without the script too), and
// reading the form keeps only those (client/input-rules.ts).
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { FlowVariable } from './client/flow-form.ts';
import { conditionChoices, MAX_FILES, SHOW_IF_CONDITIONS, showIfParts } from './client/input-rules.ts';
import { type FlowKey, flowWords, invalidAttrs, type Placed } from './flow-words.ts';

const CONDITION_WORDS: Record<(typeof SHOW_IF_CONDITIONS)[number], FlowKey> = {
  equals: 'showIfEquals',
  notEquals: 'showIfNotEquals',
  notEmpty: 'showIfNotEmpty',
};

export function variableRules(
  v: FlowVariable,
  i: number | string,
  variables: FlowVariable[],
  problems: Placed[],
  t: Translator,
): SafeHtml {
  const f = flowWords(t);
  const id = (p: string) => `variable-${i}-${p}`;
  const name = (p: string) => `variables.${i}.${p}`;
  const attrs = (p: string, hint = '') => invalidAttrs(problems, id(p), hint);
  const value = (n: number | undefined) => (n === undefined ? '' : String(n));
  const condition = showIfParts(v.showIf);
  const others = variables.filter((other) => other.key && other.key !== v.key).map((other) => other.key);
  if (condition.field && !others.includes(condition.field)) others.push(condition.field);
  const target = variables.find((other) => other.key === condition.field);
  const choices = conditionChoices(target, { ticked: f('ticked'), notTicked: f('notTicked') });
  const files = Array.from({ length: MAX_FILES }, (_, k) => k + 1);
  return html`<div class="variable-rules">
<div class="field compact rule rule-options"><label for="${id('options')}">${f('options')}</label><textarea id="${id('options')}" name="${name('options')}" rows="3"${attrs('options')}>${(v.options ?? []).join('\n')}</textarea></div>
<div class="rule rule-count"><p class="hint" id="${id('count-hint')}">${f('countHint')}</p>
<div class="pair"><div class="field compact"><label for="${id('minSelected')}">${f('minSelected')}</label><input id="${id('minSelected')}" name="${name('minSelected')}" type="number" step="1" min="0" inputmode="numeric" value="${value(v.minSelected)}"${attrs('minSelected', id('count-hint'))}></div>
<div class="field compact"><label for="${id('maxSelected')}">${f('maxSelected')}</label><input id="${id('maxSelected')}" name="${name('maxSelected')}" type="number" step="1" min="0" inputmode="numeric" value="${value(v.maxSelected)}"${attrs('maxSelected', id('count-hint'))}></div></div></div>
<div class="rule rule-range"><p class="hint" id="${id('range-hint')}">${f('rangeHint')}</p>
<div class="pair"><div class="field compact"><label for="${id('min')}">${f('min')}</label><input id="${id('min')}" name="${name('min')}" type="number" step="any" inputmode="decimal" value="${value(v.min)}"${attrs('min', id('range-hint'))}></div>
<div class="field compact"><label for="${id('max')}">${f('max')}</label><input id="${id('max')}" name="${name('max')}" type="number" step="any" inputmode="decimal" value="${value(v.max)}"${attrs('max', id('range-hint'))}></div></div>
<div class="check"><input id="${id('integer')}" name="${name('integer')}" type="checkbox"${v.integer ? html` checked` : ''}><label for="${id('integer')}">${f('integer')}</label></div></div>
<div class="check rule rule-editable"><input id="${id('editable')}" name="${name('editable')}" type="checkbox" aria-describedby="${id('editable-hint')}"${v.editable !== false ? html` checked` : ''}><label for="${id('editable')}">${f('editable')}</label>
<p class="hint" id="${id('editable-hint')}">${f('editableHint')}</p></div>
<div class="field compact rule rule-region"><label for="${id('region')}">${f('region')}</label><p class="hint" id="${id('region-hint')}">${f('regionHint')}</p>
<input id="${id('region')}" name="${name('region')}" type="text" maxlength="2" size="4" autocapitalize="characters" spellcheck="false" value="${v.region ?? ''}"${attrs('region', id('region-hint'))}></div>
<div class="field compact rule rule-files"><label for="${id('maxFiles')}">${f('maxFiles')}</label><select id="${id('maxFiles')}" name="${name('maxFiles')}"${attrs('maxFiles')}>${files.map(
    (k) => html`<option value="${k}"${k === (v.maxFiles ?? 1) ? html` selected` : ''}>${k}</option>`,
  )}</select></div>
<div class="rule rule-pattern"><div class="field compact"><label for="${id('pattern')}">${f('pattern')}</label><p class="hint" id="${id('pattern-hint')}">${f('patternHint')}</p>
<input id="${id('pattern')}" name="${name('pattern')}" type="text" spellcheck="false" autocapitalize="off" value="${v.pattern ?? ''}"${attrs('pattern', id('pattern-hint'))}></div>
<div class="field compact"><label for="${id('patternMessage')}">${f('patternMessage')}</label><input id="${id('patternMessage')}" name="${name('patternMessage')}" type="text" maxlength="200" value="${v.patternMessage ?? ''}"${attrs('patternMessage')}></div></div>
<div class="check rule rule-readonly"><input id="${id('readonly')}" name="${name('readonly')}" type="checkbox" aria-describedby="${id('readonly-hint')}"${v.readonly ? html` checked` : ''}><label for="${id('readonly')}">${f('readonly')}</label>
<p class="hint" id="${id('readonly-hint')}">${f('readonlyHint')}</p></div>
<div class="show-if" data-show-if>
<div class="field compact"><label for="${id('showIf')}">${f('showIf')}</label><select id="${id('showIf')}" name="${name('showIf.field')}" data-show-if-field${attrs('showIf')}>
<option value="">${f('showAlways')}</option>${others.map(
    (key) => html`<option value="${key}"${key === condition.field ? html` selected` : ''}>${key}</option>`,
  )}</select></div>
<div class="field compact show-if-condition"><label for="${id('showIf-condition')}">${f('showIfCondition')}</label><select id="${id('showIf-condition')}" name="${name('showIf.condition')}" data-show-if-condition>${SHOW_IF_CONDITIONS.map(
    (c) =>
      html`<option value="${c}"${c === condition.condition ? html` selected` : ''}>${f(CONDITION_WORDS[c])}</option>`,
  )}</select></div>
<div class="field compact show-if-value"><label for="${id('showIf-value')}">${f('showIfValue')}</label>${
    choices
      ? html`<select id="${id('showIf-value')}" name="${name('showIf.value')}" data-show-if-value>${choices.map(
          (c) =>
            html`<option value="${c.value}"${c.value === condition.value ? html` selected` : ''}>${c.text}</option>`,
        )}</select>`
      : html`<input id="${id('showIf-value')}" name="${name('showIf.value')}" type="text" value="${condition.value}" data-show-if-value>`
  }</div>
</div>
</div>`;
}
