// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Uw browser staat deze pagina niet toe uw code te onthouden terwijl deze binnen een andere website wordt weergegeven.',
  'embed.openInTab': 'Openen in een nieuw tabblad',
  'settings.embedding': 'Ingesloten ondertekening',
  'settings.embeddingLead':
    'Uw eigen website kan ondertekeningspagina’s insluiten (de ondertekeningslink met ?embed=1, of het element countersign-signing van /embed.js). Vermeld de exacte origins die dit mogen, één per regel. Alle andere websites worden geweigerd.',
  'settings.embeddingOrigins': 'Toegestane origins',
  'settings.embeddingOriginsHint':
    'Eén per regel, zoals https://app.example.com of https://app.example.com:8443.',
  'settings.embeddingNone': 'Geen enkele website mag ondertekeningspagina’s insluiten.',
  'settings.embeddingSaved': 'De toegestane origins zijn opgeslagen.',
  'settings.embeddingInvalid': 'Regel {line}: {problem}',
  'settings.embeddingTooMany': 'Vermeld maximaal {max} origins.',
  'embed.problem.notUrl': 'dit is geen origin zoals https://app.example.com.',
  'embed.problem.scheme': 'een origin begint met https://.',
  'embed.problem.httpRefused':
    'gebruik https:// (http:// wordt alleen geaccepteerd zolang deze instantie via http draait).',
  'embed.problem.path': 'geef alleen de origin op, zonder pad, query of fragment.',
  'embed.problem.credentials': 'een origin bevat geen gebruikersnaam of wachtwoord.',
  'embed.problem.host':
    'de hostnaam is ongeldig (jokertekens worden niet geaccepteerd: vermeld elke origin afzonderlijk).',
  'audit.workspace.embedding_changed': 'Origins voor insluiten gewijzigd',
});
