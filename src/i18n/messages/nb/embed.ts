// Norsk bokmål (du-form). Keys and {placeholders} as in ../en/embed.ts.
import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Nettleseren din lar ikke denne siden huske koden din mens den vises inne i et annet nettsted.',
  'embed.openInTab': 'Åpne i en ny fane',
  'settings.embedding': 'Innebygd signering',
  'settings.embeddingLead':
    'Ditt eget nettsted kan vise signeringssider inne i seg (signeringslenken med ?embed=1, eller elementet countersign-signing fra /embed.js). Før opp de nøyaktige opprinnelsene som har lov til dette, én per linje. Alle andre nettsteder avvises.',
  'settings.embeddingOrigins': 'Tillatte opprinnelser',
  'settings.embeddingOriginsHint':
    'Én per linje, for eksempel https://app.example.com eller https://app.example.com:8443.',
  'settings.embeddingNone': 'Ingen nettsteder kan bygge inn signeringssider.',
  'settings.embeddingSaved': 'De tillatte opprinnelsene er lagret.',
  'settings.embeddingInvalid': 'Linje {line}: {problem}',
  'settings.embeddingTooMany': 'Før opp høyst {max} opprinnelser.',
  'embed.problem.notUrl': 'dette er ikke en opprinnelse som https://app.example.com.',
  'embed.problem.scheme': 'en opprinnelse begynner med https://.',
  'embed.problem.httpRefused': 'bruk https:// (http:// godtas bare mens denne instansen kjører på http).',
  'embed.problem.path': 'oppgi bare opprinnelsen, uten sti, spørring eller fragment.',
  'embed.problem.credentials': 'en opprinnelse inneholder ikke brukernavn eller passord.',
  'embed.problem.host': 'vertsnavnet er ikke gyldig (jokertegn godtas ikke: før opp hver opprinnelse).',
  'audit.workspace.embedding_changed': 'Opprinnelser for innebygging endret',
});
