import type { LabelWords } from './label-words.ts';

/** Portuguese. */
export const pt: LabelWords = {
  signature: ['assinatura', 'assinaturas', 'assinado', 'ass.'],
  initials: ['rubrica', 'iniciais'],
  date: ['data', 'dd/mm/aaaa'],
  name: ['nome', 'nome completo', 'apelido', 'sobrenome'],
  title: ['cargo', 'função', 'título'],
  place: ['local', 'localidade', 'cidade'],
  check: ['^sim/não', '^s/n'],
};
