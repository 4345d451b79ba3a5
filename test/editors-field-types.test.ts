// Issue 34, the editors' half: the builder's state (toContract) and the flow editor's form
// (flowDefinitionOf) become the contract's JSON for every new type and rule, each input carrying
// only the rules its type and role take. Pure functions: no database (both passes run them).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { translator } from '../src/i18n/catalogue.ts';
import { type Field, fitOptionBoxes, fitProperties, toContract } from '../src/web/builder/client/state.ts';
import { flowDefinitionOf } from '../src/web/templates/client/flow-form.ts';
import { flowProblems } from '../src/web/templates/drafts.ts';

const box = { page: 1, x: 72, y: 100, width: 160, height: 20 };
const field = (over: Partial<Field>): Field =>
  ({ name: 'f', label: 'F', type: 'text', required: true, ...box, ...over }) as Field;

test('the builder sends each new type with the rules it takes, as the contract writes them', () => {
  const body = toContract({
    name: 'Order',
    roles: [{ name: 'Client' }],
    fields: [
      field({
        name: 'plan',
        type: 'radio',
        role: 'Client',
        options: ['Basic', 'Pro'],
        optionBoxes: [
          { x: 72.004, y: 130, width: 14, height: 14 },
          { x: 72, y: 148, width: 14, height: 14 },
        ],
        pattern: 'ignored',
      }),
      field({
        name: 'extras',
        type: 'multiple',
        role: 'Client',
        options: ['A', 'B', 'C'],
        minSelected: 1,
        maxSelected: 2,
        showIf: { field: 'plan', equals: 'Pro' },
      }),
      field({
        name: 'phone',
        type: 'phone',
        role: 'Client',
        region: 'GB',
        pattern: '^\\+44',
        patternMessage: 'UK only',
      }),
      field({ name: 'id', type: 'file', role: 'Client', maxFiles: 3, readonly: true }),
      field({ name: 'stamp', type: 'image', min: 3 }),
      field({
        name: 'ref',
        type: 'text',
        role: 'Client',
        readonly: true,
        showIf: { field: 'extras', notEmpty: true },
      }),
      field({ name: 'n', type: 'number', min: 1, max: 9, integer: true, minSelected: 2 }),
    ],
  });
  const [plan, extras, phone, id, stamp, ref, n] = body.fields;
  assert.deepEqual(plan, {
    name: 'plan',
    label: 'F',
    type: 'radio',
    required: true,
    role: 'Client',
    options: ['Basic', 'Pro'],
    optionBoxes: [
      { x: 72, y: 130, width: 14, height: 14 },
      { x: 72, y: 148, width: 14, height: 14 },
    ],
    ...box,
  });
  assert.deepEqual(
    { options: extras.options, min: extras.minSelected, max: extras.maxSelected, showIf: extras.showIf },
    { options: ['A', 'B', 'C'], min: 1, max: 2, showIf: { field: 'plan', equals: 'Pro' } },
  );
  assert.equal('optionBoxes' in extras, false);
  assert.deepEqual([phone.region, phone.pattern, phone.patternMessage], ['GB', '^\\+44', 'UK only']);
  // A file is only the signer's: no readonly; an image from the sender takes no number rules.
  assert.deepEqual([id.maxFiles, 'readonly' in id], [3, false]);
  assert.deepEqual(Object.keys(stamp).sort(), [
    'height',
    'label',
    'name',
    'page',
    'required',
    'type',
    'width',
    'x',
    'y',
  ]);
  assert.deepEqual([ref.readonly, ref.showIf], [true, { field: 'extras', notEmpty: true }]);
  assert.deepEqual([n.min, n.max, n.integer, 'minSelected' in n], [1, 9, true, false]);
});

test('a change of type drops the rules the new type does not take; option boxes follow the options', () => {
  const f = field({ type: 'multiple', role: 'Client', options: ['A', 'B'], minSelected: 1, readonly: true });
  fitOptionBoxes(f, { width: 612, height: 792 });
  assert.equal(f.optionBoxes, undefined, 'no boxes until asked for');
  f.optionBoxes = [];
  fitOptionBoxes(f, { width: 612, height: 792 });
  assert.deepEqual(f.optionBoxes, [
    { x: 72, y: 124, width: 14, height: 14 },
    { x: 72, y: 142, width: 14, height: 14 },
  ]);
  f.options = ['A'];
  fitOptionBoxes(f, { width: 612, height: 792 });
  assert.equal(f.optionBoxes?.length, 1);
  f.type = 'phone';
  fitProperties(f, false);
  assert.deepEqual(
    [f.options, f.minSelected, f.optionBoxes, f.readonly],
    [undefined, undefined, undefined, true],
  );
  f.type = 'file';
  fitProperties(f, false);
  assert.equal(f.readonly, undefined, 'a file is never read-only');
});

