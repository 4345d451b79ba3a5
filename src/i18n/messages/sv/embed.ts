// Svenska (du-tilltal). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Din webbläsare låter inte den här sidan komma ihåg din kod medan den visas inuti en annan webbplats.',
  'embed.openInTab': 'Öppna i en ny flik',
  'settings.embedding': 'Inbäddad signering',
  'settings.embeddingLead':
    'Din egen webbplats kan visa signeringssidor inuti sig (signeringslänken med ?embed=1, eller elementet countersign-signing från /embed.js). Ange de exakta ursprung (origins) som får göra det, ett per rad. Alla andra webbplatser nekas.',
  'settings.embeddingOrigins': 'Tillåtna ursprung',
  'settings.embeddingOriginsHint':
    'Ett per rad, till exempel https://app.example.com eller https://app.example.com:8443.',
  'settings.embeddingNone': 'Ingen webbplats får bädda in signeringssidor.',
  'settings.embeddingSaved': 'De tillåtna ursprungen har sparats.',
  'settings.embeddingInvalid': 'Rad {line}: {problem}',
  'settings.embeddingTooMany': 'Ange högst {max} ursprung.',
  'embed.problem.notUrl': 'detta är inte ett ursprung som https://app.example.com.',
  'embed.problem.scheme': 'ett ursprung börjar med https://.',
  'embed.problem.httpRefused':
    'använd https:// (http:// godtas endast så länge den här instansen körs på http).',
  'embed.problem.path': 'ange bara ursprunget, utan sökväg, frågesträng eller fragment.',
  'embed.problem.credentials': 'ett ursprung innehåller inget användarnamn eller lösenord.',
  'embed.problem.host': 'värdnamnet är ogiltigt (jokertecken godtas inte: ange varje ursprung för sig).',
  'audit.workspace.embedding_changed': 'Ursprung för inbäddning ändrade',
});
