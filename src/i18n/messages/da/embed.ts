// Dansk (du-form). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Din browser tillader ikke denne side at huske din kode, mens den vises inde i et andet websted.',
  'embed.openInTab': 'Åbn i en ny fane',
  'settings.embedding': 'Indlejret underskrift',
  'settings.embeddingLead':
    'Dit eget websted kan vise sider til underskrift inde i sig selv (linket til underskrift med ?embed=1, eller elementet countersign-signing fra /embed.js). Angiv de præcise oprindelser (origins), der må gøre det, én pr. linje. Alle andre websteder afvises.',
  'settings.embeddingOrigins': 'Tilladte oprindelser',
  'settings.embeddingOriginsHint':
    'Én pr. linje, f.eks. https://app.example.com eller https://app.example.com:8443.',
  'settings.embeddingNone': 'Intet websted må indlejre sider til underskrift.',
  'settings.embeddingSaved': 'De tilladte oprindelser er gemt.',
  'settings.embeddingInvalid': 'Linje {line}: {problem}',
  'settings.embeddingTooMany': 'Angiv højst {max} oprindelser.',
  'embed.problem.notUrl': 'dette er ikke en oprindelse som https://app.example.com.',
  'embed.problem.scheme': 'en oprindelse starter med https://.',
  'embed.problem.httpRefused':
    'brug https:// (http:// accepteres kun, så længe denne instans kører på http).',
  'embed.problem.path': 'angiv kun oprindelsen, uden sti, forespørgsel eller fragment.',
  'embed.problem.credentials': 'en oprindelse indeholder hverken brugernavn eller adgangskode.',
  'embed.problem.host': 'værtsnavnet er ugyldigt (jokertegn accepteres ikke: angiv hver oprindelse for sig).',
  'audit.workspace.embedding_changed': 'Oprindelser til indlejring ændret',
});
