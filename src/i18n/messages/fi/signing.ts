// Suomi (neutraali kirjakieli, passiivi ja käskymuoto kuten Suomi.fi). Keys and {placeholders} as in ../en/signing.ts.
import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'Siirry sisältöön',
  'page.languages': 'Kieli',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member}, {workspace}',
  'sender.contact': '{member}, {workspace} ({email})',

  'sign.title': 'Allekirjoita: {document}',
  'sign.lead': '{sender} pyytää sinua ({name}, {email}) allekirjoittamaan tämän asiakirjan roolissa {role}.',
  'sign.deadline': 'Allekirjoita viimeistään {deadline}.',
  'sign.noscript':
    'Allekirjoittaminen edellyttää JavaScriptiä. Ota se käyttöön selaimessa tai pyydä lähettäjältä ({sender}) paperikopio käsin allekirjoitettavaksi.',
  'sign.documentHeading': 'Asiakirja',
  'sign.download': '{link}, jos haluat lukea tai tulostaa sen.',
  'sign.downloadLink': 'Lataa asiakirja PDF-tiedostona',
  'sign.documentLabel': 'Asiakirjan teksti',
  'sign.pdfTitle': 'Asiakirja (PDF)',
  'sign.nextField': 'Seuraava kenttä',
  'sign.allFilled': 'Kaikki kentät on täytetty. Valitse alla oleva valintaruutu ja allekirjoita.',
  'sign.signHere': 'Allekirjoita tähän: {label}',
  'sign.pageOf': 'Sivu {n}/{total}',
  'sign.heading': 'Allekirjoitus',
  'sign.details': 'Tietosi',
  'sign.required': '(pakollinen)',
  'sign.choose': 'Valitse…',
  'sign.signatureLegend': 'Allekirjoituksesi',
  'sign.modeTyped': 'Kirjoita nimeni',
  'sign.modeDrawn': 'Piirrä allekirjoitukseni',
  'sign.typedLabel': 'Kirjoita koko nimesi allekirjoitukseksi',
  'sign.drawHelp': 'Piirrä allekirjoituksesi ruutuun hiirellä, sormella tai kynällä.',
  'sign.drawArea': 'Allekirjoituksen piirtoalue',
  'sign.clear': 'Tyhjennä piirros',
  'sign.consentLegend': 'Suostumus sähköiseen allekirjoittamiseen',
  'sign.button': 'Allekirjoita',
  'sign.signing': 'Allekirjoitetaan…',
  'sign.yes': 'Kyllä',
  'sign.no': 'Ei',
  'sign.fillBelow': '{label}: täytät tämän alla',
  'sign.fillBy': '{label}: täyttäjä {role}',
  'sign.fillBySender': '{label}: lähettäjä täyttää',
  'sign.signedBy': '(allekirjoittanut {name})',
  'sign.signedOn': 'Allekirjoittanut {name} {date}',
  'cert.initials': 'Nimikirjaimet',
  'sign.notSigned': 'Ei vielä allekirjoitettu',
  'sign.guideLabel': 'Täytettävät kenttäsi',
  'sign.fieldOf': 'Kenttä {n}/{total}',
  'sign.back': 'Takaisin',
  'sign.next': 'Seuraava',
  'sign.finish': 'Viimeistele',
  'sign.done': 'Valmis',
  'sign.ready': 'Kaikki valmista: tarkista ja allekirjoita alla',
  'sign.optional': '(valinnainen)',
  'sign.emptyBox': '{label}: tyhjä',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'valittu',
  'sign.unchecked': 'ei valittu',
  'sign.zoomIn': 'Lähennä',
  'sign.zoomOut': 'Loitonna',
  'sign.zoomFit': 'Sovita leveyteen',
  'sign.zoomLabel': 'Zoomaus',
  'sign.signingDate': 'Allekirjoituspäivä, täytetty valmiiksi.',
  'sign.initialsLegend': 'Nimikirjaimesi',
  'sign.initialsTyped': 'Kirjoita nimikirjaimeni',
  'sign.initialsDrawn': 'Piirrä nimikirjaimeni',
  'sign.initialsLabel': 'Nimikirjaimesi',
  'sign.initialsHelp': 'Piirrä nimikirjaimesi ruutuun.',
  'sign.initialsArea': 'Nimikirjainten piirtoalue',
  'sign.fieldProblem': 'Siirry kenttään {label}',

  'verification.title': 'Vahvista henkilöllisyytesi: {document}',
  'verification.lead':
    '{sender} pyytää sinua allekirjoittamaan tämän asiakirjan. Vahvista ennen asiakirjan avaamista, että tämä allekirjoituslinkki on sinun.',
  'verification.accessHeading': 'Anna pääsykoodi',
  'verification.accessHelp':
    'Lähettäjä ({sender}) on antanut sinulle tämän asiakirjan pääsykoodin erikseen, ei tämän linkin sisältävässä sähköpostissa. Jos sinulla ei ole koodia, pyydä sitä lähettäjältä ({sender}).',
  'verification.accessLabel': 'Pääsykoodi',
  'verification.emailHeading': 'Tilaa koodi sähköpostiin',
  'verification.emailHelp':
    'Lähetämme 6-numeroisen koodin osoitteeseen {email}. Koodi on voimassa {minutes} minuuttia.',
  'verification.emailLabel': 'Sähköpostissa saamasi 6-numeroinen koodi',
  'verification.send': 'Lähetä minulle koodi',
  'verification.sendAgain': 'Lähetä minulle uusi koodi',
  'verification.submit': 'Jatka',
  'verification.lockedUntil': 'Liian monta väärää koodia. Voit yrittää uudelleen {time} alkaen.',
  'verification.sent': 'Lähetimme koodin osoitteeseen {email}. Koodi on voimassa {minutes} minuuttia.',
  'verification.sending': 'Lähetetään…',
  'verification.checking': 'Tarkistetaan…',
  'verification.error.empty': 'Anna koodi.',
  'verification.error.digits': 'Koodissa on 6 numeroa.',
  'verification.error.wrong': 'Koodi on väärä tai vanhentunut. Yrityksiä jäljellä: {count}.',
  'verification.error.locked': 'Liian monta väärää koodia. Yritä uudelleen {wait} minuutin kuluttua.',
  'verification.error.sendLimit':
    'Olet pyytänyt 5 koodia viimeisen tunnin aikana. Yritä uudelleen {wait} minuutin kuluttua.',
  'verification.error.failed': 'Jokin meni vikaan. Yritä uudelleen.',

  'order.only': 'Olet ainoa allekirjoittaja.',
  'order.first':
    'Allekirjoitat ensimmäisenä; allekirjoittajia on yhteensä {count}, ja muut allekirjoittavat jälkeesi.',
  'order.firstOfTwo': 'Allekirjoitat ensimmäisenä kahdesta; toinen allekirjoittaja allekirjoittaa jälkeesi.',
  'order.afterOne':
    'Allekirjoitat {position}; allekirjoittajia on yhteensä {count}. Ensimmäinen allekirjoittaja on jo allekirjoittanut.',
  'order.afterMany':
    'Allekirjoitat {position}; allekirjoittajia on yhteensä {count}. Sinua edeltävät allekirjoittajat ({earlier}) ovat jo allekirjoittaneet.',
  'order.ordinals':
    'ensimmäisenä|toisena|kolmantena|neljäntenä|viidentenä|kuudentena|seitsemäntenä|kahdeksantena|yhdeksäntenä|kymmenentenä',
  'order.numbers': 'yksi|kaksi|kolme|neljä|viisi|kuusi|seitsemän|kahdeksan|yhdeksän|kymmenen',

  'consent.intro':
    '{sender} käyttää Countersign-palvelua allekirjoitusten keräämiseen sähköisesti. Huomaa ennen allekirjoittamista seuraavat asiat:',
  'consent.electronic':
    'Valitsemalla valintaruudun hyväksyt, että vastaanotat tämän asiakirjan ja sitä koskevat ilmoitukset sähköisesti ja allekirjoitat asiakirjan sähköisesti. Sähköisellä allekirjoituksellasi on sama vaikutus kuin paperille tehdyllä allekirjoituksella.',
  'consent.paper':
    'Voit saada paperikopion milloin tahansa maksutta: lataa yllä oleva PDF ja tulosta se tai pyydä yhteyshenkilöä ({contact}) lähettämään sinulle kopio. Kun kaikki ovat allekirjoittaneet, allekirjoitettu PDF lähetetään osoitteeseen {email}, ja sen voi ladata tältä sivulta.',
  'consent.paperNoEmail':
    'Voit saada paperikopion milloin tahansa maksutta: lataa yllä oleva PDF ja tulosta se tai pyydä yhteyshenkilöä ({contact}) lähettämään sinulle kopio. Kun kaikki ovat allekirjoittaneet, allekirjoitetun PDF:n voi ladata tältä sivulta.',
  'consent.withdraw':
    'Sinun ei ole pakko allekirjoittaa sähköisesti. Voit kieltäytyä alla tai ottaa yhteyttä yhteyshenkilöön ({contact}) allekirjoittaaksesi paperilla. Suostumuksen peruminen myöhemmin ei kumoa jo annettua allekirjoitusta.',
  'consent.requirements':
    'Tarvitset ajantasaisen verkkoselaimen, PDF-lukuohjelman asiakirjan katseluun tai tulostamiseen sekä pääsyn sähköpostiosoitteeseen {email}. Jos osoite muuttuu, ilmoita siitä yhteyshenkilölle ({contact}).',
  'consent.agree':
    'Olen lukenut yllä olevan ilmoituksen, hyväksyn sähköisten asiakirjojen käytön ja tämän asiakirjan sähköisen allekirjoittamisen, ja tarkoitan sähköisen allekirjoitukseni sitovan minua samoin kuin käsin kirjoitetun allekirjoitukseni.',

  'decline.summary': 'Kieltäydy allekirjoittamasta',
  'decline.explain':
    'Jos kieltäydyt, kukaan ei voi enää allekirjoittaa tätä pyyntöä, ja lähettäjälle ({sender}) ilmoitetaan sähköpostitse.',
  'decline.reason': 'Syy (valinnainen, näytetään lähettäjälle {sender})',
  'decline.button': 'Kieltäydy allekirjoittamasta',
  'decline.confirmQuestion': 'Kieltäydytäänkö asiakirjan {document} allekirjoittamisesta? Tätä ei voi perua.',
  'decline.confirm': 'Kyllä, kieltäydy',
  'decline.cancel': 'Ei, palaa takaisin',

  'error.typed': 'Kirjoita nimesi allekirjoitukseksi.',
  'error.drawn': 'Piirrä allekirjoituksesi ruutuun.',
  'error.consent': 'Valitse valintaruutu hyväksyäksesi sähköisen allekirjoittamisen.',
  'error.required': '{label} on pakollinen tieto.',
  'error.number': '{label}: arvon on oltava luku.',
  'error.email': '{label}: arvon on oltava sähköpostiosoite.',
  'error.tick': '{label}: valitse ruutu allekirjoittaaksesi, se on pakollinen.',
  'error.date': '{label}: arvon on oltava päivämäärä muodossa {example}.',
  'error.dateMonth': '{label}: kuukautta {month} ei ole.',
  'error.dateDays': '{label}: kuukaudessa {month} on {days} päivää.',
  'error.signFailed': 'Jokin meni vikaan, eikä mitään allekirjoitettu. Yritä uudelleen.',
  'error.declineFailed': 'Jokin meni vikaan, eikä kieltäytymistä tallennettu. Yritä uudelleen.',
  'error.initials': 'Kirjoita tai piirrä nimikirjaimesi.',
  'error.range': '{label}: arvon on oltava välillä {min}–{max}.',
  'error.min': '{label}: arvon on oltava vähintään {min}.',
  'error.max': '{label}: arvo voi olla enintään {max}.',
  'error.integer': '{label}: arvon on oltava kokonaisluku.',
  'error.summary': 'Korjaa seuraavat kohdat:',

  'waiting.title': 'Ei vielä sinun vuorosi',
  'waiting.lead':
    'Asiakirja {document} allekirjoitetaan tietyssä järjestyksessä. Odotamme, että {waitingFor} allekirjoittaa ensin.',
  'waiting.email':
    'Saat sähköpostin osoitteeseen {email}, kun on sinun vuorosi, {name}. Voit sulkea tämän sivun.',
  'waiting.noEmail':
    'Palaa tähän linkkiin, kun {sender} ilmoittaa, että on sinun vuorosi. Voit sulkea tämän sivun.',
  'signed.title': 'Kiitos, olet allekirjoittanut',
  'signed.lead': 'Allekirjoitit asiakirjan {document} roolissa {role} {date}.',
  'signed.next':
    'Muiden on vielä allekirjoitettava. Kun kaikki ovat allekirjoittaneet, allekirjoitettu asiakirja lähetetään osoitteeseen {email}, ja voit myös ladata sen tästä linkistä. Voit sulkea tämän sivun.',
  'signed.nextNoEmail':
    'Muiden on vielä allekirjoitettava. Kun kaikki ovat allekirjoittaneet, voit ladata allekirjoitetun asiakirjan tästä linkistä. Voit sulkea tämän sivun.',
  'signed.nextEmbedded':
    'Muiden on vielä allekirjoitettava. Kun kaikki ovat allekirjoittaneet, allekirjoitettu asiakirja lähetetään osoitteeseen {email}. Voit sulkea tämän sivun.',
  'signed.nextEmbeddedNoEmail': 'Muiden on vielä allekirjoitettava. Voit sulkea tämän sivun.',
  'completed.title': 'Kaikki ovat allekirjoittaneet',
  'completed.lead':
    'Kiitos, {name}. Allekirjoitit asiakirjan {document} {date}, ja niin ovat tehneet kaikki muutkin: asiakirja on valmis.',
  'completed.leadOnly': 'Kiitos, {name}. Allekirjoitit asiakirjan {document} {date}: asiakirja on valmis.',
  'completed.leadViewer': 'Kaikki ovat allekirjoittaneet asiakirjan {document}: asiakirja on valmis.',
  'completed.download': 'Lataa allekirjoitettu asiakirja (PDF)',
  'completed.keep':
    'Säilytä kopio itselläsi. Sen lopussa on tarkastustodistus, ja siinä on digitaalinen sinetti, joten kaikki myöhemmät muutokset voidaan havaita.',
  'completed.emailed': 'Kopio on lähetetty myös osoitteeseen {email}.',
  'declined.title': 'Tästä pyynnöstä on kieltäydytty',
  'declined.byYou':
    'Kieltäydyit allekirjoittamasta asiakirjaa {document}. Lähettäjälle ({sender}) on ilmoitettu.',
  'declined.other':
    'Allekirjoittaja kieltäytyi allekirjoittamasta, joten asiakirjaa {document} ei voi enää allekirjoittaa.',
  'voided.title': 'Tämä pyyntö on mitätöity',
  'voided.text': '{sender} mitätöi tämän pyynnön, joten asiakirjaa {document} ei voi enää allekirjoittaa.',
  'expired.title': 'Tämä pyyntö on vanhentunut',
  'expired.text':
    'Asiakirjan {document} allekirjoitusaika päättyi {date}. Pyydä lähettäjältä ({sender}) uusi pyyntö, jos allekirjoitustasi vielä tarvitaan.',
  'removed.title': 'Tämä pyyntö on poistettu',
  'removed.text':
    'Tämä pyyntö ja kaikki sen tiedot on poistettu pysyvästi, joten täällä ei ole enää mitään nähtävää tai allekirjoitettavaa. Jos säilytit allekirjoitetun asiakirjan, sen voi yhä tarkistaa siihen painetussa osoitteessa.',
  'notFound.title': 'Tämä allekirjoituslinkki ei toimi',
  'notFound.text':
    'Linkki ei ole kelvollinen. Tarkista, että avasit sähköpostissa olevan linkin kokonaan, tai pyydä lähettäjää jakamaan se uudelleen.',

  'mail.greeting': 'Hei {name},',
  'mail.greetingAnonymous': 'Hei,',
  'mail.messageFrom': 'Viesti lähettäjältä {sender}:',
  'mail.reason': 'Ilmoitettu syy:',
  'mail.button': 'Tarkista ja allekirjoita',
  'mail.orOpen': 'Tai avaa tämä linkki: {url}',
  'mail.deadline': 'Allekirjoita viimeistään {deadline}.',
  'mail.footerLink':
    'Tämän viestin lähetti Countersign lähettäjän {sender} puolesta. Tämä allekirjoituslinkki on henkilökohtainen: älä välitä sitä eteenpäin.',
  'mail.footer': 'Tämän viestin lähetti Countersign lähettäjän {sender} puolesta.',
  'mail.footerReply': 'Vastaukset tähän sähköpostiin menevät vastaanottajalle {member} ({email}).',
  'mail.fromName': '{sender} Countersignin kautta',
  'mail.invitation.subject': 'Allekirjoituspyyntö: {document}, lähettäjä {sender}',
  'mail.invitation.body':
    '{sender} on lähettänyt sinulle asiakirjan ”{document}” sähköisesti allekirjoitettavaksi.',
  'mail.reminder.subject': 'Muistutus: allekirjoita {document}, lähettäjä {sender}',
  'mail.reminder.body':
    'Muistutamme, että lähettäjän {sender} asiakirja ”{document}” odottaa allekirjoitustasi.',
  'mail.voided.subject': 'Mitätöity: {document}',
  'mail.voided.body':
    '{sender} on mitätöinyt asiakirjan ”{document}” allekirjoituspyynnön. Sinun ei tarvitse tehdä mitään.',
  'mail.declined.subject': 'Kieltäydytty: {document}',
  'mail.declined.body':
    '{decliner} kieltäytyi allekirjoittamasta asiakirjaa ”{document}”, joten lähettäjän {sender} pyyntö on päättynyt. Sinun ei tarvitse tehdä mitään.',
  'mail.declineConfirmation.subject': 'Kieltäydyit: {document}',
  'mail.declineConfirmation.body':
    'Kieltäydyit allekirjoittamasta asiakirjaa ”{document}”. Lähettäjän {sender} pyyntö on päättynyt, ja lähettäjälle on ilmoitettu.',
  'mail.declineConfirmation.mistake':
    'Jos tämä oli virhe, vastaa tähän sähköpostiin, niin viestisi menee vastaanottajalle {member}.',
  'mail.completed.subject': 'Valmis: {document}',
  'mail.completed.body':
    'Kaikki ovat allekirjoittaneet asiakirjan ”{document}”, jonka lähetti {sender}. Allekirjoitettu asiakirja on liitteenä arkistoitavaksi.',
  'mail.expired.subject': 'Vanhentunut: {document}',
  'mail.expired.body':
    'Lähettäjän {sender} allekirjoituspyyntö asiakirjasta ”{document}” vanhentui ennen kuin kaikki olivat allekirjoittaneet. Sinun ei tarvitse tehdä mitään.',
  'mail.footerCopied':
    '{sender} lisäsi sinut tämän pyynnön kopion vastaanottajaksi: saat tiedon pyynnön päättymisestä, eikä sinun tarvitse allekirjoittaa mitään.',
  'mail.senderCompleted.body':
    'Kaikki ovat allekirjoittaneet asiakirjan ”{document}”. Allekirjoitettu asiakirja on liitteenä arkistoitavaksi.',
  'mail.senderCompleted.optOut':
    'Saat tämän viestin, koska lähetit pyynnön. Voit lopettaa näiden viestien tilaamisen Countersignin Ilmoitukset-kohdassa.',

  'mail.senderDeclined.subject': 'Allekirjoittamisesta kieltäytyi {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), allekirjoittajan roolissa {role}, kieltäytyi allekirjoittamasta asiakirjaa ”{document}”. Pyyntö on päättynyt, eikä kukaan muu voi allekirjoittaa sitä.',
  'mail.senderDeclined.open': 'Avaa pyyntö',
  'mail.senderDeclined.request': 'Pyyntö: {id}',
  'mail.senderDeclined.reply': 'Vastaa tähän sähköpostiin tavoittaaksesi henkilön {decliner}.',
  'mail.senderFooter': 'Tämän viestin lähetti Countersign työtilan {workspace} puolesta.',

  'mail.verification.subject': 'Koodisi asiakirjan {document} avaamiseen',
  'mail.verification.body':
    '{sender} on pyytänyt sinua allekirjoittamaan asiakirjan ”{document}”. Avaa asiakirja antamalla tämä koodi allekirjoitussivulla:',
  'mail.verification.valid': 'Koodi on voimassa {minutes} minuuttia. Vain uusin koodi toimii.',
  'mail.verification.button': 'Avaa allekirjoitussivu',
  'mail.verification.notYou':
    'Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta: kukaan ei voi avata asiakirjaa ilman koodia.',

  'cert.email': 'Sähköposti',
  'cert.role': 'Rooli',
  'cert.ip': 'IP-osoite',
  'cert.userAgent': 'Selaintunniste (user agent)',
  'cert.invited': 'Kutsuttu',
  'cert.opened': 'Avattu',
  'cert.signed': 'Allekirjoitettu',
  'cert.declined': 'Kieltäydytty',
  'cert.method': 'Allekirjoitus',
  'cert.typed': 'Kirjoitettu nimi',
  'cert.drawn': 'Piirretty käsin',
  'cert.consent': 'Suostumus',
  'cert.consentText': 'Hyväksyi ilmoituksen sähköisestä allekirjoittamisesta ({language}); tekstin SHA-256:',
  'cert.language': 'Kieli',
  'cert.verification': 'Henkilöllisyyden tarkistus',
  'cert.verifiedEmail':
    'Henkilöllisyys tarkistettu osoitteeseen {email} lähetetyllä koodilla, annettu {date}',
  'cert.verifiedAccessCode': 'Lähettäjän antama pääsykoodi, annettu {date}',
  'cert.notVerified': 'Koodi vaadittiin, mutta sitä ei annettu',
  'cert.copied': 'Kopion vastaanottajat',
  'cert.copiedNote':
    'Näille henkilöille lähetetään tieto pyynnön lopputuloksesta. Heitä ei pyydetty allekirjoittamaan.',
  'sign.dateFormat': 'Kirjoita muodossa {pattern}',
  'sign.dateLetters': 'PP KK VVVV',
  'verification.lockedUntilReminded':
    'Liian monta väärää koodia. Linkki pysyy lukittuna, kunnes {sender} lähettää sen sinulle uudelleen: pyydä sitä lähettäjältä.',
  'verification.error.linkLocked':
    'Liian monta väärää koodia. Linkki pysyy lukittuna, kunnes {sender} lähettää sen sinulle uudelleen.',
  'verification.accessCase': 'Isoilla ja pienillä kirjaimilla ei ole eroa.',
  'mail.accessCodeNeeded':
    'Asiakirjan avaamiseen tarvitset pääsykoodin, jonka {sender} antaa sinulle erikseen. Se ei ole tässä sähköpostissa; jos sinulla ei ole sitä, pyydä sitä lähettäjältä ({sender}).',
  'mail.senderLinkLocked.subject': 'Allekirjoituslinkki lukittu: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Allekirjoittajan {signer} ({email}) allekirjoituslinkkiin syötettiin {count} väärää koodia. Hän allekirjoittaa asiakirjan ”{document}” roolissa {role}. Linkki on lukittu: se ei avaudu kenellekään, ennen kuin lähetät muistutuksen allekirjoittajalle {signer}.',
  'mail.senderLinkLocked.unlock':
    'Jos virheet teki {signer}, lähetä muistutus pyynnön sivulta (tai API:n remind-kutsulla): muistutus avaa linkin lukituksen. Muussa tapauksessa linkki voi olla jonkun muun hallussa: harkitse pyynnön mitätöimistä.',
  'verification.error.lockedHours': 'Liian monta väärää koodia. Yritä uudelleen {wait} tunnin kuluttua.',

  'field.chooseBetween': 'Valitse {min}–{max}.',
  'field.chooseAtLeast': 'Valitse vähintään {min}.',
  'field.chooseAtMost': 'Valitse enintään {max}.',
  'field.fileHint': 'PDF-, PNG- tai JPEG-tiedosto, enintään 10 Mt.',
  'field.filesHint': 'Enintään {max} PDF-, PNG- tai JPEG-tiedostoa, kukin enintään 10 Mt.',
  'field.imageHint': 'PNG- tai JPEG-kuva, enintään 5 Mt.',
  'field.remove': 'Poista',
  'field.removeFile': 'Poista {name}',
  'field.uploading': 'Ladataan: {name}',
  'field.preview': 'Esikatselu: {name}',
  'field.readonlyNote': 'Lähettäjän täyttämä; ei voi muuttaa.',
  'field.imageGiven': 'Lähettäjän antama kuva',
  'error.phone': '{label}: arvo ei ole puhelinnumero.',
  'error.phoneRegion':
    '{label}: arvo ei ole puhelinnumero. Ilman maatunnusta numero tulkitaan maan {code} numeroksi: muun maan numerossa aloita merkillä + ja maatunnuksella.',
  'error.pattern': '{label}: arvo ei ole pyydetyssä muodossa.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': '{label}: valitse vähintään {min}.',
  'error.chooseMax': '{label}: valitse enintään {max}.',
  'error.tooManyFiles': '{label}: enintään {max} tiedostoa. Poista ensin yksi.',
  'error.fileType': '{name} ei ole PDF-, PNG- tai JPEG-tiedosto.',
  'error.imageType': '{name} ei ole PNG- tai JPEG-kuva.',
  'error.fileSize': '{name} on suurempi kuin {size}.',
  'error.upload': 'Tiedostoa {name} ei voitu liittää: {reason}',
  'error.uploadFailed': 'Tiedostoa {name} ei voitu liittää. Yritä uudelleen.',
});
