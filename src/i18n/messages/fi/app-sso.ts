// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/app-sso.ts.
import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Jatka palvelulla {provider}',
  'sso.refusedTitle': 'Et ole kirjautunut sisään',
  'sso.refused.expired':
    'Tämä kirjautuminen on vanhentunut tai jo suoritettu. Aloita alusta kirjautumissivulta.',
  'sso.refused.denied': 'Tunnistuspalvelusi ei kirjannut sinua sisään. Voit yrittää uudelleen.',
  'sso.refused.invalid':
    'Tunnistuspalvelusi vastausta ei voitu vahvistaa (sitä oli muutettu, se oli jo käytetty tai vanhentunut), joten sinua ei kirjattu sisään. Aloita alusta.',
  'sso.refused.unverified':
    'Tunnistuspalvelusi ei ole vahvistanut sähköpostiosoitettasi, joten se ei voi kirjata sinua sisään tänne. Vahvista osoite ensin tunnistuspalvelussa.',
  'sso.refused.unknown':
    'Missään täkäläisessä työtilassa ei ole jäsentä, jolla on tunnistuspalvelusi vahvistama sähköpostiosoite. Pyydä työtilasi omistajaa kutsumaan sinut.',
  'sso.unavailable':
    'Tunnistuspalveluusi ei juuri nyt saada yhteyttä. Yritä uudelleen muutaman minuutin kuluttua.',
  'sso.notConfigured': 'Kertakirjautumista ei ole otettu käyttöön tässä palvelussa.',
  'sso.backToSignIn': 'Takaisin kirjautumiseen',
  'sso.chooseTitle': 'Valitse työtila',
  'sso.chooseLead': 'Osoitteesi kuuluu useaan työtilaan. Minkä niistä haluat avata?',
  'sso.chooseButton': 'Avaa {workspace}',
  'sso.requiredTitle': 'Kertakirjautuminen vaaditaan',
  'sso.required':
    '{workspace} edellyttää kertakirjautumista: kirjaudu palvelulla {provider} sähköpostilinkin tai pääsyavaimen sijaan.',
  'sso.requiredUnset':
    '{workspace} edellyttää kertakirjautumista, jota tämä palvelu ei tällä hetkellä tarjoa. Ota yhteyttä palvelun ylläpitäjään.',
  'sessions.method.oidc': 'kertakirjautumisella',
  'sso.settingsTitle': 'Kertakirjautuminen',
  'sso.settingsLead':
    'Jäsenet voivat kirjautua palvelulla {provider} käyttäen siellä olevaa vahvistettua sähköpostiosoitettaan.',
  'sso.settingsUnset':
    'Tähän palveluun ei ole määritetty tunnistuspalvelua, joten kertakirjautumista ei voi käyttää.',
  'sso.requiredLabel': 'Vaadi kertakirjautuminen',
  'sso.requiredHint':
    'Sähköpostitse lähetetyt kirjautumislinkit ja pääsyavaimet hylätään silloin tässä työtilassa.',
  'sso.joinDomainLabel': 'Verkkotunnus, jonka osoitteilla voi liittyä',
  'sso.joinDomainHint':
    'Henkilö, jonka vahvistettu osoite päättyy @-merkin jälkeen tähän verkkotunnukseen, liittyy jäseneksi ensimmäisellä kirjautumisellaan, kun työtila on todentanut verkkotunnuksen. Jätä tyhjäksi, jos kukaan ei saa liittyä tällä tavoin.',
  'sso.joinDomainInvalid': 'Anna verkkotunnus, esimerkiksi example.com.',
  'sso.save': 'Tallenna kertakirjautuminen',
  'sso.saved': 'Kertakirjautumisen asetukset on tallennettu.',
  'sso.ownersOnly': 'Vain omistajat voivat muuttaa näitä asetuksia.',
  'sso.requiredOn': 'Kertakirjautuminen on pakollinen.',
  'sso.requiredOff': 'Kertakirjautuminen on valinnainen.',
  'sso.joinDomainNone': 'Kukaan ei liity verkkotunnuksen perusteella.',
  'sso.joinDomainIs': 'Henkilöt, joiden osoite on verkkotunnuksessa {domain}, liittyvät jäseniksi.',
  'audit.workspace.sso_changed': 'Kertakirjautumista muutettu',
  'audit.member.joined': 'Liittyi kertakirjautumisella',
  'sso.refused.foreign':
    'Tämä tunnistuspalvelusi vastaus kuuluu toiseen kirjautumiseen, joten sitä ei käytetty. Jos aloitit kirjautumisen tässä selaimessa, se on yhä auki: suorita se loppuun tai aloita alusta.',
  'sso.joinDomainPublic':
    'Tämä on julkinen sähköpostiverkkotunnus, jossa kuka tahansa voi saada osoitteen, joten sen perusteella ei voi liittyä. Anna organisaatiosi oma verkkotunnus.',
  'sso.joinDomainTaken':
    'Toinen työtila on jo todentanut tämän verkkotunnuksen, joten sitä ei voi käyttää täällä.',
  'sso.verifyNotFound':
    'TXT-tietuetta, jossa on tämän työtilan arvo, ei ole vielä löytynyt. Tarkista tietueen nimi ja arvo; DNS-muutosten näkyminen voi kestää jonkin aikaa.',
  'sso.joinedNotice':
    'Liityit työtilaan {workspace} kertakirjautumisella, koska vahvistettu osoitteesi on verkkotunnuksessa, jonka tämä työtila on todentanut. Työtilan omistajat näkevät nimesi ja osoitteesi.',
  'sso.domainPending': '{domain} odottaa todentamista: kukaan ei liity sen perusteella ennen sitä.',
  'sso.domainRecordLead':
    'Todenna, että organisaatiosi hallitsee tätä verkkotunnusta, lisäämällä tämä tietue sen DNS-asetuksiin (näytetylle nimelle tai itse verkkotunnukselle) ja tarkista se sitten:',
  'sso.domainRecordName': 'Nimi (isäntä)',
  'sso.domainRecordType': 'Tietueen tyyppi',
  'sso.domainRecordValue': 'Arvo',
  'sso.domainOperatorHint':
    'Tai pyydä palvelun ylläpitäjää vahvistamaan verkkotunnus; se onnistuu, kun jonkin omistajan oma osoite on verkkotunnuksessa {domain}.',
  'sso.domainCheck': 'Tarkista DNS-tietue',
  'sso.domainVerifiedDns':
    'Henkilöt, joiden osoite on verkkotunnuksessa {domain}, liittyvät jäseniksi: DNS-tietue todensi verkkotunnuksen.',
  'sso.domainVerifiedOperator':
    'Henkilöt, joiden osoite on verkkotunnuksessa {domain}, liittyvät jäseniksi: palvelun ylläpitäjä vahvisti verkkotunnuksen.',
  'audit.workspace.sso_domain_verified': 'Kertakirjautumisen verkkotunnus todennettu',
});
