// Nederlands (u-vorm). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'Naar de inhoud',
  'page.languages': 'Taal',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} van {workspace}',
  'sender.contact': '{member} van {workspace} ({email})',

  'sign.title': '{document} ondertekenen',
  'sign.lead': '{sender} vraagt u, {name} ({email}), dit document te ondertekenen als {role}.',
  'sign.deadline': 'Onderteken uiterlijk {deadline}.',
  'sign.noscript':
    'Voor het ondertekenen is JavaScript nodig. Schakel het in uw browser in, of vraag {sender} om een papieren exemplaar om met de hand te ondertekenen.',
  'sign.documentHeading': 'Het document',
  'sign.download': '{link} om het te lezen of af te drukken.',
  'sign.downloadLink': 'Download het document als pdf',
  'sign.documentLabel': 'Tekst van het document',
  'sign.pdfTitle': 'Het document (pdf)',
  'sign.nextField': 'Volgend veld',
  'sign.allFilled': 'Alle velden zijn ingevuld. Vink hieronder het vakje aan en onderteken.',
  'sign.signHere': 'Hier ondertekenen: {label}',
  'sign.pageOf': 'Pagina {n} van {total}',
  'sign.heading': 'Ondertekenen',
  'sign.details': 'Uw gegevens',
  'sign.required': '(verplicht)',
  'sign.choose': 'Kies…',
  'sign.signatureLegend': 'Uw handtekening',
  'sign.modeTyped': 'Mijn naam typen',
  'sign.modeDrawn': 'Mijn handtekening tekenen',
  'sign.typedLabel': 'Typ uw volledige naam als handtekening',
  'sign.drawHelp': 'Teken uw handtekening in het vak met een muis, vinger of stylus.',
  'sign.drawArea': 'Tekenvlak voor de handtekening',
  'sign.clear': 'Tekening wissen',
  'sign.consentLegend': 'Toestemming voor elektronisch ondertekenen',
  'sign.button': 'Ondertekenen',
  'sign.signing': 'Bezig met ondertekenen…',
  'sign.yes': 'Ja',
  'sign.no': 'Nee',
  'sign.fillBelow': '{label}: dit vult u hieronder in',
  'sign.fillBy': '{label}: in te vullen door {role}',
  'sign.fillBySender': '{label}: in te vullen door de afzender',
  'sign.signedBy': '(ondertekend door {name})',
  'sign.signedOn': 'Ondertekend door {name} op {date}',
  'cert.initials': 'Paraaf',
  'sign.notSigned': 'Nog niet ondertekend',
  'sign.guideLabel': 'Uw velden',
  'sign.fieldOf': 'Veld {n} van {total}',
  'sign.back': 'Vorige',
  'sign.next': 'Volgende',
  'sign.finish': 'Afronden',
  'sign.done': 'Klaar',
  'sign.ready': 'Alles ingevuld: controleer en onderteken hieronder',
  'sign.optional': '(optioneel)',
  'sign.emptyBox': '{label}: leeg',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'aangevinkt',
  'sign.unchecked': 'niet aangevinkt',
  'sign.zoomIn': 'Inzoomen',
  'sign.zoomOut': 'Uitzoomen',
  'sign.zoomFit': 'Aanpassen aan breedte',
  'sign.zoomLabel': 'Zoomen',
  'sign.signingDate': 'De datum van ondertekening, voor u ingevuld.',
  'sign.initialsLegend': 'Uw paraaf',
  'sign.initialsTyped': 'Mijn paraaf typen',
  'sign.initialsDrawn': 'Mijn paraaf tekenen',
  'sign.initialsLabel': 'Uw paraaf',
  'sign.initialsHelp': 'Teken uw paraaf in het vak.',
  'sign.initialsArea': 'Tekenvlak voor de paraaf',
  'sign.fieldProblem': 'Ga naar {label}',

  'verification.title': 'Bevestig dat u het bent: {document}',
  'verification.lead':
    '{sender} vraagt u dit document te ondertekenen. Bevestig voordat het wordt geopend dat deze ondertekeningslink van u is.',
  'verification.accessHeading': 'Voer uw toegangscode in',
  'verification.accessHelp':
    '{sender} heeft u voor dit document een toegangscode gegeven, los van de e-mail met deze link. Hebt u die niet, vraag dan {sender} erom.',
  'verification.accessLabel': 'Toegangscode',
  'verification.emailHeading': 'Een code per e-mail ontvangen',
  'verification.emailHelp':
    'We e-mailen een 6-cijferige code naar {email}. Deze is {minutes} minuten geldig.',
  'verification.emailLabel': '6-cijferige code uit de e-mail',
  'verification.send': 'Stuur mij een code',
  'verification.sendAgain': 'Stuur mij een nieuwe code',
  'verification.submit': 'Doorgaan',
  'verification.lockedUntil':
    'Er zijn te veel onjuiste codes ingevoerd. U kunt het vanaf {time} opnieuw proberen.',
  'verification.sent': 'We hebben een code naar {email} gestuurd. Deze is {minutes} minuten geldig.',
  'verification.sending': 'Bezig met verzenden…',
  'verification.checking': 'Bezig met controleren…',
  'verification.error.empty': 'Voer de code in.',
  'verification.error.digits': 'De code bestaat uit 6 cijfers.',
  'verification.error.wrong': 'Deze code is onjuist of verlopen. Resterende pogingen: {count}.',
  'verification.error.locked': 'Te veel onjuiste codes. Probeer het over {wait} minuten opnieuw.',
  'verification.error.sendLimit':
    'U hebt in het afgelopen uur 5 codes aangevraagd. Probeer het over {wait} minuten opnieuw.',
  'verification.error.failed': 'Er is iets misgegaan. Probeer het opnieuw.',

  'order.only': 'U bent de enige ondertekenaar.',
  'order.first': 'U ondertekent als eerste van {count}; de anderen ondertekenen na u.',
  'order.firstOfTwo': 'U ondertekent als eerste van twee; de andere ondertekenaar ondertekent na u.',
  'order.afterOne': 'U ondertekent als {position} van {count}; de eerste ondertekenaar heeft ondertekend.',
  'order.afterMany':
    'U ondertekent als {position} van {count}; de eerste {earlier} ondertekenaars hebben ondertekend.',
  'order.ordinals': 'eerste|tweede|derde|vierde|vijfde|zesde|zevende|achtste|negende|tiende',
  'order.numbers': 'een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien',

  'consent.intro':
    '{sender} gebruikt Countersign om handtekeningen elektronisch te verzamelen. Let voordat u ondertekent op het volgende:',
  'consent.electronic':
    'Door het vakje aan te vinken gaat u ermee akkoord dit document en de kennisgevingen hierover elektronisch te ontvangen en het elektronisch te ondertekenen. Uw elektronische handtekening heeft hetzelfde rechtsgevolg als een handtekening op papier.',
  'consent.paper':
    'U kunt op elk moment kosteloos een papieren exemplaar krijgen: download de pdf hierboven en druk deze af, of vraag {contact} u er een te sturen. Zodra iedereen heeft ondertekend, wordt de ondertekende pdf naar {email} gemaild en kan deze op deze pagina worden gedownload.',
  'consent.paperNoEmail':
    'U kunt op elk moment kosteloos een papieren exemplaar krijgen: download de pdf hierboven en druk deze af, of vraag {contact} u er een te sturen. Zodra iedereen heeft ondertekend, kan de ondertekende pdf op deze pagina worden gedownload.',
  'consent.withdraw':
    'U bent niet verplicht elektronisch te ondertekenen. U kunt hieronder weigeren, of contact opnemen met {contact} om in plaats daarvan op papier te ondertekenen. Als u uw toestemming later intrekt, wordt een al gezette handtekening daarmee niet ongedaan gemaakt.',
  'consent.requirements':
    'U hebt een actuele webbrowser nodig, een pdf-lezer om het document te bekijken of af te drukken, en toegang tot het e-mailadres {email}. Wijzigt dit, laat het dan {contact} weten.',
  'consent.agree':
    'Ik heb de bovenstaande kennisgeving gelezen, ik ga akkoord met het gebruik van elektronische documenten en met het elektronisch ondertekenen van dit document, en ik wil dat mijn elektronische handtekening mij op dezelfde wijze bindt als mijn handgeschreven handtekening.',

  'decline.summary': 'Ondertekenen weigeren',
  'decline.explain':
    'Als u weigert, kan niemand dit verzoek meer ondertekenen en wordt {sender} per e-mail op de hoogte gebracht.',
  'decline.reason': 'Reden (optioneel, wordt gedeeld met {sender})',
  'decline.button': 'Ondertekenen weigeren',
  'decline.confirmQuestion': 'Ondertekenen van {document} weigeren? Dit kan niet ongedaan worden gemaakt.',
  'decline.confirm': 'Ja, weigeren',
  'decline.cancel': 'Nee, terug',

  'error.typed': 'Typ uw naam als handtekening.',
  'error.drawn': 'Teken uw handtekening in het vak.',
  'error.consent': 'Vink het vakje aan om akkoord te gaan met elektronisch ondertekenen.',
  'error.required': '{label} is verplicht.',
  'error.number': '{label} moet een getal zijn.',
  'error.email': '{label} moet een e-mailadres zijn.',
  'error.tick': 'Vink {label} aan om te ondertekenen: dit is verplicht.',
  'error.date': '{label} moet een datum zijn, geschreven als {example}.',
  'error.dateMonth': '{label}: maand {month} bestaat niet.',
  'error.dateDays': '{label}: {month} heeft {days} dagen.',
  'error.signFailed': 'Er is iets misgegaan en er is niets ondertekend. Probeer het opnieuw.',
  'error.declineFailed': 'Er is iets misgegaan en er is niets geweigerd. Probeer het opnieuw.',
  'error.initials': 'Typ of teken uw paraaf.',
  'error.range': '{label} moet tussen {min} en {max} liggen.',
  'error.min': '{label} moet minimaal {min} zijn.',
  'error.max': '{label} mag maximaal {max} zijn.',
  'error.integer': '{label} moet een geheel getal zijn.',
  'error.summary': 'Corrigeer het volgende:',

  'waiting.title': 'U bent nog niet aan de beurt',
  'waiting.lead':
    '{document} wordt in volgorde ondertekend. We wachten tot {waitingFor} eerst heeft ondertekend.',
  'waiting.email':
    'U ontvangt een e-mail op {email} zodra u aan de beurt bent, {name}. U kunt deze pagina sluiten.',
  'waiting.noEmail':
    'Kom terug naar deze link wanneer {sender} u laat weten dat u aan de beurt bent. U kunt deze pagina sluiten.',
  'signed.title': 'Dank u, u hebt ondertekend',
  'signed.lead': 'U hebt {document} op {date} ondertekend als {role}.',
  'signed.next':
    'Anderen moeten nog ondertekenen. Zodra iedereen dat heeft gedaan, wordt het ondertekende document naar {email} gemaild; u kunt het ook via deze link downloaden. U kunt deze pagina sluiten.',
  'signed.nextNoEmail':
    'Anderen moeten nog ondertekenen. Zodra iedereen dat heeft gedaan, kunt u het ondertekende document via deze link downloaden. U kunt deze pagina sluiten.',
  'signed.nextEmbedded':
    'Anderen moeten nog ondertekenen. Zodra iedereen dat heeft gedaan, wordt het ondertekende document naar {email} gemaild. U kunt deze pagina sluiten.',
  'signed.nextEmbeddedNoEmail': 'Anderen moeten nog ondertekenen. U kunt deze pagina sluiten.',
  'completed.title': 'Iedereen heeft ondertekend',
  'completed.lead':
    'Dank u, {name}. U hebt {document} op {date} ondertekend, net als alle anderen: het document is volledig ondertekend.',
  'completed.leadOnly':
    'Dank u, {name}. U hebt {document} op {date} ondertekend: het document is volledig ondertekend.',
  'completed.leadViewer': 'Iedereen heeft {document} ondertekend: het document is volledig ondertekend.',
  'completed.download': 'Download het ondertekende document (pdf)',
  'completed.keep':
    'Bewaar een exemplaar voor uw administratie. Het eindigt met een auditcertificaat en draagt een digitaal zegel, zodat elke latere wijziging kan worden vastgesteld.',
  'completed.emailed': 'Er is ook een exemplaar naar {email} gemaild.',
  'declined.title': 'Dit verzoek is geweigerd',
  'declined.byYou': 'U hebt geweigerd {document} te ondertekenen. {sender} is op de hoogte gebracht.',
  'declined.other':
    'Een ondertekenaar heeft geweigerd te ondertekenen, dus {document} kan niet meer worden ondertekend.',
  'voided.title': 'Dit verzoek is ingetrokken',
  'voided.text': '{sender} heeft dit verzoek ingetrokken, dus {document} kan niet meer worden ondertekend.',
  'expired.title': 'Dit verzoek is verlopen',
  'expired.text':
    'De termijn voor het ondertekenen van {document} is op {date} verstreken. Vraag {sender} om een nieuw verzoek als uw handtekening nog nodig is.',
  'removed.title': 'Dit verzoek is verwijderd',
  'removed.text':
    'Dit verzoek en alles wat het bevatte zijn definitief verwijderd, dus hier valt niets meer te bekijken of te ondertekenen. Hebt u het ondertekende document bewaard, dan kan het nog steeds worden gecontroleerd op het adres dat erop staat.',
  'notFound.title': 'Deze ondertekeningslink werkt niet',
  'notFound.text':
    'De link is ongeldig. Controleer of u de volledige link uit de e-mail hebt geopend, of vraag de afzender de link opnieuw te delen.',

  'mail.greeting': 'Geachte {name},',
  'mail.greetingAnonymous': 'Geachte heer, mevrouw,',
  'mail.messageFrom': 'Bericht van {sender}:',
  'mail.reason': 'Opgegeven reden:',
  'mail.button': 'Bekijken en ondertekenen',
  'mail.orOpen': 'Of open deze link: {url}',
  'mail.deadline': 'Onderteken uiterlijk {deadline}.',
  'mail.footerLink':
    'Verzonden door Countersign namens {sender}. Deze ondertekeningslink is persoonlijk: stuur hem niet door.',
  'mail.footer': 'Verzonden door Countersign namens {sender}.',
  'mail.footerReply': 'Antwoorden op deze e-mail gaan naar {member} ({email}).',
  'mail.fromName': '{sender} via Countersign',
  'mail.invitation.subject': 'Graag ondertekenen: {document}, van {sender}',
  'mail.invitation.body': '{sender} heeft u "{document}" gestuurd om elektronisch te ondertekenen.',
  'mail.reminder.subject': 'Herinnering: graag {document} ondertekenen, van {sender}',
  'mail.reminder.body': 'Dit is een herinnering dat "{document}" van {sender} op uw handtekening wacht.',
  'mail.voided.subject': 'Ingetrokken: {document}',
  'mail.voided.body':
    '{sender} heeft het ondertekeningsverzoek voor "{document}" ingetrokken. U hoeft niets meer te doen.',
  'mail.declined.subject': 'Geweigerd: {document}',
  'mail.declined.body':
    '{decliner} heeft geweigerd "{document}" te ondertekenen, dus het verzoek van {sender} is beëindigd. U hoeft niets meer te doen.',
  'mail.declineConfirmation.subject': 'U hebt geweigerd: {document}',
  'mail.declineConfirmation.body':
    'U hebt geweigerd "{document}" te ondertekenen. Het verzoek van {sender} is beëindigd en de afzender is op de hoogte gebracht.',
  'mail.declineConfirmation.mistake':
    'Was dit een vergissing, beantwoord dan deze e-mail om {member} te bereiken.',
  'mail.completed.subject': 'Voltooid: {document}',
  'mail.completed.body':
    'Iedereen heeft "{document}" ondertekend, verzonden door {sender}. Het ondertekende document is bijgevoegd voor uw administratie.',
  'mail.expired.subject': 'Verlopen: {document}',
  'mail.expired.body':
    'Het ondertekeningsverzoek voor "{document}" van {sender} is verlopen voordat iedereen had ondertekend. U hoeft niets meer te doen.',
  'mail.footerCopied':
    '{sender} heeft u in kopie gezet bij dit verzoek: u hoort hoe het afloopt en u hoeft niets te ondertekenen.',
  'mail.senderCompleted.body':
    'Iedereen heeft "{document}" ondertekend. Het ondertekende document is bijgevoegd voor uw administratie.',
  'mail.senderCompleted.optOut':
    'U ontvangt dit omdat u het verzoek hebt verzonden. Wilt u deze e-mails niet meer ontvangen, schakel ze dan uit onder Meldingen in Countersign.',

  'mail.senderDeclined.subject': 'Geweigerd door {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), ondertekenaar als {role}, heeft geweigerd "{document}" te ondertekenen. Het verzoek is beëindigd en niemand anders kan het nog ondertekenen.',
  'mail.senderDeclined.open': 'Het verzoek openen',
  'mail.senderDeclined.request': 'Verzoek: {id}',
  'mail.senderDeclined.reply': 'Beantwoord deze e-mail om {decliner} te bereiken.',
  'mail.senderFooter': 'Verzonden door Countersign voor {workspace}.',

  'mail.verification.subject': 'Uw code om {document} te openen',
  'mail.verification.body':
    '{sender} heeft u gevraagd "{document}" te ondertekenen. Voer deze code in op de ondertekeningspagina om het te openen:',
  'mail.verification.valid': 'De code is {minutes} minuten geldig. Alleen de nieuwste code werkt.',
  'mail.verification.button': 'De ondertekeningspagina openen',
  'mail.verification.notYou':
    'Hebt u geen code aangevraagd, dan kunt u deze e-mail negeren: zonder de code kan niemand het document openen.',

  'cert.email': 'E-mail',
  'cert.role': 'Rol',
  'cert.ip': 'IP-adres',
  'cert.userAgent': 'User-agent',
  'cert.invited': 'Uitgenodigd',
  'cert.opened': 'Geopend',
  'cert.signed': 'Ondertekend',
  'cert.declined': 'Geweigerd',
  'cert.method': 'Handtekening',
  'cert.typed': 'Getypte naam',
  'cert.drawn': 'Met de hand getekend',
  'cert.consent': 'Toestemming',
  'cert.consentText':
    'Heeft de kennisgeving over elektronisch ondertekenen aanvaard ({language}); SHA-256 van de tekst:',
  'cert.language': 'Taal',
  'cert.verification': 'Identiteitscontrole',
  'cert.verifiedEmail': 'Identiteit gecontroleerd met een code verzonden naar {email}, ingevoerd op {date}',
  'cert.verifiedAccessCode': 'Toegangscode verstrekt door de afzender, ingevoerd op {date}',
  'cert.notVerified': 'Er was een code vereist; er is geen code ingevoerd',
  'cert.copied': 'In kopie',
  'cert.copiedNote':
    'Deze personen ontvangen de uitkomst van het verzoek. Hun is niet gevraagd te ondertekenen.',
  'sign.dateFormat': 'Schrijf het als {pattern}',
  'sign.dateLetters': 'DD MM JJJJ',
  'verification.lockedUntilReminded':
    'Er zijn te veel onjuiste codes ingevoerd. Deze link blijft geblokkeerd totdat {sender} hem opnieuw naar u stuurt: vraag de afzender erom.',
  'verification.error.linkLocked':
    'Er zijn te veel onjuiste codes ingevoerd. Deze link blijft geblokkeerd totdat {sender} hem opnieuw naar u stuurt.',
  'verification.accessCase': 'Hoofdletters en kleine letters gelden als hetzelfde.',
  'mail.accessCodeNeeded':
    'Om het document te openen hebt u de toegangscode nodig die {sender} u apart geeft. Deze staat niet in deze e-mail; hebt u hem niet, vraag dan {sender} erom.',
  'mail.senderLinkLocked.subject': 'Ondertekeningslink geblokkeerd: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Er zijn {count} onjuiste codes ingevoerd op de ondertekeningslink van {signer} ({email}), die "{document}" ondertekent als {role}. De link is geblokkeerd: hij opent voor niemand totdat u {signer} een herinnering stuurt.',
  'mail.senderLinkLocked.unlock':
    'Heeft {signer} zich vergist, stuur dan een herinnering vanuit het verzoek (of met de remind-aanroep van de API): de herinnering deblokkeert de link. Zo niet, dan heeft mogelijk iemand anders de link: overweeg het verzoek in te trekken.',
  'verification.error.lockedHours': 'Te veel onjuiste codes. Probeer het over {wait} uur opnieuw.',

  'field.chooseBetween': 'Kies er {min} tot {max}.',
  'field.chooseAtLeast': 'Kies er minimaal {min}.',
  'field.chooseAtMost': 'Kies er maximaal {max}.',
  'field.fileHint': 'Een pdf-, png- of jpeg-bestand van maximaal 10 MB.',
  'field.filesHint': 'Maximaal {max} pdf-, png- of jpeg-bestanden, elk van maximaal 10 MB.',
  'field.imageHint': 'Een png- of jpeg-afbeelding van maximaal 5 MB.',
  'field.remove': 'Verwijderen',
  'field.removeFile': '{name} verwijderen',
  'field.uploading': '{name} wordt geüpload',
  'field.preview': 'Voorbeeld van {name}',
  'field.readonlyNote': 'Ingevuld door de afzender; kan niet worden gewijzigd.',
  'field.imageGiven': 'Een afbeelding van de afzender',
  'error.phone': '{label} is geen telefoonnummer.',
  'error.phoneRegion':
    '{label} is geen telefoonnummer. Zonder landcode wordt een nummer gelezen als {code}-nummer: begin voor een ander land met + en de landcode.',
  'error.pattern': '{label} heeft niet de gevraagde vorm.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'Kies er minimaal {min} bij {label}.',
  'error.chooseMax': 'Kies er maximaal {max} bij {label}.',
  'error.tooManyFiles': '{label} accepteert maximaal {max} bestanden: verwijder er eerst een.',
  'error.fileType': '{name} is geen pdf-, png- of jpeg-bestand.',
  'error.imageType': '{name} is geen png- of jpeg-afbeelding.',
  'error.fileSize': '{name} is groter dan {size}.',
  'error.upload': '{name} kon niet worden bijgevoegd: {reason}',
  'error.uploadFailed': '{name} kon niet worden bijgevoegd. Probeer het opnieuw.',
});
