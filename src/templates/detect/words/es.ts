import type { LabelWords } from './label-words.ts';

/** Spanish. */
export const es: LabelWords = {
  signature: ['firma', 'firmado', 'firmas'],
  initials: ['iniciales', 'rúbrica'],
  date: ['fecha', 'dd/mm/aaaa'],
  name: ['nombre', 'nombres', 'apellido', 'apellidos', 'nombre y apellidos'],
  title: ['cargo', 'puesto', 'título'],
  place: ['lugar', 'ciudad', 'localidad'],
  check: ['^sí/no', '^s/n'],
};
