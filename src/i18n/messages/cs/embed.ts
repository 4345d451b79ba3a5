// Čeština (vykání): vložené podepisování. Keys and {placeholders} as in ../en/embed.ts.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Váš prohlížeč neumožňuje této stránce zapamatovat si kód, když je zobrazena uvnitř jiného webu.',
  'embed.openInTab': 'Otevřít na nové kartě',
  'settings.embedding': 'Vložené podepisování',
  'settings.embeddingLead':
    'Váš vlastní web může stránky k podpisu zobrazovat v sobě (odkaz k podpisu s ?embed=1 nebo prvek countersign-signing z /embed.js). Uveďte přesné původy (origins), které to smějí, jeden na řádek. Každý jiný web bude odmítnut.',
  'settings.embeddingOrigins': 'Povolené původy',
  'settings.embeddingOriginsHint':
    'Jeden na řádek, například https://app.example.com nebo https://app.example.com:8443.',
  'settings.embeddingNone': 'Žádný web nesmí stránky k podpisu vkládat.',
  'settings.embeddingSaved': 'Povolené původy jsou uloženy.',
  'settings.embeddingInvalid': 'Řádek {line}: {problem}',
  'settings.embeddingTooMany': 'Uveďte nejvýše {max} původů.',
  'embed.problem.notUrl': 'toto není původ ve tvaru https://app.example.com.',
  'embed.problem.scheme': 'původ začíná na https://.',
  'embed.problem.httpRefused':
    'použijte https:// (http:// se přijímá, jen dokud tato instance běží na http).',
  'embed.problem.path': 'uveďte samotný původ bez cesty, dotazu a fragmentu.',
  'embed.problem.credentials': 'původ neobsahuje uživatelské jméno ani heslo.',
  'embed.problem.host': 'název hostitele není platný (zástupné znaky se nepřijímají: uveďte každý původ).',
  'audit.workspace.embedding_changed': 'Změněny původy pro vkládání',
});
