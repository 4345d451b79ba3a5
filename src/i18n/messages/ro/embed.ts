// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/embed.ts.
import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Browserul dumneavoastră nu permite acestei pagini să rețină codul atunci când este afișată în interiorul altui site.',
  'embed.openInTab': 'Deschideți într-o filă nouă',
  'settings.embedding': 'Semnare încorporată',
  'settings.embeddingLead':
    'Propriul dumneavoastră site poate afișa paginile de semnare în interiorul său (linkul de semnare cu ?embed=1 sau elementul countersign-signing din /embed.js). Enumerați originile exacte care au permisiunea, câte una pe rând. Orice alt site este refuzat.',
  'settings.embeddingOrigins': 'Origini permise',
  'settings.embeddingOriginsHint':
    'Câte una pe rând, de exemplu https://app.example.com sau https://app.example.com:8443.',
  'settings.embeddingNone': 'Niciun site nu poate încorpora paginile de semnare.',
  'settings.embeddingSaved': 'Originile permise au fost salvate.',
  'settings.embeddingInvalid': 'Rândul {line}: {problem}',
  'settings.embeddingTooMany': 'Numărul maxim de origini este {max}.',
  'embed.problem.notUrl': 'aceasta nu este o origine de tipul https://app.example.com.',
  'embed.problem.scheme': 'o origine începe cu https://.',
  'embed.problem.httpRefused':
    'folosiți https:// (http:// este acceptat numai cât timp această instanță rulează pe http).',
  'embed.problem.path': 'indicați doar originea, fără cale, interogare sau fragment.',
  'embed.problem.credentials': 'o origine nu conține nume de utilizator sau parolă.',
  'embed.problem.host':
    'numele gazdei nu este valid (caracterele wildcard nu sunt acceptate: enumerați fiecare origine).',
  'audit.workspace.embedding_changed': 'Originile pentru încorporare au fost modificate',
});
