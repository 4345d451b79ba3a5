// Svenska (du-tilltal, som myndigheter och banker). Keys and {placeholders} as in en.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'Hoppa till innehållet',
  'page.languages': 'Språk',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} på {workspace}',
  'sender.contact': '{member} på {workspace} ({email})',

  'sign.title': 'Signera {document}',
  'sign.lead': '{sender} ber dig, {name} ({email}), att signera det här dokumentet som {role}.',
  'sign.deadline': 'Signera senast {deadline}.',
  'sign.noscript':
    'Signeringen kräver JavaScript. Aktivera det i din webbläsare, eller be {sender} om ett pappersexemplar att signera för hand.',
  'sign.documentHeading': 'Dokumentet',
  'sign.download': '{link} för att läsa eller skriva ut det.',
  'sign.downloadLink': 'Ladda ned dokumentet som pdf',
  'sign.documentLabel': 'Dokumentets text',
  'sign.pdfTitle': 'Dokumentet (pdf)',
  'sign.nextField': 'Nästa fält',
  'sign.allFilled': 'Alla fält är ifyllda. Kryssa i rutan nedan och signera.',
  'sign.signHere': 'Signera här: {label}',
  'sign.pageOf': 'Sida {n} av {total}',
  'sign.heading': 'Signera',
  'sign.details': 'Dina uppgifter',
  'sign.required': '(obligatoriskt)',
  'sign.choose': 'Välj…',
  'sign.signatureLegend': 'Din underskrift',
  'sign.modeTyped': 'Skriv mitt namn',
  'sign.modeDrawn': 'Rita min underskrift',
  'sign.typedLabel': 'Skriv ditt fullständiga namn som underskrift',
  'sign.drawHelp': 'Rita din underskrift i rutan med mus, finger eller pekpenna.',
  'sign.drawArea': 'Rityta för underskriften',
  'sign.clear': 'Rensa ritningen',
  'sign.consentLegend': 'Samtycke till elektronisk signering',
  'sign.button': 'Signera',
  'sign.signing': 'Signerar…',
  'sign.yes': 'Ja',
  'sign.no': 'Nej',
  'sign.fillBelow': '{label}: du fyller i detta nedan',
  'sign.fillBy': '{label}: fylls i av {role}',
  'sign.fillBySender': '{label}: fylls i av avsändaren',
  'sign.signedBy': '(signerat av {name})',
  'sign.signedOn': 'Signerat av {name} den {date}',
  'cert.initials': 'Initialer',
  'sign.notSigned': 'Inte signerat ännu',
  'sign.guideLabel': 'Dina fält',
  'sign.fieldOf': 'Fält {n} av {total}',
  'sign.back': 'Tillbaka',
  'sign.next': 'Nästa',
  'sign.finish': 'Slutför',
  'sign.done': 'Klart',
  'sign.ready': 'Allt är klart: granska och signera nedan',
  'sign.optional': '(valfritt)',
  'sign.emptyBox': '{label}: tomt',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'ikryssad',
  'sign.unchecked': 'inte ikryssad',
  'sign.zoomIn': 'Zooma in',
  'sign.zoomOut': 'Zooma ut',
  'sign.zoomFit': 'Anpassa till bredden',
  'sign.zoomLabel': 'Zoom',
  'sign.signingDate': 'Datum för signeringen, ifyllt åt dig.',
  'sign.initialsLegend': 'Dina initialer',
  'sign.initialsTyped': 'Skriv mina initialer',
  'sign.initialsDrawn': 'Rita mina initialer',
  'sign.initialsLabel': 'Dina initialer',
  'sign.initialsHelp': 'Rita dina initialer i rutan.',
  'sign.initialsArea': 'Rityta för initialerna',
  'sign.fieldProblem': 'Gå till {label}',

  'verification.title': 'Bekräfta att det är du: {document}',
  'verification.lead':
    '{sender} ber dig att signera det här dokumentet. Innan det öppnas behöver du bekräfta att signeringslänken är din.',
  'verification.accessHeading': 'Ange din åtkomstkod',
  'verification.accessHelp':
    '{sender} har gett dig en åtkomstkod till det här dokumentet, separat från e-postmeddelandet med länken. Om du inte har den, fråga {sender}.',
  'verification.accessLabel': 'Åtkomstkod',
  'verification.emailHeading': 'Få en kod via e-post',
  'verification.emailHelp': 'Vi skickar en sexsiffrig kod till {email}. Den gäller i {minutes} minuter.',
  'verification.emailLabel': 'Sexsiffrig kod från e-postmeddelandet',
  'verification.send': 'Skicka en kod till mig',
  'verification.sendAgain': 'Skicka en ny kod till mig',
  'verification.submit': 'Fortsätt',
  'verification.lockedUntil': 'För många felaktiga koder har angetts. Du kan försöka igen från {time}.',
  'verification.sent': 'Vi har skickat en kod till {email}. Den gäller i {minutes} minuter.',
  'verification.sending': 'Skickar…',
  'verification.checking': 'Kontrollerar…',
  'verification.error.empty': 'Ange koden.',
  'verification.error.digits': 'Koden består av 6 siffror.',
  'verification.error.wrong': 'Koden är felaktig eller har gått ut. Återstående försök: {count}.',
  'verification.error.locked': 'För många felaktiga koder. Försök igen om {wait} minuter.',
  'verification.error.sendLimit':
    'Du har begärt 5 koder under den senaste timmen. Försök igen om {wait} minuter.',
  'verification.error.failed': 'Något gick fel. Försök igen.',

  'order.only': 'Du är den enda som signerar.',
  'order.first': 'Du är den första av {count} att signera; de andra signerar efter dig.',
  'order.firstOfTwo': 'Du är den första av två att signera; den andra undertecknaren signerar efter dig.',
  'order.afterOne': 'Du är den {position} av {count} att signera; den första undertecknaren har signerat.',
  'order.afterMany':
    'Du är den {position} av {count} att signera; de {earlier} första undertecknarna har signerat.',
  'order.ordinals': 'första|andra|tredje|fjärde|femte|sjätte|sjunde|åttonde|nionde|tionde',
  'order.numbers': 'en|två|tre|fyra|fem|sex|sju|åtta|nio|tio',

  'consent.intro':
    '{sender} använder Countersign för att samla in underskrifter elektroniskt. Observera följande innan du signerar:',
  'consent.electronic':
    'Genom att kryssa i rutan godkänner du att ta emot det här dokumentet och meddelanden om det elektroniskt, och att signera det elektroniskt. Din elektroniska underskrift har samma verkan som en underskrift på papper.',
  'consent.paper':
    'Du kan när som helst få ett pappersexemplar kostnadsfritt: ladda ned pdf-filen ovan och skriv ut den, eller be {contact} att skicka ett till dig. När alla har signerat skickas den signerade pdf-filen med e-post till {email} och kan laddas ned från den här sidan.',
  'consent.paperNoEmail':
    'Du kan när som helst få ett pappersexemplar kostnadsfritt: ladda ned pdf-filen ovan och skriv ut den, eller be {contact} att skicka ett till dig. När alla har signerat kan den signerade pdf-filen laddas ned från den här sidan.',
  'consent.withdraw':
    'Du måste inte signera elektroniskt. Du kan avböja nedan, eller kontakta {contact} för att signera på papper i stället. Om du senare återkallar ditt samtycke påverkar det inte en underskrift som du redan har lämnat.',
  'consent.requirements':
    'Du behöver en aktuell webbläsare, en pdf-läsare för att visa eller skriva ut dokumentet och tillgång till e-postadressen {email}. Om den ändras, meddela {contact}.',
  'consent.agree':
    'Jag har läst informationen ovan, jag godkänner att använda elektroniska handlingar och att signera det här dokumentet elektroniskt, och jag avser att min elektroniska underskrift ska binda mig på samma sätt som min egenhändiga underskrift.',

  'decline.summary': 'Avböj att signera',
  'decline.explain':
    'Om du avböjer kan ingen längre signera den här begäran, och {sender} meddelas via e-post.',
  'decline.reason': 'Anledning (valfritt, delas med {sender})',
  'decline.button': 'Avböj att signera',
  'decline.confirmQuestion': 'Avböja att signera {document}? Det går inte att ångra.',
  'decline.confirm': 'Ja, avböj',
  'decline.cancel': 'Nej, gå tillbaka',

  'error.typed': 'Skriv ditt namn som underskrift.',
  'error.drawn': 'Rita din underskrift i rutan.',
  'error.consent': 'Kryssa i rutan för att godkänna elektronisk signering.',
  'error.required': '{label} är obligatoriskt.',
  'error.number': '{label} måste vara ett tal.',
  'error.email': '{label} måste vara en e-postadress.',
  'error.tick': 'Kryssa i {label} för att signera: det är obligatoriskt.',
  'error.date': '{label} måste vara ett datum, skrivet som {example}.',
  'error.dateMonth': '{label}: det finns ingen månad {month}.',
  'error.dateDays': '{label}: {month} har {days} dagar.',
  'error.signFailed': 'Något gick fel och ingenting har signerats. Försök igen.',
  'error.declineFailed': 'Något gick fel och ingenting har avböjts. Försök igen.',
  'error.initials': 'Skriv eller rita dina initialer.',
  'error.range': '{label} måste vara mellan {min} och {max}.',
  'error.min': '{label} måste vara minst {min}.',
  'error.max': '{label} får vara högst {max}.',
  'error.integer': '{label} måste vara ett heltal.',
  'error.summary': 'Rätta följande:',

  'waiting.title': 'Det är inte din tur ännu',
  'waiting.lead': '{document} signeras i tur och ordning. Vi väntar på att {waitingFor} ska signera först.',
  'waiting.email':
    'Du får ett e-postmeddelande till {email} när det är din tur, {name}. Du kan stänga den här sidan.',
  'waiting.noEmail':
    'Återkom till den här länken när {sender} meddelar att det är din tur. Du kan stänga den här sidan.',
  'signed.title': 'Tack, du har signerat',
  'signed.lead': 'Du signerade {document} som {role} den {date}.',
  'signed.next':
    'Andra personer behöver fortfarande signera. När alla har gjort det skickas det signerade dokumentet med e-post till {email}, och du kan också ladda ned det via den här länken. Du kan stänga den här sidan.',
  'signed.nextNoEmail':
    'Andra personer behöver fortfarande signera. När alla har gjort det kan du ladda ned det signerade dokumentet via den här länken. Du kan stänga den här sidan.',
  'signed.nextEmbedded':
    'Andra personer behöver fortfarande signera. När alla har gjort det skickas det signerade dokumentet med e-post till {email}. Du kan stänga den här sidan.',
  'signed.nextEmbeddedNoEmail': 'Andra personer behöver fortfarande signera. Du kan stänga den här sidan.',
  'completed.title': 'Alla har signerat',
  'completed.lead':
    'Tack, {name}. Du signerade {document} den {date}, och det har alla andra också gjort: dokumentet är färdigsignerat.',
  'completed.leadOnly': 'Tack, {name}. Du signerade {document} den {date}: dokumentet är färdigsignerat.',
  'completed.leadViewer': 'Alla har signerat {document}: dokumentet är färdigsignerat.',
  'completed.download': 'Ladda ned det signerade dokumentet (pdf)',
  'completed.keep':
    'Spara en kopia för din egen dokumentation. Den avslutas med ett granskningsintyg och har en digital försegling, så att varje senare ändring kan upptäckas.',
  'completed.emailed': 'En kopia har också skickats med e-post till {email}.',
  'declined.title': 'Den här begäran har avböjts',
  'declined.byYou': 'Du avböjde att signera {document}. {sender} har meddelats.',
  'declined.other': 'En undertecknare avböjde att signera, så {document} kan inte längre signeras.',
  'voided.title': 'Den här begäran har makulerats',
  'voided.text': '{sender} har makulerat den här begäran, så {document} kan inte längre signeras.',
  'expired.title': 'Den här begäran har gått ut',
  'expired.text':
    'Tiden för att signera {document} gick ut den {date}. Be {sender} om en ny begäran om din underskrift fortfarande behövs.',
  'removed.title': 'Den här begäran har tagits bort',
  'removed.text':
    'Den här begäran och allt den innehöll har raderats permanent, så det finns inget mer att se eller signera här. Om du har sparat det signerade dokumentet kan det fortfarande kontrolleras på adressen som står på det.',
  'notFound.title': 'Den här signeringslänken fungerar inte',
  'notFound.text':
    'Länken är ogiltig. Kontrollera att du öppnade hela länken från e-postmeddelandet, eller be avsändaren att dela den igen.',

  'mail.greeting': 'Hej {name}!',
  'mail.greetingAnonymous': 'Hej!',
  'mail.messageFrom': 'Meddelande från {sender}:',
  'mail.reason': 'Angiven anledning:',
  'mail.button': 'Granska och signera',
  'mail.orOpen': 'Eller öppna den här länken: {url}',
  'mail.deadline': 'Signera senast {deadline}.',
  'mail.footerLink':
    'Skickat av Countersign på uppdrag av {sender}. Signeringslänken är personlig: vidarebefordra den inte.',
  'mail.footer': 'Skickat av Countersign på uppdrag av {sender}.',
  'mail.footerReply': 'Svar på det här e-postmeddelandet går till {member} ({email}).',
  'mail.fromName': '{sender} via Countersign',
  'mail.invitation.subject': 'Signera: {document}, från {sender}',
  'mail.invitation.body': '{sender} har skickat ”{document}” till dig för elektronisk signering.',
  'mail.reminder.subject': 'Påminnelse: signera {document}, från {sender}',
  'mail.reminder.body':
    'Det här är en påminnelse om att ”{document}” från {sender} väntar på din underskrift.',
  'mail.voided.subject': 'Makulerad: {document}',
  'mail.voided.body':
    '{sender} har makulerat begäran om underskrift av ”{document}”. Du behöver inte göra något mer.',
  'mail.declined.subject': 'Avböjd: {document}',
  'mail.declined.body':
    '{decliner} avböjde att signera ”{document}”, så begäran från {sender} har avslutats. Du behöver inte göra något mer.',
  'mail.declineConfirmation.subject': 'Du har avböjt: {document}',
  'mail.declineConfirmation.body':
    'Du avböjde att signera ”{document}”. Begäran från {sender} har avslutats och avsändaren har meddelats.',
  'mail.declineConfirmation.mistake':
    'Om detta var ett misstag kan du svara på det här e-postmeddelandet för att nå {member}.',
  'mail.completed.subject': 'Slutförd: {document}',
  'mail.completed.body':
    'Alla har signerat ”{document}”, som skickades av {sender}. Det färdigsignerade dokumentet bifogas för din dokumentation.',
  'mail.expired.subject': 'Utgången: {document}',
  'mail.expired.body':
    'Begäran om underskrift av ”{document}” från {sender} gick ut innan alla hade signerat. Du behöver inte göra något mer.',
  'mail.footerCopied':
    '{sender} har satt dig som kopiemottagare på den här begäran: du får veta hur den avslutas och har inget att signera.',
  'mail.senderCompleted.body':
    'Alla har signerat ”{document}”. Det färdigsignerade dokumentet bifogas för din dokumentation.',
  'mail.senderCompleted.optOut':
    'Du får detta eftersom du skickade begäran. Om du inte vill få dessa e-postmeddelanden kan du stänga av dem under Aviseringar i Countersign.',

  'mail.senderDeclined.subject': 'Avböjd av {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), som skulle signera som {role}, avböjde att signera ”{document}”. Begäran har avslutats och ingen annan kan signera den.',
  'mail.senderDeclined.open': 'Öppna begäran',
  'mail.senderDeclined.request': 'Begäran: {id}',
  'mail.senderDeclined.reply': 'Svara på det här e-postmeddelandet för att nå {decliner}.',
  'mail.senderFooter': 'Skickat av Countersign för {workspace}.',

  'mail.verification.subject': 'Din kod för att öppna {document}',
  'mail.verification.body':
    '{sender} har bett dig att signera ”{document}”. För att öppna det anger du den här koden på signeringssidan:',
  'mail.verification.valid': 'Koden gäller i {minutes} minuter. Endast den senaste koden fungerar.',
  'mail.verification.button': 'Öppna signeringssidan',
  'mail.verification.notYou':
    'Om du inte har begärt någon kod kan du bortse från det här e-postmeddelandet: ingen kan öppna dokumentet utan koden.',

  'cert.email': 'E-post',
  'cert.role': 'Roll',
  'cert.ip': 'IP-adress',
  'cert.userAgent': 'Webbläsare (user agent)',
  'cert.invited': 'Inbjuden',
  'cert.opened': 'Öppnat',
  'cert.signed': 'Signerat',
  'cert.declined': 'Avböjt',
  'cert.method': 'Underskrift',
  'cert.typed': 'Skrivet namn',
  'cert.drawn': 'Ritad för hand',
  'cert.consent': 'Samtycke',
  'cert.consentText': 'Godkände informationen om elektronisk signering ({language}); SHA-256 för texten:',
  'cert.language': 'Språk',
  'cert.verification': 'Identitetskontroll',
  'cert.verifiedEmail': 'Identiteten kontrollerad med en kod skickad till {email}, angiven {date}',
  'cert.verifiedAccessCode': 'Åtkomstkod från avsändaren, angiven {date}',
  'cert.notVerified': 'En kod krävdes; ingen kod angavs',
  'cert.copied': 'Kopiemottagare',
  'cert.copiedNote': 'Dessa personer får veta utfallet av begäran. De ombads inte att signera.',
  'sign.dateFormat': 'Skriv det som {pattern}',
  'sign.dateLetters': 'DD MM ÅÅÅÅ',
  'verification.lockedUntilReminded':
    'För många felaktiga koder har angetts. Länken förblir låst tills {sender} skickar den till dig igen: kontakta avsändaren.',
  'verification.error.linkLocked':
    'För många felaktiga koder har angetts. Länken förblir låst tills {sender} skickar den till dig igen.',
  'verification.accessCase': 'Stora och små bokstäver räknas som samma.',
  'mail.accessCodeNeeded':
    'För att öppna dokumentet behöver du den åtkomstkod som {sender} ger dig separat. Den finns inte i det här e-postmeddelandet; om du inte har den, fråga {sender}.',
  'mail.senderLinkLocked.subject': 'Signeringslänk låst: {signer}, {document}',
  'mail.senderLinkLocked.body':
    '{count} felaktiga koder har angetts på signeringslänken för {signer} ({email}), som signerar ”{document}” som {role}. Länken är låst: den öppnas inte för någon förrän du skickar en påminnelse till {signer}.',
  'mail.senderLinkLocked.unlock':
    'Om det var {signer} som angav fel kod, skicka en påminnelse från begäran (eller med API:ets remind-anrop): påminnelsen låser upp länken. Om inte kan någon annan ha länken: överväg att makulera begäran.',
  'verification.error.lockedHours': 'För många felaktiga koder. Försök igen om {wait} timmar.',

  'field.chooseBetween': 'Välj från {min} till {max}.',
  'field.chooseAtLeast': 'Välj minst {min}.',
  'field.chooseAtMost': 'Välj högst {max}.',
  'field.fileHint': 'En pdf-, png- eller jpeg-fil på högst 10 MB.',
  'field.filesHint': 'Upp till {max} pdf-, png- eller jpeg-filer på högst 10 MB vardera.',
  'field.imageHint': 'En png- eller jpeg-bild på högst 5 MB.',
  'field.remove': 'Ta bort',
  'field.removeFile': 'Ta bort {name}',
  'field.uploading': 'Laddar upp {name}',
  'field.preview': 'Förhandsvisning av {name}',
  'field.readonlyNote': 'Ifyllt av avsändaren; kan inte ändras.',
  'field.imageGiven': 'En bild från avsändaren',
  'error.phone': '{label} är inte ett telefonnummer.',
  'error.phoneRegion':
    '{label} är inte ett telefonnummer. Utan landsnummer läses ett nummer som ett {code}-nummer: för ett annat land, börja med + och landsnumret.',
  'error.pattern': '{label} har inte det format som efterfrågas.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'Välj minst {min} för {label}.',
  'error.chooseMax': 'Välj högst {max} för {label}.',
  'error.tooManyFiles': '{label} tar emot högst {max} filer: ta bort en först.',
  'error.fileType': '{name} är inte en pdf-, png- eller jpeg-fil.',
  'error.imageType': '{name} är inte en png- eller jpeg-bild.',
  'error.fileSize': '{name} är större än {size}.',
  'error.upload': '{name} kunde inte bifogas: {reason}',
  'error.uploadFailed': '{name} kunde inte bifogas. Försök igen.',
});
