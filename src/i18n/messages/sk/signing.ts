// Slovenčina (vykanie, formálny štýl ako v bankovníctve). Keys and {placeholders} as in ../en/signing.ts.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'Prejsť na obsah',
  'page.languages': 'Jazyk',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} ({workspace})',
  'sender.contact': '{member} ({workspace}, {email})',

  'sign.title': 'Podpis dokumentu {document}',
  'sign.lead': '{sender} vás, {name} ({email}), žiada o podpis tohto dokumentu v role {role}.',
  'sign.deadline': 'Podpíšte, prosím, do {deadline}.',
  'sign.noscript':
    'Na podpis je potrebný JavaScript. Zapnite ho v prehliadači alebo požiadajte odosielateľa ({sender}) o papierové vyhotovenie na vlastnoručný podpis.',
  'sign.documentHeading': 'Dokument',
  'sign.download': '{link} a prečítajte si ho alebo ho vytlačte.',
  'sign.downloadLink': 'Stiahnite si dokument vo formáte PDF',
  'sign.documentLabel': 'Text dokumentu',
  'sign.pdfTitle': 'Dokument (PDF)',
  'sign.nextField': 'Ďalšie pole',
  'sign.allFilled': 'Všetky polia sú vyplnené. Začiarknite políčko nižšie a podpíšte.',
  'sign.signHere': 'Podpíšte tu: {label}',
  'sign.pageOf': 'Strana {n} z {total}',
  'sign.heading': 'Podpis',
  'sign.details': 'Vaše údaje',
  'sign.required': '(povinné)',
  'sign.choose': 'Vyberte…',
  'sign.signatureLegend': 'Váš podpis',
  'sign.modeTyped': 'Napísať meno',
  'sign.modeDrawn': 'Nakresliť podpis',
  'sign.typedLabel': 'Ako podpis napíšte svoje celé meno',
  'sign.drawHelp': 'Nakreslite podpis do rámčeka myšou, prstom alebo stylusom.',
  'sign.drawArea': 'Plocha na kreslenie podpisu',
  'sign.clear': 'Vymazať kresbu',
  'sign.consentLegend': 'Súhlas s elektronickým podpisom',
  'sign.button': 'Podpísať',
  'sign.signing': 'Podpisovanie…',
  'sign.yes': 'Áno',
  'sign.no': 'Nie',
  'sign.fillBelow': '{label}: vyplníte nižšie',
  'sign.fillBy': '{label}: vyplní {role}',
  'sign.fillBySender': '{label}: vyplní odosielateľ',
  'sign.signedBy': '(podpísal(a): {name})',
  'sign.signedOn': 'Podpísal(a): {name}, {date}',
  'cert.initials': 'Iniciály',
  'sign.notSigned': 'Zatiaľ nepodpísané',
  'sign.guideLabel': 'Vaše polia',
  'sign.fieldOf': 'Pole {n} z {total}',
  'sign.back': 'Späť',
  'sign.next': 'Ďalej',
  'sign.finish': 'Dokončiť',
  'sign.done': 'Hotovo',
  'sign.ready': 'Všetko vyplnené: skontrolujte údaje a podpíšte nižšie',
  'sign.optional': '(nepovinné)',
  'sign.emptyBox': '{label}: prázdne',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'začiarknuté',
  'sign.unchecked': 'nezačiarknuté',
  'sign.zoomIn': 'Priblížiť',
  'sign.zoomOut': 'Oddialiť',
  'sign.zoomFit': 'Prispôsobiť šírke',
  'sign.zoomLabel': 'Zväčšenie',
  'sign.signingDate': 'Dátum podpisu, vyplnený automaticky.',
  'sign.initialsLegend': 'Vaše iniciály',
  'sign.initialsTyped': 'Napísať iniciály',
  'sign.initialsDrawn': 'Nakresliť iniciály',
  'sign.initialsLabel': 'Vaše iniciály',
  'sign.initialsHelp': 'Nakreslite svoje iniciály do rámčeka.',
  'sign.initialsArea': 'Plocha na kreslenie iniciál',
  'sign.fieldProblem': 'Prejsť na pole {label}',

  'verification.title': 'Overenie totožnosti: {document}',
  'verification.lead':
    '{sender} vás žiada o podpis tohto dokumentu. Pred jeho otvorením potvrďte, že tento odkaz na podpis patrí vám.',
  'verification.accessHeading': 'Zadajte prístupový kód',
  'verification.accessHelp':
    '{sender} vám k tomuto dokumentu poskytol(a) prístupový kód oddelene od e-mailu s týmto odkazom. Ak ho nemáte, obráťte sa na odosielateľa ({sender}).',
  'verification.accessLabel': 'Prístupový kód',
  'verification.emailHeading': 'Získať kód e-mailom',
  'verification.emailHelp': 'Na adresu {email} pošleme 6-miestny kód. Platí {minutes} minút.',
  'verification.emailLabel': '6-miestny kód z e-mailu',
  'verification.send': 'Poslať kód',
  'verification.sendAgain': 'Poslať nový kód',
  'verification.submit': 'Pokračovať',
  'verification.lockedUntil':
    'Bolo zadaných príliš veľa nesprávnych kódov. Znova to môžete skúsiť od {time}.',
  'verification.sent': 'Kód sme poslali na adresu {email}. Platí {minutes} minút.',
  'verification.sending': 'Odosielanie…',
  'verification.checking': 'Overovanie…',
  'verification.error.empty': 'Zadajte kód.',
  'verification.error.digits': 'Kód má 6 číslic.',
  'verification.error.wrong': 'Kód je nesprávny alebo stratil platnosť. Zostávajúce pokusy: {count}.',
  'verification.error.locked': 'Príliš veľa nesprávnych kódov. Skúste to znova o {wait} min.',
  'verification.error.sendLimit': 'Za poslednú hodinu ste požiadali o 5 kódov. Skúste to znova o {wait} min.',
  'verification.error.failed': 'Vyskytla sa chyba. Skúste to, prosím, znova.',

  'order.only': 'Dokument podpisujete iba vy.',
  'order.first':
    'Váš podpis je v poradí prvý (celkový počet podpisujúcich: {count}); ostatní podpíšu po vás.',
  'order.firstOfTwo': 'Váš podpis je prvý z dvoch; druhý podpisujúci podpíše po vás.',
  'order.afterOne':
    'Váš podpis je v poradí {position} (celkový počet podpisujúcich: {count}); prvý podpis už bol pripojený.',
  'order.afterMany':
    'Váš podpis je v poradí {position} (celkový počet podpisujúcich: {count}); predchádzajúce podpisy (spolu {earlier}) už boli pripojené.',
  'order.ordinals': 'prvý|druhý|tretí|štvrtý|piaty|šiesty|siedmy|ôsmy|deviaty|desiaty',
  'order.numbers': 'jeden|dva|tri|štyri|päť|šesť|sedem|osem|deväť|desať',

  'consent.intro':
    '{sender} používa na zhromažďovanie elektronických podpisov službu Countersign. Pred podpisom vezmite, prosím, na vedomie:',
  'consent.electronic':
    'Začiarknutím políčka súhlasíte s tým, že tento dokument a oznámenia, ktoré sa ho týkajú, dostanete elektronicky a že ho elektronicky podpíšete. Váš elektronický podpis má rovnaké účinky ako podpis na papieri.',
  'consent.paper':
    'Papierové vyhotovenie môžete kedykoľvek bezplatne získať: stiahnite si uvedený PDF a vytlačte ho alebo o jeho zaslanie požiadajte: {contact}. Keď všetci podpíšu, podpísaný PDF bude zaslaný na adresu {email} a bude ho možné stiahnuť z tejto stránky.',
  'consent.paperNoEmail':
    'Papierové vyhotovenie môžete kedykoľvek bezplatne získať: stiahnite si uvedený PDF a vytlačte ho alebo o jeho zaslanie požiadajte: {contact}. Keď všetci podpíšu, podpísaný PDF bude možné stiahnuť z tejto stránky.',
  'consent.withdraw':
    'Elektronický podpis nie je povinný. Podpis môžete nižšie odmietnuť alebo kontaktovať {contact} a podpísať dokument na papieri. Neskoršie odvolanie súhlasu nezruší už pripojený podpis.',
  'consent.requirements':
    'Potrebujete aktuálny webový prehliadač, program na zobrazenie alebo tlač dokumentov PDF a prístup k e-mailovej adrese {email}. Ak sa zmení, informujte: {contact}.',
  'consent.agree':
    'Beriem na vedomie uvedené upozornenie, súhlasím s používaním elektronických záznamov a s elektronickým podpisom tohto dokumentu a chcem, aby ma môj elektronický podpis zaväzoval rovnako ako vlastnoručný podpis.',

  'decline.summary': 'Odmietnuť podpis',
  'decline.explain':
    'Ak podpis odmietnete, nikto už túto žiadosť nebude môcť podpísať a {sender} o tom dostane e-mail.',
  'decline.reason': 'Dôvod (nepovinné, oznámi sa odosielateľovi {sender})',
  'decline.button': 'Odmietnuť podpis',
  'decline.confirmQuestion': 'Odmietnuť podpis dokumentu {document}? Túto akciu nemožno vrátiť späť.',
  'decline.confirm': 'Áno, odmietnuť',
  'decline.cancel': 'Nie, späť',

  'error.typed': 'Ako podpis napíšte svoje meno.',
  'error.drawn': 'Nakreslite podpis do rámčeka.',
  'error.consent': 'Začiarknutím políčka vyjadrite súhlas s elektronickým podpisom.',
  'error.required': 'Pole {label} je povinné.',
  'error.number': 'Pole {label} musí obsahovať číslo.',
  'error.email': 'Pole {label} musí obsahovať e-mailovú adresu.',
  'error.tick': 'Na podpis začiarknite {label}: je to povinné.',
  'error.date': 'Pole {label} musí obsahovať dátum v tvare {example}.',
  'error.dateMonth': '{label}: mesiac {month} neexistuje.',
  'error.dateDays': '{label}: mesiac {month} má {days} dní.',
  'error.signFailed': 'Vyskytla sa chyba a nič nebolo podpísané. Skúste to, prosím, znova.',
  'error.declineFailed': 'Vyskytla sa chyba a podpis nebol odmietnutý. Skúste to, prosím, znova.',
  'error.initials': 'Napíšte alebo nakreslite svoje iniciály.',
  'error.range': 'Pole {label} musí byť v rozmedzí {min} až {max}.',
  'error.min': 'Pole {label} musí byť aspoň {min}.',
  'error.max': 'Pole {label} môže byť najviac {max}.',
  'error.integer': 'Pole {label} musí obsahovať celé číslo.',
  'error.summary': 'Opravte, prosím, nasledujúce:',

  'waiting.title': 'Ešte nie ste na rade',
  'waiting.lead': 'Dokument {document} sa podpisuje v stanovenom poradí. Najprv musí podpísať: {waitingFor}.',
  'waiting.email':
    '{name}, keď budete na rade, dostanete e-mail na adresu {email}. Túto stránku môžete zavrieť.',
  'waiting.noEmail':
    'Vráťte sa k tomuto odkazu, keď vám {sender} oznámi, že ste na rade. Túto stránku môžete zavrieť.',
  'signed.title': 'Ďakujeme, podpísali ste',
  'signed.lead': 'Dokument {document} ste podpísali v role {role} dňa {date}.',
  'signed.next':
    'Ostatní ešte musia podpísať. Keď podpíšu všetci, podpísaný dokument bude zaslaný na adresu {email} a budete si ho môcť stiahnuť aj cez tento odkaz. Túto stránku môžete zavrieť.',
  'signed.nextNoEmail':
    'Ostatní ešte musia podpísať. Keď podpíšu všetci, budete si podpísaný dokument môcť stiahnuť cez tento odkaz. Túto stránku môžete zavrieť.',
  'signed.nextEmbedded':
    'Ostatní ešte musia podpísať. Keď podpíšu všetci, podpísaný dokument bude zaslaný na adresu {email}. Túto stránku môžete zavrieť.',
  'signed.nextEmbeddedNoEmail': 'Ostatní ešte musia podpísať. Túto stránku môžete zavrieť.',
  'completed.title': 'Všetci podpísali',
  'completed.lead':
    'Ďakujeme, {name}. Dokument {document} ste podpísali dňa {date} a podpísali ho aj všetci ostatní: dokument je plne podpísaný.',
  'completed.leadOnly':
    'Ďakujeme, {name}. Dokument {document} ste podpísali dňa {date}: dokument je plne podpísaný.',
  'completed.leadViewer': 'Dokument {document} podpísali všetci: dokument je plne podpísaný.',
  'completed.download': 'Stiahnuť podpísaný dokument (PDF)',
  'completed.keep':
    'Uschovajte si kópiu pre svoju evidenciu. Končí sa auditným certifikátom a nesie digitálnu pečať, takže akúkoľvek neskoršiu zmenu možno odhaliť.',
  'completed.emailed': 'Kópia bola zaslaná aj na adresu {email}.',
  'declined.title': 'Podpis tejto žiadosti bol odmietnutý',
  'declined.byYou': 'Odmietli ste podpísať dokument {document}. {sender} o tom bol(a) informovaný(-á).',
  'declined.other': 'Jeden z podpisujúcich podpis odmietol, dokument {document} preto už nemožno podpísať.',
  'voided.title': 'Táto žiadosť bola zneplatnená',
  'voided.text': '{sender} túto žiadosť zneplatnil(a), dokument {document} preto už nemožno podpísať.',
  'expired.title': 'Platnosť tejto žiadosti uplynula',
  'expired.text':
    'Lehota na podpis dokumentu {document} uplynula dňa {date}. Ak je váš podpis stále potrebný, požiadajte odosielateľa ({sender}) o novú žiadosť.',
  'removed.title': 'Táto žiadosť bola odstránená',
  'removed.text':
    'Táto žiadosť a všetky jej údaje boli natrvalo odstránené, takže tu už nie je čo zobraziť ani podpísať. Ak ste si podpísaný dokument uschovali, stále ho možno overiť na adrese, ktorá je na ňom vytlačená.',
  'notFound.title': 'Tento odkaz na podpis nefunguje',
  'notFound.text':
    'Odkaz nie je platný. Skontrolujte, či ste otvorili celý odkaz z e-mailu, alebo požiadajte odosielateľa o jeho opätovné zaslanie.',

  'mail.greeting': 'Dobrý deň, {name},',
  'mail.greetingAnonymous': 'Dobrý deň,',
  'mail.messageFrom': 'Správa od odosielateľa {sender}:',
  'mail.reason': 'Uvedený dôvod:',
  'mail.button': 'Skontrolovať a podpísať',
  'mail.orOpen': 'Alebo otvorte tento odkaz: {url}',
  'mail.deadline': 'Podpíšte, prosím, do {deadline}.',
  'mail.footerLink':
    'Odoslané službou Countersign v mene odosielateľa {sender}. Tento odkaz na podpis je osobný: neposielajte ho ďalej.',
  'mail.footer': 'Odoslané službou Countersign v mene odosielateľa {sender}.',
  'mail.footerReply': 'Odpovede na tento e-mail dostane {member} ({email}).',
  'mail.fromName': '{sender} cez Countersign',
  'mail.invitation.subject': 'Žiadosť o podpis: {document}, od {sender}',
  'mail.invitation.body': '{sender} vám poslal(a) dokument „{document}“ na elektronický podpis.',
  'mail.reminder.subject': 'Pripomienka: podpíšte, prosím, {document}, od {sender}',
  'mail.reminder.body': 'Pripomíname, že dokument „{document}“ od odosielateľa {sender} čaká na váš podpis.',
  'mail.voided.subject': 'Zneplatnené: {document}',
  'mail.voided.body':
    '{sender} zneplatnil(a) žiadosť o podpis dokumentu „{document}“. Nemusíte už nič robiť.',
  'mail.declined.subject': 'Podpis odmietnutý: {document}',
  'mail.declined.body':
    '{decliner} odmietol(-la) podpísať dokument „{document}“, žiadosť od odosielateľa {sender} preto skončila. Nemusíte už nič robiť.',
  'mail.declineConfirmation.subject': 'Podpis ste odmietli: {document}',
  'mail.declineConfirmation.body':
    'Odmietli ste podpísať dokument „{document}“. Žiadosť od odosielateľa {sender} skončila a odosielateľ bol informovaný.',
  'mail.declineConfirmation.mistake': 'Ak išlo o omyl, odpovedzte na tento e-mail a spojte sa s {member}.',
  'mail.completed.subject': 'Dokončené: {document}',
  'mail.completed.body':
    'Dokument „{document}“ od odosielateľa {sender} podpísali všetci. Podpísaný dokument je priložený pre vašu evidenciu.',
  'mail.expired.subject': 'Platnosť uplynula: {document}',
  'mail.expired.body':
    'Platnosť žiadosti o podpis dokumentu „{document}“ od odosielateľa {sender} uplynula skôr, ako podpísali všetci. Nemusíte už nič robiť.',
  'mail.footerCopied':
    '{sender} vás uviedol(-la) v kópii tejto žiadosti: dozviete sa, ako skončí, a nič nepodpisujete.',
  'mail.senderCompleted.body':
    'Dokument „{document}“ podpísali všetci. Podpísaný dokument je priložený pre vašu evidenciu.',
  'mail.senderCompleted.optOut':
    'Tento e-mail dostávate, pretože ste žiadosť odoslali. Tieto e-maily môžete vypnúť v časti Oznámenia v aplikácii Countersign.',

  'mail.senderDeclined.subject': 'Podpis odmietnutý ({decliner}): {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), podpisujúci v role {role}, odmietol(-la) podpísať dokument „{document}“. Žiadosť skončila a nikto ďalší ju už nemôže podpísať.',
  'mail.senderDeclined.open': 'Otvoriť žiadosť',
  'mail.senderDeclined.request': 'Žiadosť: {id}',
  'mail.senderDeclined.reply': 'Odpoveďou na tento e-mail sa spojíte s {decliner}.',
  'mail.senderFooter': 'Odoslané službou Countersign pre {workspace}.',

  'mail.verification.subject': 'Kód na otvorenie dokumentu {document}',
  'mail.verification.body':
    '{sender} vás požiadal(a) o podpis dokumentu „{document}“. Na jeho otvorenie zadajte na stránke na podpis tento kód:',
  'mail.verification.valid': 'Kód platí {minutes} minút. Funguje iba najnovší kód.',
  'mail.verification.button': 'Otvoriť stránku na podpis',
  'mail.verification.notYou':
    'Ak ste o kód nežiadali, môžete tento e-mail ignorovať: bez kódu nikto dokument neotvorí.',

  'cert.email': 'E-mail',
  'cert.role': 'Rola',
  'cert.ip': 'IP adresa',
  'cert.userAgent': 'Prehliadač (user agent)',
  'cert.invited': 'Pozvaný(-á)',
  'cert.opened': 'Otvorené',
  'cert.signed': 'Podpísané',
  'cert.declined': 'Odmietnuté',
  'cert.method': 'Podpis',
  'cert.typed': 'Napísané meno',
  'cert.drawn': 'Nakreslené rukou',
  'cert.consent': 'Súhlas',
  'cert.consentText': 'Prijal(a) upozornenie o elektronickom podpise ({language}); SHA-256 jeho textu:',
  'cert.language': 'Jazyk',
  'cert.verification': 'Overenie totožnosti',
  'cert.verifiedEmail': 'Totožnosť overená kódom zaslaným na adresu {email}, zadaným {date}',
  'cert.verifiedAccessCode': 'Prístupový kód poskytnutý odosielateľom, zadaný {date}',
  'cert.notVerified': 'Kód bol vyžadovaný; žiadny nebol zadaný',
  'cert.copied': 'V kópii',
  'cert.copiedNote': 'Tieto osoby dostanú výsledok žiadosti. Neboli požiadané o podpis.',
  'sign.dateFormat': 'Zadajte v tvare {pattern}',
  'sign.dateLetters': 'DD MM RRRR',
  'verification.lockedUntilReminded':
    'Bolo zadaných príliš veľa nesprávnych kódov. Tento odkaz zostane zablokovaný, kým vám ho {sender} znova nepošle: obráťte sa na odosielateľa.',
  'verification.error.linkLocked':
    'Bolo zadaných príliš veľa nesprávnych kódov. Tento odkaz zostane zablokovaný, kým vám ho {sender} znova nepošle.',
  'verification.accessCase': 'Na veľkosti písmen nezáleží.',
  'mail.accessCodeNeeded':
    'Na otvorenie dokumentu potrebujete prístupový kód, ktorý vám {sender} poskytne zvlášť. V tomto e-maile nie je; ak ho nemáte, obráťte sa na odosielateľa ({sender}).',
  'mail.senderLinkLocked.subject': 'Odkaz na podpis zablokovaný: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Na odkaze na podpis osoby {signer} ({email}), ktorá podpisuje dokument „{document}“ v role {role}, boli zadané nesprávne kódy (počet: {count}). Odkaz je zablokovaný: nikomu sa neotvorí, kým osobe {signer} nepošlete pripomienku.',
  'mail.senderLinkLocked.unlock':
    'Ak chyby urobil(a) {signer}, pošlite pripomienku zo žiadosti (alebo volaním remind v API): pripomienka odkaz odblokuje. Ak nie, odkaz mohol získať niekto iný: zvážte zneplatnenie žiadosti.',
  'verification.error.lockedHours': 'Príliš veľa nesprávnych kódov. Skúste to znova o {wait} hod.',

  'field.chooseBetween': 'Vyberte {min} až {max}.',
  'field.chooseAtLeast': 'Vyberte aspoň {min}.',
  'field.chooseAtMost': 'Vyberte najviac {max}.',
  'field.fileHint': 'Súbor PDF, PNG alebo JPEG s veľkosťou do 10 MB.',
  'field.filesHint': 'Až {max} súborov PDF, PNG alebo JPEG, každý do 10 MB.',
  'field.imageHint': 'Obrázok PNG alebo JPEG s veľkosťou do 5 MB.',
  'field.remove': 'Odstrániť',
  'field.removeFile': 'Odstrániť {name}',
  'field.uploading': 'Nahrávanie: {name}',
  'field.preview': 'Náhľad: {name}',
  'field.readonlyNote': 'Vyplnené odosielateľom; nemožno zmeniť.',
  'field.imageGiven': 'Obrázok od odosielateľa',
  'error.phone': 'Pole {label} neobsahuje telefónne číslo.',
  'error.phoneRegion':
    'Pole {label} neobsahuje telefónne číslo. Číslo bez predvoľby krajiny sa číta ako číslo krajiny {code}: pre inú krajinu začnite znakom + a jej predvoľbou.',
  'error.pattern': 'Pole {label} nemá požadovaný tvar.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'V poli {label} vyberte aspoň {min}.',
  'error.chooseMax': 'V poli {label} vyberte najviac {max}.',
  'error.tooManyFiles': 'Pole {label} prijíma najviac {max} súborov: najprv jeden odstráňte.',
  'error.fileType': '{name} nie je súbor PDF, PNG ani JPEG.',
  'error.imageType': '{name} nie je obrázok PNG ani JPEG.',
  'error.fileSize': 'Súbor {name} je väčší ako {size}.',
  'error.upload': 'Súbor {name} nemožno pripojiť: {reason}',
  'error.uploadFailed': 'Súbor {name} nemožno pripojiť. Skúste to, prosím, znova.',
});
