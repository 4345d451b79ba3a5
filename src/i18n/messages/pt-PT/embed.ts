// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/embed.ts.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'O seu navegador não permite que esta página memorize o seu código enquanto é apresentada dentro de outro site.',
  'embed.openInTab': 'Abrir num novo separador',
  'settings.embedding': 'Assinatura incorporada',
  'settings.embeddingLead':
    'O seu próprio site pode apresentar páginas de assinatura no seu interior (a ligação de assinatura com ?embed=1, ou o elemento countersign-signing de /embed.js). Indique as origens exatas autorizadas a fazê-lo, uma por linha. Qualquer outro site é recusado.',
  'settings.embeddingOrigins': 'Origens permitidas',
  'settings.embeddingOriginsHint':
    'Uma por linha, como https://app.example.com ou https://app.example.com:8443.',
  'settings.embeddingNone': 'Nenhum site pode incorporar páginas de assinatura.',
  'settings.embeddingSaved': 'As origens permitidas foram guardadas.',
  'settings.embeddingInvalid': 'Linha {line}: {problem}',
  'settings.embeddingTooMany': 'Indique no máximo {max} origens.',
  'embed.problem.notUrl': 'isto não é uma origem como https://app.example.com.',
  'embed.problem.scheme': 'uma origem começa por https://.',
  'embed.problem.httpRefused':
    'utilize https:// (http:// só é aceite enquanto esta instância funcionar em http).',
  'embed.problem.path': 'indique apenas a origem, sem caminho, consulta ou fragmento.',
  'embed.problem.credentials': 'uma origem não contém nome de utilizador nem palavra-passe.',
  'embed.problem.host':
    'o nome do anfitrião não é válido (não são aceites caracteres universais: indique cada origem).',
  'audit.workspace.embedding_changed': 'Origens de incorporação alteradas',
});
