// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/embed.ts.
import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    'Selaimesi ei salli tämän sivun muistaa koodiasi, kun sivu näytetään toisen sivuston sisällä.',
  'embed.openInTab': 'Avaa uudessa välilehdessä',
  'settings.embedding': 'Upotettu allekirjoittaminen',
  'settings.embeddingLead':
    'Oma sivustosi voi näyttää allekirjoitussivuja sisällään (allekirjoituslinkki parametrilla ?embed=1 tai /embed.js-tiedoston countersign-signing-elementti). Luettele tarkat alkuperät, joilla on siihen lupa, yksi riville. Kaikki muut sivustot estetään.',
  'settings.embeddingOrigins': 'Sallitut alkuperät',
  'settings.embeddingOriginsHint':
    'Yksi riville, esimerkiksi https://app.example.com tai https://app.example.com:8443.',
  'settings.embeddingNone': 'Mikään sivusto ei saa upottaa allekirjoitussivuja.',
  'settings.embeddingSaved': 'Sallitut alkuperät on tallennettu.',
  'settings.embeddingInvalid': 'Rivi {line}: {problem}',
  'settings.embeddingTooMany': 'Luettele enintään {max} alkuperää.',
  'embed.problem.notUrl': 'tämä ei ole alkuperä, kuten https://app.example.com.',
  'embed.problem.scheme': 'alkuperä alkaa merkeillä https://.',
  'embed.problem.httpRefused':
    'käytä muotoa https:// (http:// hyväksytään vain, kun tämä instanssi toimii http-yhteydellä).',
  'embed.problem.path': 'anna pelkkä alkuperä ilman polkua, kyselyä tai fragmenttia.',
  'embed.problem.credentials': 'alkuperässä ei ole käyttäjänimeä eikä salasanaa.',
  'embed.problem.host':
    'isäntänimi ei ole kelvollinen (jokerimerkkejä ei hyväksytä: luettele jokainen alkuperä).',
  'audit.workspace.embedding_changed': 'Upotuksen alkuperiä muutettu',
});
