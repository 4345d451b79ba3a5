// Slovenčina (vykanie): vložené podpisovanie. Keys and {placeholders} as in ../en/embed.ts.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Váš prehliadač neumožňuje tejto stránke zapamätať si kód, keď je zobrazená vnútri iného webu.',
  'embed.openInTab': 'Otvoriť na novej karte',
  'settings.embedding': 'Vložené podpisovanie',
  'settings.embeddingLead':
    'Váš vlastný web môže stránky na podpis zobrazovať v sebe (odkaz na podpis s ?embed=1 alebo prvok countersign-signing z /embed.js). Uveďte presné pôvody (origins), ktoré to smú, jeden na riadok. Každý iný web bude odmietnutý.',
  'settings.embeddingOrigins': 'Povolené pôvody',
  'settings.embeddingOriginsHint':
    'Jeden na riadok, napríklad https://app.example.com alebo https://app.example.com:8443.',
  'settings.embeddingNone': 'Žiadny web nesmie stránky na podpis vkladať.',
  'settings.embeddingSaved': 'Povolené pôvody sú uložené.',
  'settings.embeddingInvalid': 'Riadok {line}: {problem}',
  'settings.embeddingTooMany': 'Uveďte najviac {max} pôvodov.',
  'embed.problem.notUrl': 'toto nie je pôvod v tvare https://app.example.com.',
  'embed.problem.scheme': 'pôvod začína na https://.',
  'embed.problem.httpRefused': 'použite https:// (http:// sa prijíma, len kým táto inštancia beží na http).',
  'embed.problem.path': 'uveďte samotný pôvod bez cesty, dopytu a fragmentu.',
  'embed.problem.credentials': 'pôvod neobsahuje používateľské meno ani heslo.',
  'embed.problem.host': 'názov hostiteľa nie je platný (zástupné znaky sa neprijímajú: uveďte každý pôvod).',
  'audit.workspace.embedding_changed': 'Zmenené pôvody na vkladanie',
});