test('the flow editor reads every rule from its form, typed, and only where the type takes it', () => {
  const form: Record<string, string> = {
    name: 'Order',
    'roles.count': '1',
    'roles.0.name': 'Client',
    body: '{{plan}} {{extras}} {{phone}} {{agree}} {{n}} {{when}}',
    'variables.count': '7',
    'variables.0.key': 'plan',
    'variables.0.label': 'Plan',
    'variables.0.type': 'radio',
    'variables.0.role': 'Client',
    'variables.0.required': 'on',
    'variables.0.options': 'Basic\n Pro \n',
    'variables.0.minSelected': '1',
    'variables.1.key': 'extras',
    'variables.1.label': 'Extras',
    'variables.1.type': 'multiple',
    'variables.1.options': 'A\nB\nC',
    'variables.1.minSelected': '1',
    'variables.1.maxSelected': '2',
    'variables.1.showIf.field': 'plan',
    'variables.1.showIf.condition': 'notEquals',
    'variables.1.showIf.value': 'Basic',
    'variables.2.key': 'phone',
    'variables.2.label': 'Phone',
    'variables.2.type': 'phone',
    'variables.2.role': 'Client',
    'variables.2.region': 'gb',
    'variables.2.pattern': '^\\+44',
    'variables.2.patternMessage': ' UK numbers only ',
    'variables.2.readonly': 'on',
    'variables.2.showIf.field': 'agree',
    'variables.2.showIf.condition': 'equals',
    'variables.2.showIf.value': 'true',
    'variables.3.key': 'agree',
    'variables.3.label': 'Agree',
    'variables.3.type': 'checkbox',
    'variables.3.maxFiles': '2',
    'variables.4.key': 'n',
    'variables.4.label': 'N',
    'variables.4.type': 'number',
    'variables.4.min': '0.5',
    'variables.4.max': '10',
    'variables.4.integer': 'on',
    'variables.4.showIf.field': 'n',
    'variables.4.showIf.condition': 'notEmpty',
    'variables.5.key': 'when',
    'variables.5.label': 'When',
    'variables.5.type': 'date',
    'variables.5.role': 'Client',
    'variables.5.showIf.field': 'n',
    'variables.5.showIf.condition': 'equals',
    'variables.5.showIf.value': '3',
    'variables.6.key': 'docs',
    'variables.6.label': 'Documents',
    'variables.6.type': 'file',
    'variables.6.role': 'Client',
    'variables.6.maxFiles': '3',
    'variables.6.readonly': 'on',
  };
  const { variables } = flowDefinitionOf((name) => form[name] ?? '');
  const [plan, extras, phone, agree, n, when, docs] = variables;
  assert.deepEqual(plan, {
    key: 'plan',
    label: 'Plan',
    type: 'radio',
    required: true,
    role: 'Client',
    options: ['Basic', 'Pro'],
  });
  assert.deepEqual(extras, {
    key: 'extras',
    label: 'Extras',
    type: 'multiple',
    required: false,
    options: ['A', 'B', 'C'],
    minSelected: 1,
    maxSelected: 2,
    showIf: { field: 'plan', notEquals: 'Basic' },
  });
  assert.deepEqual(
    [phone.region, phone.pattern, phone.patternMessage, phone.readonly, phone.showIf],
    ['GB', '^\\+44', 'UK numbers only', true, { field: 'agree', equals: true }],
  );
  assert.deepEqual(agree, { key: 'agree', label: 'Agree', type: 'checkbox', required: false });
  assert.deepEqual([n.min, n.max, n.integer, n.showIf], [0.5, 10, true, { field: 'n', notEmpty: true }]);
  // A signer's date left unticked is the signing date; a condition on a number compares a number.
  assert.deepEqual([when.editable, when.showIf], [false, { field: 'n', equals: 3 }]);
  assert.deepEqual([docs.maxFiles, 'readonly' in docs], [3, false]);
});

test('a refused rule of a variable is shown next to its own input in the flow editor', () => {
  const [problem] = flowProblems('variables[2].region "ZZ" is not a country code', translator('en'));
  assert.equal(problem.field, 'variable-2-region');
  assert.equal(problem.text, 'The template was not accepted: variables[2].region "ZZ" is not a country code');
  const [condition] = flowProblems('variables[0].showIf refers to itself', translator('en'));
  assert.equal(condition.field, 'variable-0-showIf');
});
