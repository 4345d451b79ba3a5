// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/embed.ts.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Il Suo browser non consente a questa pagina di memorizzare il Suo codice mentre è visualizzata all’interno di un altro sito.',
  'embed.openInTab': 'Apri in una nuova scheda',
  'settings.embedding': 'Firma incorporata',
  'settings.embeddingLead':
    'Il Suo sito può mostrare al proprio interno le pagine di firma (il link di firma con ?embed=1, oppure l’elemento countersign-signing di /embed.js). Elenchi le origini esatte autorizzate a farlo, una per riga. Ogni altro sito viene rifiutato.',
  'settings.embeddingOrigins': 'Origini consentite',
  'settings.embeddingOriginsHint':
    'Una per riga, ad esempio https://app.example.com oppure https://app.example.com:8443.',
  'settings.embeddingNone': 'Nessun sito può incorporare le pagine di firma.',
  'settings.embeddingSaved': 'Le origini consentite sono state salvate.',
  'settings.embeddingInvalid': 'Riga {line}: {problem}',
  'settings.embeddingTooMany': 'Elenchi al massimo {max} origini.',
  'embed.problem.notUrl': 'questa non è un’origine come https://app.example.com.',
  'embed.problem.scheme': 'un’origine inizia con https://.',
  'embed.problem.httpRefused':
    'utilizzi https:// (http:// è accettato solo finché questa istanza funziona su http).',
  'embed.problem.path': 'indichi solo l’origine, senza percorso, query o frammento.',
  'embed.problem.credentials': 'un’origine non contiene nome utente né password.',
  'embed.problem.host':
    'il nome host non è valido (i caratteri jolly non sono accettati: elenchi ogni origine).',
  'audit.workspace.embedding_changed': 'Origini per l’incorporamento modificate',
});
