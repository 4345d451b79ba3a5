// Shared by the benchmarks: the flow body of the 5-page document (render and completion benches).
import { PDFDocument } from 'pdf-lib';
import { renderDocument } from '../src/templates/render/index.ts';
import type { SignerContribution, TemplateInput } from '../src/templates/types.ts';

const LOREM =
  'Lorem ipsum dolor sit amet, **consectetur adipiscing** elit, sed do *eiusmod tempor* incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.';

export function flowBody(clauses: number): string {
  const parts = [
    '# Mutual non-disclosure agreement',
    'Between **{{clientName}}** and {{companyName}}, from {{startDate}}.',
  ];
  for (let i = 1; i <= clauses; i += 1) {
    parts.push(`## ${i}. Clause on {{clientName}}`, `${LOREM} Nguyễn Văn An, Ђорђе, Łukasz Żółć. ${LOREM}`);
    if (i % 3 === 0) parts.push(`1. ${LOREM}\n1. Second point for {{companyName}}\n   - a nested point`);
  }
  return parts.join('\n\n');
}

export const variables: TemplateInput[] = [
  { key: 'clientName', label: 'Client name', type: 'text', required: true },
  { key: 'companyName', label: 'Company name', type: 'text', required: true },
  { key: 'startDate', label: 'Start date', type: 'date', required: true },
];

export const signers: SignerContribution[] = [
  {
    role: 'Client',
    name: 'Zoë Ångström',
    email: 'zoe@example.com',
    values: {},
    signature: { type: 'typed', text: 'Zoë Ångström' },
    signedAt: new Date('2026-11-21T10:00:00.000Z'),
  },
];

export const flowValues = {
  clientName: 'Zoë Ångström',
  companyName: 'Łukasz Żółć Sp. z o.o.',
  startDate: '2026-11-21',
};

/** A two-role flow template whose body lays out to exactly five pages. */
export async function fivePageFlow() {
  for (let clauses = 10; clauses < 60; clauses += 1) {
    const template = {
      name: 'NDA',
      kind: 'flow' as const,
      roles: [{ name: 'Client' }, { name: 'Company' }],
      body: flowBody(clauses),
      inputs: variables,
    };
    const bytes = await renderDocument(template, undefined, { values: flowValues, signers });
    if ((await PDFDocument.load(bytes)).getPageCount() === 5) return template;
  }
  throw new Error('could not build a 5-page document');
}
