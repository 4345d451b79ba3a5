// Suomi (neutraali kirjakieli). Keys and {placeholders} as in ../en/participants.ts.
import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Allekirjoittaja',
  'kind.approver': 'Hyväksyjä',
  'kind.viewer': 'Lukija',
  'kind.witness': 'Todistaja',
  'kind.witnessFor': 'Todistaja roolille {role}',
  'kind.label': 'Osallistuu roolissa',
  'kind.witnessForLabel': 'Todistettava allekirjoitus',

  'audit.signature_request.approved': 'Hyväksyjä hyväksyi',
  'audit.signature_request.viewed': 'Lukija luki ja vahvisti',
  'audit.signature_request.witnessed': 'Todistaja allekirjoitti',
  'timeline.approved': 'Hyväksyjä: {who}',
  'timeline.viewed': 'Luettu ja vahvistettu: {who}',
  'timeline.witnessed': 'Todistaja: {who}',

  'turn.lead.approver':
    '{sender} pyytää sinua ({name}, {email}) hyväksymään tämän asiakirjan roolissa {role}. Et allekirjoita mitään.',
  'turn.lead.viewer':
    '{sender} pyytää sinua ({name}, {email}) lukemaan tämän asiakirjan roolissa {role} ja vahvistamaan, että olet lukenut sen.',
  'turn.lead.witness':
    '{sender} pyytää sinua ({name}, {email}) todistamaan allekirjoittajan {witnessed} ({witnessedRole}) allekirjoituksen roolissa {role}.',
  'turn.heading.approver': 'Hyväksy',
  'turn.heading.viewer': 'Vahvista lukeneesi',
  'turn.approveExplain': 'Hyväksyminen siirtää vuoron seuraavalle. Jos et hyväksy, hylkää alla.',
  'turn.approve': 'Hyväksy',
  'turn.approving': 'Hyväksytään…',
  'turn.readExplain': 'Lue yllä oleva asiakirja ja vahvista sitten.',
  'turn.read': 'Olen lukenut tämän asiakirjan',
  'turn.readNeeded': 'Vahvista valitsemalla ruutu, että olet lukenut asiakirjan.',
  'turn.confirm': 'Vahvista',
  'turn.confirming': 'Vahvistetaan…',
  'reject.summary': 'Hylkää',
  'reject.explain':
    'Jos hylkäät, kukaan ei voi enää allekirjoittaa tätä pyyntöä, ja lähettäjälle ({sender}) ilmoitetaan sähköpostitse.',
  'reject.reason': 'Miksi hylkäät? (näytetään lähettäjälle {sender})',
  'reject.reasonNeeded': 'Kerro, miksi hylkäät.',
  'reject.button': 'Hylkää',
  'reject.confirmQuestion': 'Hylätäänkö {document}? Tätä ei voi perua.',
  'reject.confirm': 'Kyllä, hylkää',

  'done.title.approver': 'Kiitos, olet hyväksynyt',
  'done.title.viewer': 'Kiitos, olet vahvistanut',
  'done.title.witness': 'Kiitos, olet todistanut',
  'done.lead.approver': 'Hyväksyit asiakirjan {document} roolissa {role} {date}.',
  'done.lead.viewer': 'Vahvistit lukeneesi asiakirjan {document} roolissa {role} {date}.',
  'done.lead.witness': 'Allekirjoitit asiakirjan {document} todistajana roolissa {role} {date}.',

  'mail.invitation.subject.approver': 'Hyväksyntäpyyntö: {document}, lähettäjä {sender}',
  'mail.invitation.subject.viewer': 'Luettavaksi: {document}, lähettäjä {sender}',
  'mail.invitation.subject.witness': 'Pyyntö todistaa allekirjoitus: {document}, lähettäjä {sender}',
  'mail.invitation.body.approver':
    '{sender} pyytää sinua hyväksymään asiakirjan ”{document}”. Et allekirjoita mitään: hyväksyt tai hylkäät asiakirjan.',
  'mail.invitation.body.viewer':
    '{sender} pyytää sinua lukemaan asiakirjan ”{document}” ja vahvistamaan, että olet lukenut sen.',
  'mail.invitation.body.witness':
    '{sender} pyytää sinua todistamaan allekirjoittajan {witnessed} allekirjoituksen asiakirjassa ”{document}”.',
  'mail.reminder.subject.approver': 'Muistutus: hyväksy {document}, lähettäjä {sender}',
  'mail.reminder.subject.viewer': 'Muistutus: lue {document}, lähettäjä {sender}',
  'mail.reminder.subject.witness': 'Muistutus: todista allekirjoitus, {document}, lähettäjä {sender}',
  'mail.button.approver': 'Tarkista ja hyväksy',
  'mail.button.viewer': 'Avaa ja lue',
  'mail.button.witness': 'Tarkista ja todista',

  'document.block.witnessFor': '{role}, todistaja allekirjoittajalle {witnessed}',
  'cert.part': 'Osallistui roolissa',
  'cert.part.approver': 'Hyväksyjä: hyväksynyt {name}',
  'cert.part.viewer': 'Lukija: lukenut {name}',
  'cert.part.witness':
    'Todistaja: {name} todisti allekirjoittajan {witnessed} ({witnessedRole}) allekirjoituksen',
  'cert.approved': 'Hyväksytty',
  'cert.read': 'Luettu ja vahvistettu',
  'cert.witnessed': 'Todistettu',

  'cert.inPerson': 'Allekirjoitettu henkilökohtaisesti paikan päällä',
  'cert.inPersonText': 'Isäntänä {host}, yllä mainitulla laitteella ja IP-osoitteesta',
  'cert.ownSession': 'Henkilöllisyyden näyttö',
  'cert.ownSessionText': 'Allekirjoitettu työtilan jäsenen {member} Countersign-istunnossa',
  'host.title': 'Anna tämä laite allekirjoittajalle',
  'host.lead': 'Toimit tällä laitteella isäntänä allekirjoittajalle {name} ({role}), asiakirja ”{document}”.',
  'host.hint': 'Anna laite nyt henkilölle {name}. Vain hänen tulee jatkaa.',
  'host.start': 'Aloita nimellä {name}',
  'host.gone.title': 'Tätä paikan päällä allekirjoittamisen linkkiä ei voi käyttää',
  'host.gone.lead':
    'Linkki on jo käytetty, se on yli 15 minuuttia vanha tai sen avaama vuoro on ohi. Pyydä uusi linkki pyynnön sivulta.',
  'host.member.title': 'Kirjaudu sisään toimiaksesi allekirjoituksen isäntänä',
  'host.member.lead':
    'Vain työtilan {workspace} jäsen, joka on kirjautunut tällä laitteella, voi avata tämän linkin.',
  'host.member.signIn': 'Kirjaudu sisään',
  'host.witnessNow': 'Todista nyt: {name}',
  'host.witnessNowHint': '{name} todistaa tämän allekirjoituksen seuraavaksi tällä laitteella.',
  'host.back': 'Takaisin pyyntöön',
  'requests.signInPerson': 'Allekirjoitus paikan päällä',
  'requests.signInPersonHint': 'Avaa henkilön {name} vuoron tällä laitteella. Anna laite hänelle.',
  'requests.signNow': 'Allekirjoita nyt',
  'requests.yourTurn': 'On sinun vuorosi: hoidat sen täällä, eikä sinulle lähetetä sähköpostia.',
  'requests.yourTurnLater': 'Allekirjoitat roolissa {role}, kun on vuorosi; sinulle ei lähetetä sähköpostia.',

  'turn.position': 'Vuorosi on {position}/{count}.',
  'turn.deadline.approver': 'Hyväksy tai hylkää viimeistään {deadline}.',
  'turn.deadline.viewer': 'Lue asiakirja viimeistään {deadline}.',
});
