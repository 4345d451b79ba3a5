// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/public-links.ts.
import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} pyytää sinua täyttämään ja allekirjoittamaan asiakirjan ”{document}”.',
  'publicLink.hint':
    'Aloita antamalla nimesi ja sähköpostiosoitteesi. Allekirjoitettu kappaleesi lähetetään tähän osoitteeseen.',
  'publicLink.verifyHint':
    'Lähetämme sinulle sähköpostitse koodin osoitteen vahvistamiseksi ennen allekirjoittamista.',
  'publicLink.nextHeading': 'Sinun jälkeesi',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Koko nimesi',
  'publicLink.email': 'Sähköpostiosoitteesi',
  'publicLink.start': 'Jatka',
  'publicLink.working': 'Tarkistetaan tätä selainta, hetkinen…',
  'publicLink.noscript':
    'Tämä lomake edellyttää JavaScriptiä: selaimesi tekee lyhyen laskutoimituksen, joka estää automaattiset rekisteröitymiset.',
  'publicLink.problems': 'Tarkista lomake:',
  'publicLink.error.name': 'Anna nimesi.',
  'publicLink.error.email': 'Anna sähköpostiosoite, esimerkiksi nimi@example.com.',
  'publicLink.error.proof':
    'Selaimesi tarkistus ei saapunut perille tai oli liian vanha. Lähetä lomake uudelleen.',
  'publicLink.limited.title': 'Liian monta aloitettua allekirjoitusta',
  'publicLink.limited.lead':
    'Tämä lomake on aloitettu tänään liian monta kertaa tästä yhteydestä tai kaikkiaan. Yritä uudelleen huomenna.',
  'publicLink.unavailable.title': 'Tämä lomake ei ole käytettävissä',
  'publicLink.unavailable.lead':
    'Linkki on ehkä poistettu käytöstä tai kirjoitettu väärin, tai lomake ei juuri nyt ota vastaan uusia allekirjoituksia. Ota yhteyttä henkilöön, jolta sait linkin.',

  'publicLink.app.action': 'Julkinen linkki',
  'publicLink.app.actionLabel': 'Julkinen linkki: {name}',
  'publicLink.app.title': 'Julkinen linkki: {name}',
  'publicLink.app.lead':
    'Kuka tahansa linkin saanut allekirjoittaa tämän pohjan roolissa {role}: hän antaa nimensä ja sähköpostiosoitteensa ja allekirjoittaa. Pyyntö etenee sitten tässä nimeämillesi henkilöille, ja se lasketaan kuukausikiintiöösi.',
  'publicLink.app.on': 'Linkki on käytössä. Jaa se paikassa, josta allekirjoittajat sen löytävät.',
  'publicLink.app.off': 'Linkki ei ole käytössä.',
  'publicLink.app.url': 'Linkki',
  'publicLink.app.people': 'Seuraava allekirjoittaja roolissa {role}',
  'publicLink.app.personName': 'Nimi',
  'publicLink.app.personEmail': 'Sähköpostiosoite',
  'publicLink.app.verify': 'Vaadi sähköpostitse lähetetty koodi ennen allekirjoittamista (suositus)',
  'publicLink.app.turnOn': 'Ota linkki käyttöön',
  'publicLink.app.save': 'Tallenna muutokset',
  'publicLink.app.turnOff': 'Poista linkki käytöstä',
  'publicLink.app.turnedOn': 'Linkki on käytössä.',
  'publicLink.app.turnedOff': 'Linkki on poistettu käytöstä: sen osoite ei enää toimi.',
  'publicLink.app.ownersOnly':
    'Vain työtilan omistaja voi ottaa pohjan julkisen linkin käyttöön tai poistaa sen käytöstä.',
  'publicLink.app.notPublished': 'Julkinen linkki on tarkoitettu julkaistulle pohjalle.',
  'publicLink.app.nameMissing': 'Anna nimi.',
  'publicLink.app.emailMissing': 'Anna sähköpostiosoite, esimerkiksi nimi@example.com.',
});
