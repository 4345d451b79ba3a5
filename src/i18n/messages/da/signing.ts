// Dansk (du-form, som offentlige myndigheder og banker). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'Gå til indholdet',
  'page.languages': 'Sprog',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} hos {workspace}',
  'sender.contact': '{member} hos {workspace} ({email})',

  'sign.title': 'Underskriv {document}',
  'sign.lead': '{sender} beder dig, {name} ({email}), om at underskrive dette dokument som {role}.',
  'sign.deadline': 'Underskriv senest {deadline}.',
  'sign.noscript':
    'Underskrivning kræver JavaScript. Slå det til i din browser, eller bed {sender} om et papireksemplar, som du kan underskrive i hånden.',
  'sign.documentHeading': 'Dokumentet',
  'sign.download': '{link} for at læse eller udskrive det.',
  'sign.downloadLink': 'Download dokumentet som pdf',
  'sign.documentLabel': 'Dokumentets tekst',
  'sign.pdfTitle': 'Dokumentet (pdf)',
  'sign.nextField': 'Næste felt',
  'sign.allFilled': 'Alle felter er udfyldt. Sæt kryds i feltet nedenfor, og underskriv.',
  'sign.signHere': 'Underskriv her: {label}',
  'sign.pageOf': 'Side {n} af {total}',
  'sign.heading': 'Underskriv',
  'sign.details': 'Dine oplysninger',
  'sign.required': '(skal udfyldes)',
  'sign.choose': 'Vælg…',
  'sign.signatureLegend': 'Din underskrift',
  'sign.modeTyped': 'Skriv mit navn',
  'sign.modeDrawn': 'Tegn min underskrift',
  'sign.typedLabel': 'Skriv dit fulde navn som underskrift',
  'sign.drawHelp': 'Tegn din underskrift i feltet med mus, finger eller pen.',
  'sign.drawArea': 'Tegneflade til underskriften',
  'sign.clear': 'Ryd tegningen',
  'sign.consentLegend': 'Samtykke til elektronisk underskrift',
  'sign.button': 'Underskriv',
  'sign.signing': 'Underskriver…',
  'sign.yes': 'Ja',
  'sign.no': 'Nej',
  'sign.fillBelow': '{label}: du udfylder dette nedenfor',
  'sign.fillBy': '{label}: udfyldes af {role}',
  'sign.fillBySender': '{label}: udfyldes af afsenderen',
  'sign.signedBy': '(underskrevet af {name})',
  'sign.signedOn': 'Underskrevet af {name} den {date}',
  'cert.initials': 'Initialer',
  'sign.notSigned': 'Endnu ikke underskrevet',
  'sign.guideLabel': 'Dine felter',
  'sign.fieldOf': 'Felt {n} af {total}',
  'sign.back': 'Tilbage',
  'sign.next': 'Næste',
  'sign.finish': 'Afslut',
  'sign.done': 'Færdig',
  'sign.ready': 'Alt er udfyldt: gennemse og underskriv nedenfor',
  'sign.optional': '(valgfrit)',
  'sign.emptyBox': '{label}: tomt',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'afkrydset',
  'sign.unchecked': 'ikke afkrydset',
  'sign.zoomIn': 'Zoom ind',
  'sign.zoomOut': 'Zoom ud',
  'sign.zoomFit': 'Tilpas til bredden',
  'sign.zoomLabel': 'Zoom',
  'sign.signingDate': 'Datoen for underskriften, udfyldt for dig.',
  'sign.initialsLegend': 'Dine initialer',
  'sign.initialsTyped': 'Skriv mine initialer',
  'sign.initialsDrawn': 'Tegn mine initialer',
  'sign.initialsLabel': 'Dine initialer',
  'sign.initialsHelp': 'Tegn dine initialer i feltet.',
  'sign.initialsArea': 'Tegneflade til initialerne',
  'sign.fieldProblem': 'Gå til {label}',

  'verification.title': 'Bekræft, at det er dig: {document}',
  'verification.lead':
    '{sender} beder dig om at underskrive dette dokument. Før det åbnes, skal du bekræfte, at dette link til underskrift er dit.',
  'verification.accessHeading': 'Indtast din adgangskode',
  'verification.accessHelp':
    '{sender} har givet dig en adgangskode til dette dokument, adskilt fra e-mailen med dette link. Hvis du ikke har den, så spørg {sender}.',
  'verification.accessLabel': 'Adgangskode',
  'verification.emailHeading': 'Få en kode på e-mail',
  'verification.emailHelp': 'Vi sender en 6-cifret kode til {email}. Den er gyldig i {minutes} minutter.',
  'verification.emailLabel': '6-cifret kode fra e-mailen',
  'verification.send': 'Send mig en kode',
  'verification.sendAgain': 'Send mig en ny kode',
  'verification.submit': 'Fortsæt',
  'verification.lockedUntil': 'Der er indtastet for mange forkerte koder. Du kan prøve igen fra {time}.',
  'verification.sent': 'Vi har sendt en kode til {email}. Den er gyldig i {minutes} minutter.',
  'verification.sending': 'Sender…',
  'verification.checking': 'Kontrollerer…',
  'verification.error.empty': 'Indtast koden.',
  'verification.error.digits': 'Koden består af 6 cifre.',
  'verification.error.wrong': 'Koden er forkert eller udløbet. Forsøg tilbage: {count}.',
  'verification.error.locked': 'For mange forkerte koder. Prøv igen om {wait} minutter.',
  'verification.error.sendLimit':
    'Du har bedt om 5 koder inden for den seneste time. Prøv igen om {wait} minutter.',
  'verification.error.failed': 'Noget gik galt. Prøv igen.',

  'order.only': 'Du er den eneste underskriver.',
  'order.first': 'Du underskriver som den første af {count}; de andre underskriver efter dig.',
  'order.firstOfTwo': 'Du underskriver som den første af to; den anden underskriver skriver under efter dig.',
  'order.afterOne':
    'Du underskriver som den {position} af {count}; den første underskriver har underskrevet.',
  'order.afterMany':
    'Du underskriver som den {position} af {count}; de første {earlier} underskrivere har underskrevet.',
  'order.ordinals': 'første|anden|tredje|fjerde|femte|sjette|syvende|ottende|niende|tiende',
  'order.numbers': 'en|to|tre|fire|fem|seks|syv|otte|ni|ti',

  'consent.intro':
    '{sender} bruger Countersign til at indhente underskrifter elektronisk. Bemærk følgende, før du underskriver:',
  'consent.electronic':
    'Ved at sætte kryds i feltet accepterer du at modtage dette dokument og meddelelser om det elektronisk og at underskrive det elektronisk. Din elektroniske underskrift har samme virkning som en underskrift på papir.',
  'consent.paper':
    'Du kan når som helst få et papireksemplar gratis: download pdf-filen ovenfor, og udskriv den, eller bed {contact} om at sende dig et. Når alle har underskrevet, sendes den underskrevne pdf-fil på e-mail til {email} og kan downloades fra denne side.',
  'consent.paperNoEmail':
    'Du kan når som helst få et papireksemplar gratis: download pdf-filen ovenfor, og udskriv den, eller bed {contact} om at sende dig et. Når alle har underskrevet, kan den underskrevne pdf-fil downloades fra denne side.',
  'consent.withdraw':
    'Du er ikke forpligtet til at underskrive elektronisk. Du kan afslå nedenfor eller kontakte {contact} for i stedet at underskrive på papir. Hvis du senere trækker dit samtykke tilbage, ophæver det ikke en underskrift, du allerede har givet.',
  'consent.requirements':
    'Du skal bruge en opdateret webbrowser, et pdf-program til at se eller udskrive dokumentet og adgang til e-mailadressen {email}. Hvis den ændres, så giv {contact} besked.',
  'consent.agree':
    'Jeg har læst ovenstående oplysninger, jeg accepterer at bruge elektroniske dokumenter og at underskrive dette dokument elektronisk, og det er min hensigt, at min elektroniske underskrift skal binde mig på samme måde som min håndskrevne underskrift.',

  'decline.summary': 'Afslå at underskrive',
  'decline.explain':
    'Hvis du afslår, kan ingen længere underskrive denne anmodning, og {sender} får besked på e-mail.',
  'decline.reason': 'Begrundelse (valgfrit, deles med {sender})',
  'decline.button': 'Afslå at underskrive',
  'decline.confirmQuestion': 'Afslå at underskrive {document}? Det kan ikke fortrydes.',
  'decline.confirm': 'Ja, afslå',
  'decline.cancel': 'Nej, gå tilbage',

  'error.typed': 'Skriv dit navn som underskrift.',
  'error.drawn': 'Tegn din underskrift i feltet.',
  'error.consent': 'Sæt kryds i feltet for at acceptere elektronisk underskrift.',
  'error.required': '{label} skal udfyldes.',
  'error.number': '{label} skal være et tal.',
  'error.email': '{label} skal være en e-mailadresse.',
  'error.tick': 'Sæt kryds ved {label} for at underskrive: det er påkrævet.',
  'error.date': '{label} skal være en dato, skrevet som {example}.',
  'error.dateMonth': '{label}: der findes ingen måned {month}.',
  'error.dateDays': '{label}: {month} har {days} dage.',
  'error.signFailed': 'Noget gik galt, og intet blev underskrevet. Prøv igen.',
  'error.declineFailed': 'Noget gik galt, og intet blev afslået. Prøv igen.',
  'error.initials': 'Skriv eller tegn dine initialer.',
  'error.range': '{label} skal være mellem {min} og {max}.',
  'error.min': '{label} skal være mindst {min}.',
  'error.max': '{label} må højst være {max}.',
  'error.integer': '{label} skal være et helt tal.',
  'error.summary': 'Ret følgende:',

  'waiting.title': 'Det er endnu ikke din tur',
  'waiting.lead': '{document} underskrives i rækkefølge. Vi venter på, at {waitingFor} underskriver først.',
  'waiting.email': 'Du får en e-mail på {email}, når det er din tur, {name}. Du kan lukke denne side.',
  'waiting.noEmail':
    'Vend tilbage til dette link, når {sender} giver dig besked om, at det er din tur. Du kan lukke denne side.',
  'signed.title': 'Tak, du har underskrevet',
  'signed.lead': 'Du underskrev {document} som {role} den {date}.',
  'signed.next':
    'Andre mangler stadig at underskrive. Når alle har gjort det, sendes det underskrevne dokument på e-mail til {email}, og du kan også downloade det via dette link. Du kan lukke denne side.',
  'signed.nextNoEmail':
    'Andre mangler stadig at underskrive. Når alle har gjort det, kan du downloade det underskrevne dokument via dette link. Du kan lukke denne side.',
  'signed.nextEmbedded':
    'Andre mangler stadig at underskrive. Når alle har gjort det, sendes det underskrevne dokument på e-mail til {email}. Du kan lukke denne side.',
  'signed.nextEmbeddedNoEmail': 'Andre mangler stadig at underskrive. Du kan lukke denne side.',
  'completed.title': 'Alle har underskrevet',
  'completed.lead':
    'Tak, {name}. Du underskrev {document} den {date}, og det har alle andre også: dokumentet er fuldt underskrevet.',
  'completed.leadOnly': 'Tak, {name}. Du underskrev {document} den {date}: dokumentet er fuldt underskrevet.',
  'completed.leadViewer': 'Alle har underskrevet {document}: dokumentet er fuldt underskrevet.',
  'completed.download': 'Download det underskrevne dokument (pdf)',
  'completed.keep':
    'Gem en kopi til dine egne optegnelser. Den slutter med et revisionscertifikat og har et digitalt segl, så enhver senere ændring kan opdages.',
  'completed.emailed': 'En kopi er også sendt på e-mail til {email}.',
  'declined.title': 'Denne anmodning er afslået',
  'declined.byYou': 'Du afslog at underskrive {document}. {sender} har fået besked.',
  'declined.other': 'En underskriver afslog at underskrive, så {document} kan ikke længere underskrives.',
  'voided.title': 'Denne anmodning er annulleret',
  'voided.text': '{sender} har annulleret denne anmodning, så {document} kan ikke længere underskrives.',
  'expired.title': 'Denne anmodning er udløbet',
  'expired.text':
    'Fristen for at underskrive {document} udløb den {date}. Bed {sender} om en ny anmodning, hvis der stadig er brug for din underskrift.',
  'removed.title': 'Denne anmodning er fjernet',
  'removed.text':
    'Denne anmodning og alt, hvad den indeholdt, er slettet permanent, så der er ikke længere noget at se eller underskrive her. Hvis du har gemt det underskrevne dokument, kan det stadig kontrolleres på den adresse, der står på det.',
  'notFound.title': 'Dette link til underskrift virker ikke',
  'notFound.text':
    'Linket er ugyldigt. Kontrollér, at du har åbnet hele linket fra e-mailen, eller bed afsenderen om at dele det igen.',

  'mail.greeting': 'Kære {name}',
  'mail.greetingAnonymous': 'Kære modtager',
  'mail.messageFrom': 'Besked fra {sender}:',
  'mail.reason': 'Angivet begrundelse:',
  'mail.button': 'Gennemse og underskriv',
  'mail.orOpen': 'Eller åbn dette link: {url}',
  'mail.deadline': 'Underskriv senest {deadline}.',
  'mail.footerLink':
    'Sendt af Countersign på vegne af {sender}. Dette link til underskrift er personligt: videresend det ikke.',
  'mail.footer': 'Sendt af Countersign på vegne af {sender}.',
  'mail.footerReply': 'Svar på denne e-mail går til {member} ({email}).',
  'mail.fromName': '{sender} via Countersign',
  'mail.invitation.subject': 'Underskriv venligst: {document}, fra {sender}',
  'mail.invitation.body': '{sender} har sendt dig "{document}" til elektronisk underskrift.',
  'mail.reminder.subject': 'Påmindelse: underskriv venligst {document}, fra {sender}',
  'mail.reminder.body': 'Dette er en påmindelse om, at "{document}" fra {sender} venter på din underskrift.',
  'mail.voided.subject': 'Annulleret: {document}',
  'mail.voided.body':
    '{sender} har annulleret anmodningen om underskrift af "{document}". Du skal ikke gøre mere.',
  'mail.declined.subject': 'Afslået: {document}',
  'mail.declined.body':
    '{decliner} afslog at underskrive "{document}", så anmodningen fra {sender} er afsluttet. Du skal ikke gøre mere.',
  'mail.declineConfirmation.subject': 'Du har afslået: {document}',
  'mail.declineConfirmation.body':
    'Du afslog at underskrive "{document}". Anmodningen fra {sender} er afsluttet, og afsenderen har fået besked.',
  'mail.declineConfirmation.mistake':
    'Hvis det var en fejl, kan du svare på denne e-mail for at kontakte {member}.',
  'mail.completed.subject': 'Fuldført: {document}',
  'mail.completed.body':
    'Alle har underskrevet "{document}", sendt af {sender}. Det fuldt underskrevne dokument er vedhæftet til dine optegnelser.',
  'mail.expired.subject': 'Udløbet: {document}',
  'mail.expired.body':
    'Anmodningen om underskrift af "{document}" fra {sender} udløb, før alle havde underskrevet. Du skal ikke gøre mere.',
  'mail.footerCopied':
    '{sender} har sat dig cc på denne anmodning: du får besked om, hvordan den ender, og du skal ikke underskrive noget.',
  'mail.senderCompleted.body':
    'Alle har underskrevet "{document}". Det fuldt underskrevne dokument er vedhæftet til dine optegnelser.',
  'mail.senderCompleted.optOut':
    'Du modtager dette, fordi du sendte anmodningen. Hvis du ikke længere vil have disse e-mails, kan du slå dem fra under Notifikationer i Countersign.',

  'mail.senderDeclined.subject': 'Afslået af {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), der skulle underskrive som {role}, afslog at underskrive "{document}". Anmodningen er afsluttet, og ingen andre kan underskrive den.',
  'mail.senderDeclined.open': 'Åbn anmodningen',
  'mail.senderDeclined.request': 'Anmodning: {id}',
  'mail.senderDeclined.reply': 'Svar på denne e-mail for at kontakte {decliner}.',
  'mail.senderFooter': 'Sendt af Countersign for {workspace}.',

  'mail.verification.subject': 'Din kode til at åbne {document}',
  'mail.verification.body':
    '{sender} har bedt dig om at underskrive "{document}". For at åbne det skal du indtaste denne kode på siden til underskrift:',
  'mail.verification.valid': 'Koden er gyldig i {minutes} minutter. Kun den nyeste kode virker.',
  'mail.verification.button': 'Åbn siden til underskrift',
  'mail.verification.notYou':
    'Hvis du ikke har bedt om en kode, kan du se bort fra denne e-mail: ingen kan åbne dokumentet uden koden.',

  'cert.email': 'E-mail',
  'cert.role': 'Rolle',
  'cert.ip': 'IP-adresse',
  'cert.userAgent': 'Browser (user agent)',
  'cert.invited': 'Inviteret',
  'cert.opened': 'Åbnet',
  'cert.signed': 'Underskrevet',
  'cert.declined': 'Afslået',
  'cert.method': 'Underskrift',
  'cert.typed': 'Skrevet navn',
  'cert.drawn': 'Tegnet i hånden',
  'cert.consent': 'Samtykke',
  'cert.consentText':
    'Accepterede oplysningerne om elektronisk underskrift ({language}); SHA-256 af teksten:',
  'cert.language': 'Sprog',
  'cert.verification': 'Identitetskontrol',
  'cert.verifiedEmail': 'Identitet kontrolleret med en kode sendt til {email}, indtastet {date}',
  'cert.verifiedAccessCode': 'Adgangskode givet af afsenderen, indtastet {date}',
  'cert.notVerified': 'Der krævedes en kode; ingen blev indtastet',
  'cert.copied': 'Cc',
  'cert.copiedNote': 'Disse personer får besked om anmodningens udfald. De blev ikke bedt om at underskrive.',
  'sign.dateFormat': 'Skriv den som {pattern}',
  'sign.dateLetters': 'DD MM ÅÅÅÅ',
  'verification.lockedUntilReminded':
    'Der er indtastet for mange forkerte koder. Dette link forbliver låst, indtil {sender} sender det til dig igen: kontakt afsenderen.',
  'verification.error.linkLocked':
    'Der er indtastet for mange forkerte koder. Dette link forbliver låst, indtil {sender} sender det til dig igen.',
  'verification.accessCase': 'Store og små bogstaver regnes for det samme.',
  'mail.accessCodeNeeded':
    'For at åbne dokumentet skal du bruge den adgangskode, som {sender} giver dig separat. Den står ikke i denne e-mail; hvis du ikke har den, så spørg {sender}.',
  'mail.senderLinkLocked.subject': 'Link til underskrift låst: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Der er indtastet {count} forkerte koder på linket til underskrift for {signer} ({email}), som underskriver "{document}" som {role}. Linket er låst: det åbner ikke for nogen, før du sender {signer} en påmindelse.',
  'mail.senderLinkLocked.unlock':
    'Hvis det var {signer}, der tastede forkert, så send en påmindelse fra anmodningen (eller med API’ets remind-kald): påmindelsen låser linket op. Hvis ikke, kan en anden have linket: overvej at annullere anmodningen.',
  'verification.error.lockedHours': 'For mange forkerte koder. Prøv igen om {wait} timer.',

  'field.chooseBetween': 'Vælg fra {min} til {max}.',
  'field.chooseAtLeast': 'Vælg mindst {min}.',
  'field.chooseAtMost': 'Vælg højst {max}.',
  'field.fileHint': 'En pdf-, png- eller jpeg-fil på højst 10 MB.',
  'field.filesHint': 'Op til {max} pdf-, png- eller jpeg-filer på højst 10 MB hver.',
  'field.imageHint': 'Et png- eller jpeg-billede på højst 5 MB.',
  'field.remove': 'Fjern',
  'field.removeFile': 'Fjern {name}',
  'field.uploading': 'Uploader {name}',
  'field.preview': 'Eksempel på {name}',
  'field.readonlyNote': 'Udfyldt af afsenderen; kan ikke ændres.',
  'field.imageGiven': 'Et billede fra afsenderen',
  'error.phone': '{label} er ikke et telefonnummer.',
  'error.phoneRegion':
    '{label} er ikke et telefonnummer. Uden landekode læses et nummer som et {code}-nummer: for et andet land skal du starte med + og landekoden.',
  'error.pattern': '{label} har ikke det ønskede format.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'Vælg mindst {min} for {label}.',
  'error.chooseMax': 'Vælg højst {max} for {label}.',
  'error.tooManyFiles': '{label} kan højst have {max} filer: fjern en først.',
  'error.fileType': '{name} er ikke en pdf-, png- eller jpeg-fil.',
  'error.imageType': '{name} er ikke et png- eller jpeg-billede.',
  'error.fileSize': '{name} er større end {size}.',
  'error.upload': '{name} kunne ikke vedhæftes: {reason}',
  'error.uploadFailed': '{name} kunne ikke vedhæftes. Prøv igen.',
});
