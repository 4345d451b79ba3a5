// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/signing.ts.
import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'Salt la conținut',
  'page.languages': 'Limbă',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} de la {workspace}',
  'sender.contact': '{member} de la {workspace} ({email})',

  'sign.title': 'Semnați {document}',
  'sign.lead': '{sender} vă solicită, {name} ({email}), să semnați acest document în calitate de {role}.',
  'sign.deadline': 'Vă rugăm să semnați până la {deadline}.',
  'sign.noscript':
    'Semnarea necesită JavaScript. Activați-l în browser sau solicitați de la {sender} un exemplar pe hârtie, pentru semnare olografă.',
  'sign.documentHeading': 'Documentul',
  'sign.download': '{link} pentru a-l citi sau tipări.',
  'sign.downloadLink': 'Descărcați documentul în format PDF',
  'sign.documentLabel': 'Textul documentului',
  'sign.pdfTitle': 'Documentul (PDF)',
  'sign.nextField': 'Câmpul următor',
  'sign.allFilled': 'Toate câmpurile sunt completate. Bifați caseta de mai jos și semnați.',
  'sign.signHere': 'Semnați aici: {label}',
  'sign.pageOf': 'Pagina {n} din {total}',
  'sign.heading': 'Semnare',
  'sign.details': 'Datele dumneavoastră',
  'sign.required': '(obligatoriu)',
  'sign.choose': 'Alegeți…',
  'sign.signatureLegend': 'Semnătura dumneavoastră',
  'sign.modeTyped': 'Scriu numele',
  'sign.modeDrawn': 'Desenez semnătura',
  'sign.typedLabel': 'Scrieți numele complet ca semnătură',
  'sign.drawHelp': 'Desenați semnătura în casetă cu mouse-ul, cu degetul sau cu un stilus.',
  'sign.drawArea': 'Zona de desenare a semnăturii',
  'sign.clear': 'Ștergeți desenul',
  'sign.consentLegend': 'Consimțământ pentru semnarea electronică',
  'sign.button': 'Semnați',
  'sign.signing': 'Se semnează…',
  'sign.yes': 'Da',
  'sign.no': 'Nu',
  'sign.fillBelow': '{label}: îl completați mai jos',
  'sign.fillBy': '{label}: se completează de {role}',
  'sign.fillBySender': '{label}: se completează de expeditor',
  'sign.signedBy': '(semnat de {name})',
  'sign.signedOn': 'Semnat de {name} la {date}',
  'cert.initials': 'Inițiale',
  'sign.notSigned': 'Nesemnat încă',
  'sign.guideLabel': 'Câmpurile dumneavoastră',
  'sign.fieldOf': 'Câmpul {n} din {total}',
  'sign.back': 'Înapoi',
  'sign.next': 'Următorul',
  'sign.finish': 'Finalizați',
  'sign.done': 'Gata',
  'sign.ready': 'Totul este gata: verificați și semnați mai jos',
  'sign.optional': '(opțional)',
  'sign.emptyBox': '{label}: necompletat',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'bifat',
  'sign.unchecked': 'nebifat',
  'sign.zoomIn': 'Mărire',
  'sign.zoomOut': 'Micșorare',
  'sign.zoomFit': 'Potrivire la lățime',
  'sign.zoomLabel': 'Zoom',
  'sign.signingDate': 'Data semnării, completată automat.',
  'sign.initialsLegend': 'Inițialele dumneavoastră',
  'sign.initialsTyped': 'Scriu inițialele',
  'sign.initialsDrawn': 'Desenez inițialele',
  'sign.initialsLabel': 'Inițialele dumneavoastră',
  'sign.initialsHelp': 'Desenați inițialele în casetă.',
  'sign.initialsArea': 'Zona de desenare a inițialelor',
  'sign.fieldProblem': 'Mergeți la {label}',

  'verification.title': 'Confirmați identitatea: {document}',
  'verification.lead':
    '{sender} vă solicită să semnați acest document. Înainte ca acesta să se deschidă, confirmați că acest link de semnare vă aparține.',
  'verification.accessHeading': 'Introduceți codul de acces',
  'verification.accessHelp':
    '{sender} v-a comunicat un cod de acces pentru acest document, separat de e-mailul care conține acest link. Dacă nu îl aveți, solicitați-l de la {sender}.',
  'verification.accessLabel': 'Cod de acces',
  'verification.emailHeading': 'Primiți un cod prin e-mail',
  'verification.emailHelp': 'Trimitem un cod din 6 cifre la {email}. Durata de valabilitate: {minutes} min.',
  'verification.emailLabel': 'Codul din 6 cifre primit prin e-mail',
  'verification.send': 'Trimiteți-mi un cod',
  'verification.sendAgain': 'Trimiteți-mi un cod nou',
  'verification.submit': 'Continuați',
  'verification.lockedUntil':
    'Au fost introduse prea multe coduri greșite. Puteți încerca din nou începând cu {time}.',
  'verification.sent': 'Am trimis un cod la {email}. Durata de valabilitate: {minutes} min.',
  'verification.sending': 'Se trimite…',
  'verification.checking': 'Se verifică…',
  'verification.error.empty': 'Introduceți codul.',
  'verification.error.digits': 'Codul are 6 cifre.',
  'verification.error.wrong': 'Codul este greșit sau a expirat. Încercări rămase: {count}.',
  'verification.error.locked': 'Prea multe coduri greșite. Încercați din nou peste {wait} min.',
  'verification.error.sendLimit': 'Ați solicitat 5 coduri în ultima oră. Încercați din nou peste {wait} min.',
  'verification.error.failed': 'A apărut o eroare. Vă rugăm să încercați din nou.',

  'order.only': 'Sunteți singurul semnatar.',
  'order.first': 'Semnați în poziția întâi din {count}; ceilalți semnează după dumneavoastră.',
  'order.firstOfTwo': 'Semnați în poziția întâi din doi; celălalt semnatar semnează după dumneavoastră.',
  'order.afterOne': 'Semnați în poziția {position} din {count}; primul semnatar a semnat deja.',
  'order.afterMany': 'Semnați în poziția {position} din {count}; primii {earlier} semnatari au semnat deja.',
  'order.ordinals': 'întâi|a doua|a treia|a patra|a cincea|a șasea|a șaptea|a opta|a noua|a zecea',
  'order.numbers': 'unu|doi|trei|patru|cinci|șase|șapte|opt|nouă|zece',

  'consent.intro':
    '{sender} utilizează Countersign pentru a colecta semnături electronic. Înainte de a semna, vă rugăm să rețineți următoarele:',
  'consent.electronic':
    'Prin bifarea casetei, sunteți de acord să primiți acest document și notificările referitoare la acesta în format electronic și să îl semnați electronic. Semnătura dumneavoastră electronică are același efect ca semnătura pe hârtie.',
  'consent.paper':
    'Puteți obține oricând, gratuit, un exemplar pe hârtie: descărcați documentul PDF de mai sus și tipăriți-l sau solicitați-i lui {contact} să vă trimită unul. După ce toți au semnat, documentul PDF semnat este trimis prin e-mail la {email} și poate fi descărcat de pe această pagină.',
  'consent.paperNoEmail':
    'Puteți obține oricând, gratuit, un exemplar pe hârtie: descărcați documentul PDF de mai sus și tipăriți-l sau solicitați-i lui {contact} să vă trimită unul. După ce toți au semnat, documentul PDF semnat poate fi descărcat de pe această pagină.',
  'consent.withdraw':
    'Nu sunteți obligat(ă) să semnați electronic. Puteți refuza mai jos sau îl puteți contacta pe {contact} pentru a semna pe hârtie. Retragerea ulterioară a consimțământului nu anulează o semnătură deja acordată.',
  'consent.requirements':
    'Aveți nevoie de un browser web actualizat, de un cititor PDF pentru a vizualiza sau tipări documentul și de acces la adresa de e-mail {email}. Dacă aceasta se schimbă, anunțați-l pe {contact}.',
  'consent.agree':
    'Am citit informarea de mai sus, sunt de acord să utilizez înregistrări electronice și să semnez electronic acest document și intenționez ca semnătura mea electronică să mă oblige în același mod ca semnătura mea olografă.',

  'decline.summary': 'Refuzați semnarea',
  'decline.explain':
    'Dacă refuzați, nimeni nu mai poate semna această solicitare, iar {sender} este anunțat prin e-mail.',
  'decline.reason': 'Motivul (opțional, comunicat lui {sender})',
  'decline.button': 'Refuzați semnarea',
  'decline.confirmQuestion': 'Refuzați semnarea documentului {document}? Această acțiune este ireversibilă.',
  'decline.confirm': 'Da, refuz',
  'decline.cancel': 'Nu, înapoi',

  'error.typed': 'Scrieți numele ca semnătură.',
  'error.drawn': 'Desenați semnătura în casetă.',
  'error.consent': 'Bifați caseta pentru a accepta semnarea electronică.',
  'error.required': '{label} este obligatoriu.',
  'error.number': '{label} trebuie să fie un număr.',
  'error.email': '{label} trebuie să fie o adresă de e-mail.',
  'error.tick': 'Bifați {label} pentru a semna: este obligatoriu.',
  'error.date': '{label} trebuie să fie o dată, scrisă ca {example}.',
  'error.dateMonth': '{label}: nu există luna {month}.',
  'error.dateDays': '{label}: luna {month} are {days} de zile.',
  'error.signFailed': 'A apărut o eroare și nu s-a semnat nimic. Vă rugăm să încercați din nou.',
  'error.declineFailed': 'A apărut o eroare și refuzul nu a fost înregistrat. Vă rugăm să încercați din nou.',
  'error.initials': 'Scrieți sau desenați inițialele.',
  'error.range': '{label} trebuie să fie între {min} și {max}.',
  'error.min': '{label} trebuie să fie cel puțin {min}.',
  'error.max': '{label} trebuie să fie cel mult {max}.',
  'error.integer': '{label} trebuie să fie un număr întreg.',
  'error.summary': 'Vă rugăm să corectați următoarele:',

  'waiting.title': 'Nu este încă rândul dumneavoastră',
  'waiting.lead':
    '{document} se semnează într-o anumită ordine. Așteptăm ca {waitingFor} să semneze mai întâi.',
  'waiting.email':
    'Veți primi un e-mail la {email} când va veni rândul dumneavoastră, {name}. Puteți închide această pagină.',
  'waiting.noEmail':
    'Reveniți la acest link când {sender} vă anunță că este rândul dumneavoastră. Puteți închide această pagină.',
  'signed.title': 'Vă mulțumim, ați semnat',
  'signed.lead': 'Ați semnat {document} în calitate de {role} la {date}.',
  'signed.next':
    'Alte persoane trebuie încă să semneze. După ce toți au semnat, documentul semnat este trimis prin e-mail la {email} și îl puteți descărca și de la acest link. Puteți închide această pagină.',
  'signed.nextNoEmail':
    'Alte persoane trebuie încă să semneze. După ce toți au semnat, puteți descărca documentul semnat de la acest link. Puteți închide această pagină.',
  'signed.nextEmbedded':
    'Alte persoane trebuie încă să semneze. După ce toți au semnat, documentul semnat este trimis prin e-mail la {email}. Puteți închide această pagină.',
  'signed.nextEmbeddedNoEmail': 'Alte persoane trebuie încă să semneze. Puteți închide această pagină.',
  'completed.title': 'Toți au semnat',
  'completed.lead':
    'Vă mulțumim, {name}. Ați semnat {document} la {date}, la fel ca toți ceilalți: documentul este finalizat.',
  'completed.leadOnly': 'Vă mulțumim, {name}. Ați semnat {document} la {date}: documentul este finalizat.',
  'completed.leadViewer': 'Toți au semnat {document}: documentul este finalizat.',
  'completed.download': 'Descărcați documentul semnat (PDF)',
  'completed.keep':
    'Păstrați o copie pentru evidența dumneavoastră. Aceasta se încheie cu un certificat de audit și poartă un sigiliu digital, astfel încât orice modificare ulterioară poate fi detectată.',
  'completed.emailed': 'O copie a fost trimisă și prin e-mail la {email}.',
  'declined.title': 'Această solicitare a fost refuzată',
  'declined.byYou': 'Ați refuzat să semnați {document}. {sender} a fost anunțat.',
  'declined.other': 'Un semnatar a refuzat să semneze, astfel încât {document} nu mai poate fi semnat.',
  'voided.title': 'Această solicitare a fost anulată',
  'voided.text': '{sender} a anulat această solicitare, astfel încât {document} nu mai poate fi semnat.',
  'expired.title': 'Această solicitare a expirat',
  'expired.text':
    'Termenul pentru semnarea documentului {document} a expirat la {date}. Solicitați-i lui {sender} o nouă solicitare, dacă semnătura dumneavoastră mai este necesară.',
  'removed.title': 'Această solicitare a fost eliminată',
  'removed.text':
    'Această solicitare și tot conținutul ei au fost șterse definitiv, așa că aici nu mai există nimic de văzut sau de semnat. Dacă ați păstrat documentul semnat, acesta poate fi verificat în continuare la adresa tipărită pe el.',
  'notFound.title': 'Acest link de semnare nu funcționează',
  'notFound.text':
    'Linkul nu este valid. Verificați dacă ați deschis linkul complet din e-mail sau rugați expeditorul să îl trimită din nou.',

  'mail.greeting': 'Bună ziua, {name},',
  'mail.greetingAnonymous': 'Bună ziua,',
  'mail.messageFrom': 'Mesaj de la {sender}:',
  'mail.reason': 'Motivul invocat:',
  'mail.button': 'Verificați și semnați',
  'mail.orOpen': 'Sau deschideți acest link: {url}',
  'mail.deadline': 'Vă rugăm să semnați până la {deadline}.',
  'mail.footerLink':
    'Trimis de Countersign în numele {sender}. Acest link de semnare este personal: nu îl redirecționați.',
  'mail.footer': 'Trimis de Countersign în numele {sender}.',
  'mail.footerReply': 'Răspunsurile la acest e-mail ajung la {member} ({email}).',
  'mail.fromName': '{sender} prin Countersign',
  'mail.invitation.subject': 'Solicitare de semnare: {document}, de la {sender}',
  'mail.invitation.body': '{sender} v-a trimis „{document}” pentru semnare electronică.',
  'mail.reminder.subject': 'Memento: vă rugăm să semnați {document}, de la {sender}',
  'mail.reminder.body': 'Vă reamintim că „{document}” de la {sender} așteaptă semnătura dumneavoastră.',
  'mail.voided.subject': 'Anulat: {document}',
  'mail.voided.body':
    '{sender} a anulat solicitarea de semnare pentru „{document}”. Nu mai trebuie să faceți nimic.',
  'mail.declined.subject': 'Refuzat: {document}',
  'mail.declined.body':
    '{decliner} a refuzat să semneze „{document}”, astfel încât solicitarea de la {sender} s-a încheiat. Nu mai trebuie să faceți nimic.',
  'mail.declineConfirmation.subject': 'Ați refuzat: {document}',
  'mail.declineConfirmation.body':
    'Ați refuzat să semnați „{document}”. Solicitarea de la {sender} s-a încheiat, iar expeditorul a fost anunțat.',
  'mail.declineConfirmation.mistake':
    'Dacă a fost o greșeală, răspundeți la acest e-mail pentru a-l contacta pe {member}.',
  'mail.completed.subject': 'Finalizat: {document}',
  'mail.completed.body':
    'Toți au semnat „{document}”, trimis de {sender}. Documentul finalizat este atașat, pentru evidența dumneavoastră.',
  'mail.expired.subject': 'Expirat: {document}',
  'mail.expired.body':
    'Solicitarea de semnare pentru „{document}” de la {sender} a expirat înainte ca toți să fi semnat. Nu mai trebuie să faceți nimic.',
  'mail.footerCopied':
    '{sender} v-a pus în copie la această solicitare: veți afla cum se încheie și nu aveți nimic de semnat.',
  'mail.senderCompleted.body':
    'Toți au semnat „{document}”. Documentul finalizat este atașat, pentru evidența dumneavoastră.',
  'mail.senderCompleted.optOut':
    'Primiți acest mesaj deoarece ați trimis solicitarea. Pentru a nu mai primi aceste e-mailuri, dezactivați-le în secțiunea Notificări din Countersign.',

  'mail.senderDeclined.subject': 'Refuzat de {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), care semna în calitate de {role}, a refuzat să semneze „{document}”. Solicitarea s-a încheiat și nimeni altcineva nu o mai poate semna.',
  'mail.senderDeclined.open': 'Deschideți solicitarea',
  'mail.senderDeclined.request': 'Solicitare: {id}',
  'mail.senderDeclined.reply': 'Răspundeți la acest e-mail pentru a-l contacta pe {decliner}.',
  'mail.senderFooter': 'Trimis de Countersign pentru {workspace}.',

  'mail.verification.subject': 'Codul pentru deschiderea documentului {document}',
  'mail.verification.body':
    '{sender} v-a solicitat să semnați „{document}”. Pentru a-l deschide, introduceți acest cod pe pagina de semnare:',
  'mail.verification.valid':
    'Durata de valabilitate a codului: {minutes} min. Funcționează numai cel mai recent cod.',
  'mail.verification.button': 'Deschideți pagina de semnare',
  'mail.verification.notYou':
    'Dacă nu ați solicitat un cod, puteți ignora acest e-mail: nimeni nu poate deschide documentul fără cod.',

  'cert.email': 'E-mail',
  'cert.role': 'Rol',
  'cert.ip': 'Adresă IP',
  'cert.userAgent': 'Agent utilizator',
  'cert.invited': 'Invitat',
  'cert.opened': 'Deschis',
  'cert.signed': 'Semnat',
  'cert.declined': 'Refuzat',
  'cert.method': 'Semnătură',
  'cert.typed': 'Nume scris',
  'cert.drawn': 'Desenată de mână',
  'cert.consent': 'Consimțământ',
  'cert.consentText':
    'A acceptat informarea privind semnarea electronică ({language}); SHA-256 al textului acesteia:',
  'cert.language': 'Limbă',
  'cert.verification': 'Verificarea identității',
  'cert.verifiedEmail': 'Identitate verificată printr-un cod trimis la {email}, introdus la {date}',
  'cert.verifiedAccessCode': 'Cod de acces furnizat de expeditor, introdus la {date}',
  'cert.notVerified': 'Era necesar un cod; nu a fost introdus niciunul',
  'cert.copied': 'În copie',
  'cert.copiedNote': 'Acestor persoane li se comunică rezultatul solicitării. Nu li s-a cerut să semneze.',
  'sign.dateFormat': 'Scrieți-o sub forma {pattern}',
  'sign.dateLetters': 'ZZ LL AAAA',
  'verification.lockedUntilReminded':
    'Au fost introduse prea multe coduri greșite. Acest link rămâne blocat până când {sender} vi-l trimite din nou: adresați-vă expeditorului.',
  'verification.error.linkLocked':
    'Au fost introduse prea multe coduri greșite. Acest link rămâne blocat până când {sender} vi-l trimite din nou.',
  'verification.accessCase': 'Literele mari și mici sunt considerate identice.',
  'mail.accessCodeNeeded':
    'Pentru a deschide documentul aveți nevoie de codul de acces pe care {sender} vi-l comunică separat. Acesta nu se află în acest e-mail; dacă nu îl aveți, solicitați-l de la {sender}.',
  'mail.senderLinkLocked.subject': 'Link de semnare blocat: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Pe linkul de semnare al lui {signer} ({email}), care semnează „{document}” în calitate de {role}, a fost introdus de prea multe ori un cod greșit (încercări: {count}). Linkul este blocat: nu se mai deschide pentru nimeni până când nu îi trimiteți un memento lui {signer}.',
  'mail.senderLinkLocked.unlock':
    'Dacă {signer} a greșit, trimiteți-i un memento din pagina solicitării (sau prin apelul remind al API-ului): mementoul deblochează linkul. În caz contrar, este posibil ca altcineva să aibă linkul: luați în considerare anularea solicitării.',
  'verification.error.lockedHours': 'Prea multe coduri greșite. Încercați din nou peste {wait} h.',

  'field.chooseBetween': 'Alegeți între {min} și {max}.',
  'field.chooseAtLeast': 'Alegeți cel puțin {min}.',
  'field.chooseAtMost': 'Alegeți cel mult {max}.',
  'field.fileHint': 'Un fișier PDF, PNG sau JPEG de cel mult 10 MB.',
  'field.filesHint': 'Fișiere PDF, PNG sau JPEG (număr maxim: {max}), fiecare de cel mult 10 MB.',
  'field.imageHint': 'O imagine PNG sau JPEG de cel mult 5 MB.',
  'field.remove': 'Eliminați',
  'field.removeFile': 'Eliminați {name}',
  'field.uploading': 'Se încarcă {name}',
  'field.preview': 'Previzualizare {name}',
  'field.readonlyNote': 'Completat de expeditor; nu poate fi modificat.',
  'field.imageGiven': 'O imagine de la expeditor',
  'error.phone': '{label} nu este un număr de telefon.',
  'error.phoneRegion':
    '{label} nu este un număr de telefon. Fără prefixul de țară, numărul este considerat un număr din {code}: pentru altă țară, începeți cu + și prefixul acesteia.',
  'error.pattern': '{label} nu are formatul cerut.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'Alegeți cel puțin {min} pentru {label}.',
  'error.chooseMax': 'Alegeți cel mult {max} pentru {label}.',
  'error.tooManyFiles': '{label}: numărul maxim de fișiere este {max}; eliminați mai întâi unul.',
  'error.fileType': '{name} nu este un fișier PDF, PNG sau JPEG.',
  'error.imageType': '{name} nu este o imagine PNG sau JPEG.',
  'error.fileSize': '{name} depășește {size}.',
  'error.upload': '{name} nu a putut fi atașat: {reason}',
  'error.uploadFailed': '{name} nu a putut fi atașat. Vă rugăm să încercați din nou.',
});
