// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/embed.ts.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Seu navegador não permite que esta página lembre seu código enquanto ela é exibida dentro de outro site.',
  'embed.openInTab': 'Abrir em uma nova guia',
  'settings.embedding': 'Assinatura incorporada',
  'settings.embeddingLead':
    'Seu próprio site pode exibir páginas de assinatura dentro dele (o link de assinatura com ?embed=1, ou o elemento countersign-signing de /embed.js). Liste as origens exatas autorizadas a fazer isso, uma por linha. Qualquer outro site é recusado.',
  'settings.embeddingOrigins': 'Origens permitidas',
  'settings.embeddingOriginsHint':
    'Uma por linha, como https://app.example.com ou https://app.example.com:8443.',
  'settings.embeddingNone': 'Nenhum site pode incorporar páginas de assinatura.',
  'settings.embeddingSaved': 'As origens permitidas foram salvas.',
  'settings.embeddingInvalid': 'Linha {line}: {problem}',
  'settings.embeddingTooMany': 'Liste no máximo {max} origens.',
  'embed.problem.notUrl': 'isto não é uma origem como https://app.example.com.',
  'embed.problem.scheme': 'uma origem começa com https://.',
  'embed.problem.httpRefused':
    'use https:// (http:// só é aceito enquanto esta instância funcionar em http).',
  'embed.problem.path': 'informe somente a origem, sem caminho, consulta ou fragmento.',
  'embed.problem.credentials': 'uma origem não contém nome de usuário nem senha.',
  'embed.problem.host': 'o nome do host não é válido (curingas não são aceitos: liste cada origem).',
  'audit.workspace.embedding_changed': 'Origens de incorporação alteradas',
});
