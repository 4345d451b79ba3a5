// Čeština (vykání, formální styl jako v bankovnictví). Keys and {placeholders} as in ../en/signing.ts.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'Přejít na obsah',
  'page.languages': 'Jazyk',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} ({workspace})',
  'sender.contact': '{member} ({workspace}, {email})',

  'sign.title': 'Podpis dokumentu {document}',
  'sign.lead': '{sender} vás, {name} ({email}), žádá o podpis tohoto dokumentu v roli {role}.',
  'sign.deadline': 'Podepište prosím do {deadline}.',
  'sign.noscript':
    'K podpisu je potřeba JavaScript. Zapněte jej v prohlížeči, nebo požádejte odesílatele ({sender}) o papírové vyhotovení k vlastnoručnímu podpisu.',
  'sign.documentHeading': 'Dokument',
  'sign.download': '{link} a přečtěte si jej nebo jej vytiskněte.',
  'sign.downloadLink': 'Stáhněte si dokument ve formátu PDF',
  'sign.documentLabel': 'Text dokumentu',
  'sign.pdfTitle': 'Dokument (PDF)',
  'sign.nextField': 'Další pole',
  'sign.allFilled': 'Všechna pole jsou vyplněna. Zaškrtněte políčko níže a podepište.',
  'sign.signHere': 'Podepište zde: {label}',
  'sign.pageOf': 'Strana {n} z {total}',
  'sign.heading': 'Podpis',
  'sign.details': 'Vaše údaje',
  'sign.required': '(povinné)',
  'sign.choose': 'Vyberte…',
  'sign.signatureLegend': 'Váš podpis',
  'sign.modeTyped': 'Napsat jméno',
  'sign.modeDrawn': 'Nakreslit podpis',
  'sign.typedLabel': 'Jako podpis napište své celé jméno',
  'sign.drawHelp': 'Nakreslete podpis do rámečku myší, prstem nebo stylusem.',
  'sign.drawArea': 'Plocha pro kreslení podpisu',
  'sign.clear': 'Vymazat kresbu',
  'sign.consentLegend': 'Souhlas s elektronickým podpisem',
  'sign.button': 'Podepsat',
  'sign.signing': 'Podepisování…',
  'sign.yes': 'Ano',
  'sign.no': 'Ne',
  'sign.fillBelow': '{label}: vyplníte níže',
  'sign.fillBy': '{label}: vyplní {role}',
  'sign.fillBySender': '{label}: vyplní odesílatel',
  'sign.signedBy': '(podepsal(a): {name})',
  'sign.signedOn': 'Podepsal(a): {name}, {date}',
  'cert.initials': 'Iniciály',
  'sign.notSigned': 'Dosud nepodepsáno',
  'sign.guideLabel': 'Vaše pole',
  'sign.fieldOf': 'Pole {n} z {total}',
  'sign.back': 'Zpět',
  'sign.next': 'Další',
  'sign.finish': 'Dokončit',
  'sign.done': 'Hotovo',
  'sign.ready': 'Vše vyplněno: zkontrolujte údaje a podepište níže',
  'sign.optional': '(nepovinné)',
  'sign.emptyBox': '{label}: prázdné',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'zaškrtnuto',
  'sign.unchecked': 'nezaškrtnuto',
  'sign.zoomIn': 'Přiblížit',
  'sign.zoomOut': 'Oddálit',
  'sign.zoomFit': 'Přizpůsobit šířce',
  'sign.zoomLabel': 'Zvětšení',
  'sign.signingDate': 'Datum podpisu, vyplněné automaticky.',
  'sign.initialsLegend': 'Vaše iniciály',
  'sign.initialsTyped': 'Napsat iniciály',
  'sign.initialsDrawn': 'Nakreslit iniciály',
  'sign.initialsLabel': 'Vaše iniciály',
  'sign.initialsHelp': 'Nakreslete své iniciály do rámečku.',
  'sign.initialsArea': 'Plocha pro kreslení iniciál',
  'sign.fieldProblem': 'Přejít na pole {label}',

  'verification.title': 'Ověření totožnosti: {document}',
  'verification.lead':
    '{sender} vás žádá o podpis tohoto dokumentu. Než se dokument otevře, potvrďte, že tento odkaz k podpisu patří vám.',
  'verification.accessHeading': 'Zadejte přístupový kód',
  'verification.accessHelp':
    '{sender} vám k tomuto dokumentu předal(a) přístupový kód odděleně od e-mailu s tímto odkazem. Pokud jej nemáte, obraťte se na odesílatele ({sender}).',
  'verification.accessLabel': 'Přístupový kód',
  'verification.emailHeading': 'Získat kód e-mailem',
  'verification.emailHelp': 'Na adresu {email} zašleme 6místný kód. Platí {minutes} minut.',
  'verification.emailLabel': '6místný kód z e-mailu',
  'verification.send': 'Zaslat kód',
  'verification.sendAgain': 'Zaslat nový kód',
  'verification.submit': 'Pokračovat',
  'verification.lockedUntil': 'Bylo zadáno příliš mnoho chybných kódů. Znovu to můžete zkusit od {time}.',
  'verification.sent': 'Kód jsme zaslali na adresu {email}. Platí {minutes} minut.',
  'verification.sending': 'Odesílání…',
  'verification.checking': 'Ověřování…',
  'verification.error.empty': 'Zadejte kód.',
  'verification.error.digits': 'Kód má 6 číslic.',
  'verification.error.wrong': 'Kód je chybný nebo vypršela jeho platnost. Zbývající pokusy: {count}.',
  'verification.error.locked': 'Příliš mnoho chybných kódů. Zkuste to znovu za {wait} min.',
  'verification.error.sendLimit': 'Za poslední hodinu jste požádali o 5 kódů. Zkuste to znovu za {wait} min.',
  'verification.error.failed': 'Došlo k chybě. Zkuste to prosím znovu.',

  'order.only': 'Dokument podepisujete pouze vy.',
  'order.first': 'Podepisujete jako první (celkový počet podepisujících: {count}); ostatní podepíší po vás.',
  'order.firstOfTwo': 'Podepisujete jako první ze dvou; druhý podepisující podepíše po vás.',
  'order.afterOne':
    'Váš podpis je v pořadí {position} (celkový počet podepisujících: {count}); první podpis již byl připojen.',
  'order.afterMany':
    'Váš podpis je v pořadí {position} (celkový počet podepisujících: {count}); předchozí podpisy (celkem {earlier}) již byly připojeny.',
  'order.ordinals': 'první|druhý|třetí|čtvrtý|pátý|šestý|sedmý|osmý|devátý|desátý',
  'order.numbers': 'jeden|dva|tři|čtyři|pět|šest|sedm|osm|devět|deset',

  'consent.intro':
    '{sender} používá ke shromažďování elektronických podpisů službu Countersign. Před podpisem berte prosím na vědomí:',
  'consent.electronic':
    'Zaškrtnutím políčka souhlasíte s tím, že tento dokument a oznámení, která se ho týkají, obdržíte elektronicky, a že jej elektronicky podepíšete. Váš elektronický podpis má stejné účinky jako podpis na papíře.',
  'consent.paper':
    'Papírové vyhotovení můžete kdykoli bezplatně získat: stáhněte si výše uvedený PDF a vytiskněte jej, nebo o jeho zaslání požádejte: {contact}. Až podepíší všichni, podepsaný PDF bude zaslán na adresu {email} a bude jej možné stáhnout z této stránky.',
  'consent.paperNoEmail':
    'Papírové vyhotovení můžete kdykoli bezplatně získat: stáhněte si výše uvedený PDF a vytiskněte jej, nebo o jeho zaslání požádejte: {contact}. Až podepíší všichni, podepsaný PDF bude možné stáhnout z této stránky.',
  'consent.withdraw':
    'Elektronický podpis není povinný. Podpis můžete níže odmítnout, nebo kontaktovat {contact} a podepsat dokument na papíře. Pozdější odvolání souhlasu nezruší již připojený podpis.',
  'consent.requirements':
    'Potřebujete aktuální webový prohlížeč, program pro zobrazení nebo tisk dokumentů PDF a přístup k e-mailové adrese {email}. Pokud se změní, informujte: {contact}.',
  'consent.agree':
    'Beru na vědomí výše uvedené upozornění, souhlasím s používáním elektronických záznamů a s elektronickým podpisem tohoto dokumentu a chci, aby mě můj elektronický podpis zavazoval stejně jako vlastnoruční podpis.',

  'decline.summary': 'Odmítnout podpis',
  'decline.explain':
    'Pokud podpis odmítnete, nikdo již tuto žádost nebude moci podepsat a {sender} o tom dostane e-mail.',
  'decline.reason': 'Důvod (nepovinné, sdělí se odesílateli {sender})',
  'decline.button': 'Odmítnout podpis',
  'decline.confirmQuestion': 'Odmítnout podpis dokumentu {document}? Tuto akci nelze vrátit zpět.',
  'decline.confirm': 'Ano, odmítnout',
  'decline.cancel': 'Ne, zpět',

  'error.typed': 'Jako podpis napište své jméno.',
  'error.drawn': 'Nakreslete podpis do rámečku.',
  'error.consent': 'Zaškrtnutím políčka vyjádřete souhlas s elektronickým podpisem.',
  'error.required': 'Pole {label} je povinné.',
  'error.number': 'Pole {label} musí obsahovat číslo.',
  'error.email': 'Pole {label} musí obsahovat e-mailovou adresu.',
  'error.tick': 'Pro podpis zaškrtněte {label}: je to povinné.',
  'error.date': 'Pole {label} musí obsahovat datum ve tvaru {example}.',
  'error.dateMonth': '{label}: měsíc {month} neexistuje.',
  'error.dateDays': '{label}: měsíc {month} má {days} dní.',
  'error.signFailed': 'Došlo k chybě a nic nebylo podepsáno. Zkuste to prosím znovu.',
  'error.declineFailed': 'Došlo k chybě a podpis nebyl odmítnut. Zkuste to prosím znovu.',
  'error.initials': 'Napište nebo nakreslete své iniciály.',
  'error.range': 'Pole {label} musí být v rozmezí {min} až {max}.',
  'error.min': 'Pole {label} musí být alespoň {min}.',
  'error.max': 'Pole {label} může být nejvýše {max}.',
  'error.integer': 'Pole {label} musí obsahovat celé číslo.',
  'error.summary': 'Opravte prosím následující:',

  'waiting.title': 'Ještě nejste na řadě',
  'waiting.lead': 'Dokument {document} se podepisuje v daném pořadí. Nejprve musí podepsat: {waitingFor}.',
  'waiting.email':
    '{name}, až budete na řadě, obdržíte e-mail na adresu {email}. Tuto stránku můžete zavřít.',
  'waiting.noEmail':
    'Vraťte se k tomuto odkazu, až vám {sender} sdělí, že jste na řadě. Tuto stránku můžete zavřít.',
  'signed.title': 'Děkujeme, podepsali jste',
  'signed.lead': 'Dokument {document} jste podepsali v roli {role} dne {date}.',
  'signed.next':
    'Ostatní ještě musí podepsat. Až podepíší všichni, podepsaný dokument bude zaslán na adresu {email} a budete si jej moci stáhnout také přes tento odkaz. Tuto stránku můžete zavřít.',
  'signed.nextNoEmail':
    'Ostatní ještě musí podepsat. Až podepíší všichni, budete si podepsaný dokument moci stáhnout přes tento odkaz. Tuto stránku můžete zavřít.',
  'signed.nextEmbedded':
    'Ostatní ještě musí podepsat. Až podepíší všichni, podepsaný dokument bude zaslán na adresu {email}. Tuto stránku můžete zavřít.',
  'signed.nextEmbeddedNoEmail': 'Ostatní ještě musí podepsat. Tuto stránku můžete zavřít.',
  'completed.title': 'Všichni podepsali',
  'completed.lead':
    'Děkujeme, {name}. Dokument {document} jste podepsali dne {date} a podepsali jej i všichni ostatní: dokument je plně podepsán.',
  'completed.leadOnly':
    'Děkujeme, {name}. Dokument {document} jste podepsali dne {date}: dokument je plně podepsán.',
  'completed.leadViewer': 'Dokument {document} podepsali všichni: dokument je plně podepsán.',
  'completed.download': 'Stáhnout podepsaný dokument (PDF)',
  'completed.keep':
    'Uschovejte si kopii pro svou evidenci. Končí auditním certifikátem a nese digitální pečeť, takže lze odhalit jakoukoli pozdější změnu.',
  'completed.emailed': 'Kopie byla zaslána také na adresu {email}.',
  'declined.title': 'Podpis této žádosti byl odmítnut',
  'declined.byYou': 'Odmítli jste podepsat dokument {document}. {sender} o tom byl(a) informován(a).',
  'declined.other': 'Jeden z podepisujících podpis odmítl, dokument {document} proto již nelze podepsat.',
  'voided.title': 'Tato žádost byla zneplatněna',
  'voided.text': '{sender} tuto žádost zneplatnil(a), dokument {document} proto již nelze podepsat.',
  'expired.title': 'Platnost této žádosti vypršela',
  'expired.text':
    'Lhůta pro podpis dokumentu {document} uplynula dne {date}. Pokud je váš podpis stále potřeba, požádejte odesílatele ({sender}) o novou žádost.',
  'removed.title': 'Tato žádost byla odstraněna',
  'removed.text':
    'Tato žádost a všechny její údaje byly trvale odstraněny, takže zde již není co zobrazit ani podepsat. Pokud jste si podepsaný dokument uschovali, lze jej stále ověřit na adrese, která je na něm vytištěna.',
  'notFound.title': 'Tento odkaz k podpisu nefunguje',
  'notFound.text':
    'Odkaz není platný. Zkontrolujte, že jste otevřeli celý odkaz z e-mailu, nebo požádejte odesílatele o jeho opětovné zaslání.',

  'mail.greeting': 'Dobrý den, {name},',
  'mail.greetingAnonymous': 'Dobrý den,',
  'mail.messageFrom': 'Zpráva od odesílatele {sender}:',
  'mail.reason': 'Uvedený důvod:',
  'mail.button': 'Zkontrolovat a podepsat',
  'mail.orOpen': 'Nebo otevřete tento odkaz: {url}',
  'mail.deadline': 'Podepište prosím do {deadline}.',
  'mail.footerLink':
    'Odesláno službou Countersign jménem odesílatele {sender}. Tento odkaz k podpisu je osobní: nepřeposílejte jej.',
  'mail.footer': 'Odesláno službou Countersign jménem odesílatele {sender}.',
  'mail.footerReply': 'Odpovědi na tento e-mail obdrží {member} ({email}).',
  'mail.fromName': '{sender} přes Countersign',
  'mail.invitation.subject': 'Žádost o podpis: {document}, od {sender}',
  'mail.invitation.body': '{sender} vám zaslal(a) dokument „{document}“ k elektronickému podpisu.',
  'mail.reminder.subject': 'Připomenutí: podepište prosím {document}, od {sender}',
  'mail.reminder.body': 'Připomínáme, že dokument „{document}“ od odesílatele {sender} čeká na váš podpis.',
  'mail.voided.subject': 'Zneplatněno: {document}',
  'mail.voided.body':
    '{sender} zneplatnil(a) žádost o podpis dokumentu „{document}“. Nemusíte již nic dělat.',
  'mail.declined.subject': 'Podpis odmítnut: {document}',
  'mail.declined.body':
    '{decliner} odmítl(a) podepsat dokument „{document}“, žádost od odesílatele {sender} proto skončila. Nemusíte již nic dělat.',
  'mail.declineConfirmation.subject': 'Podpis jste odmítli: {document}',
  'mail.declineConfirmation.body':
    'Odmítli jste podepsat dokument „{document}“. Žádost od odesílatele {sender} skončila a odesílatel byl informován.',
  'mail.declineConfirmation.mistake': 'Pokud šlo o omyl, odpovězte na tento e-mail a spojte se s {member}.',
  'mail.completed.subject': 'Dokončeno: {document}',
  'mail.completed.body':
    'Dokument „{document}“ od odesílatele {sender} podepsali všichni. Podepsaný dokument je přiložen pro vaši evidenci.',
  'mail.expired.subject': 'Platnost vypršela: {document}',
  'mail.expired.body':
    'Platnost žádosti o podpis dokumentu „{document}“ od odesílatele {sender} vypršela dříve, než podepsali všichni. Nemusíte již nic dělat.',
  'mail.footerCopied':
    '{sender} vás uvedl(a) v kopii této žádosti: dozvíte se, jak skončí, a nic nepodepisujete.',
  'mail.senderCompleted.body':
    'Dokument „{document}“ podepsali všichni. Podepsaný dokument je přiložen pro vaši evidenci.',
  'mail.senderCompleted.optOut':
    'Tento e-mail dostáváte, protože jste žádost odeslali. Tyto e-maily můžete vypnout v části Oznámení v aplikaci Countersign.',

  'mail.senderDeclined.subject': 'Podpis odmítnut ({decliner}): {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), podepisující v roli {role}, odmítl(a) podepsat dokument „{document}“. Žádost skončila a nikdo další ji již nemůže podepsat.',
  'mail.senderDeclined.open': 'Otevřít žádost',
  'mail.senderDeclined.request': 'Žádost: {id}',
  'mail.senderDeclined.reply': 'Odpovědí na tento e-mail se spojíte s {decliner}.',
  'mail.senderFooter': 'Odesláno službou Countersign pro {workspace}.',

  'mail.verification.subject': 'Kód k otevření dokumentu {document}',
  'mail.verification.body':
    '{sender} vás požádal(a) o podpis dokumentu „{document}“. Pro jeho otevření zadejte na stránce k podpisu tento kód:',
  'mail.verification.valid': 'Kód platí {minutes} minut. Funguje pouze nejnovější kód.',
  'mail.verification.button': 'Otevřít stránku k podpisu',
  'mail.verification.notYou':
    'Pokud jste o kód nežádali, můžete tento e-mail ignorovat: bez kódu nikdo dokument neotevře.',

  'cert.email': 'E-mail',
  'cert.role': 'Role',
  'cert.ip': 'IP adresa',
  'cert.userAgent': 'Prohlížeč (user agent)',
  'cert.invited': 'Pozván(a)',
  'cert.opened': 'Otevřeno',
  'cert.signed': 'Podepsáno',
  'cert.declined': 'Odmítnuto',
  'cert.method': 'Podpis',
  'cert.typed': 'Napsané jméno',
  'cert.drawn': 'Nakresleno rukou',
  'cert.consent': 'Souhlas',
  'cert.consentText': 'Přijal(a) upozornění o elektronickém podpisu ({language}); SHA-256 jeho textu:',
  'cert.language': 'Jazyk',
  'cert.verification': 'Ověření totožnosti',
  'cert.verifiedEmail': 'Totožnost ověřena kódem zaslaným na adresu {email}, zadaným {date}',
  'cert.verifiedAccessCode': 'Přístupový kód předaný odesílatelem, zadaný {date}',
  'cert.notVerified': 'Kód byl vyžadován; žádný nebyl zadán',
  'cert.copied': 'V kopii',
  'cert.copiedNote': 'Tyto osoby obdrží výsledek žádosti. Nebyly požádány o podpis.',
  'sign.dateFormat': 'Zadejte ve tvaru {pattern}',
  'sign.dateLetters': 'DD MM RRRR',
  'verification.lockedUntilReminded':
    'Bylo zadáno příliš mnoho chybných kódů. Tento odkaz zůstane zablokován, dokud vám jej {sender} znovu nezašle: obraťte se na odesílatele.',
  'verification.error.linkLocked':
    'Bylo zadáno příliš mnoho chybných kódů. Tento odkaz zůstane zablokován, dokud vám jej {sender} znovu nezašle.',
  'verification.accessCase': 'Na velikosti písmen nezáleží.',
  'mail.accessCodeNeeded':
    'K otevření dokumentu potřebujete přístupový kód, který vám {sender} předá zvlášť. V tomto e-mailu není; pokud jej nemáte, obraťte se na odesílatele ({sender}).',
  'mail.senderLinkLocked.subject': 'Odkaz k podpisu zablokován: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Na odkazu k podpisu osoby {signer} ({email}), která podepisuje dokument „{document}“ v roli {role}, byly zadány chybné kódy (počet: {count}). Odkaz je zablokován: nikomu se neotevře, dokud osobě {signer} nepošlete připomenutí.',
  'mail.senderLinkLocked.unlock':
    'Pokud chyby udělal(a) {signer}, pošlete připomenutí ze žádosti (nebo voláním remind v API): připomenutí odkaz odblokuje. Pokud ne, odkaz mohl získat někdo jiný: zvažte zneplatnění žádosti.',
  'verification.error.lockedHours': 'Příliš mnoho chybných kódů. Zkuste to znovu za {wait} hod.',

  'field.chooseBetween': 'Vyberte {min} až {max}.',
  'field.chooseAtLeast': 'Vyberte alespoň {min}.',
  'field.chooseAtMost': 'Vyberte nejvýše {max}.',
  'field.fileHint': 'Soubor PDF, PNG nebo JPEG o velikosti do 10 MB.',
  'field.filesHint': 'Až {max} souborů PDF, PNG nebo JPEG, každý do 10 MB.',
  'field.imageHint': 'Obrázek PNG nebo JPEG o velikosti do 5 MB.',
  'field.remove': 'Odebrat',
  'field.removeFile': 'Odebrat {name}',
  'field.uploading': 'Nahrávání: {name}',
  'field.preview': 'Náhled: {name}',
  'field.readonlyNote': 'Vyplněno odesílatelem; nelze změnit.',
  'field.imageGiven': 'Obrázek od odesílatele',
  'error.phone': 'Pole {label} neobsahuje telefonní číslo.',
  'error.phoneRegion':
    'Pole {label} neobsahuje telefonní číslo. Číslo bez předvolby země se čte jako číslo země {code}: pro jinou zemi začněte znakem + a její předvolbou.',
  'error.pattern': 'Pole {label} nemá požadovaný tvar.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'V poli {label} vyberte alespoň {min}.',
  'error.chooseMax': 'V poli {label} vyberte nejvýše {max}.',
  'error.tooManyFiles': 'Pole {label} přijímá nejvýše {max} souborů: nejprve jeden odeberte.',
  'error.fileType': '{name} není soubor PDF, PNG ani JPEG.',
  'error.imageType': '{name} není obrázek PNG ani JPEG.',
  'error.fileSize': 'Soubor {name} je větší než {size}.',
  'error.upload': 'Soubor {name} nelze připojit: {reason}',
  'error.uploadFailed': 'Soubor {name} nelze připojit. Zkuste to prosím znovu.',
});
