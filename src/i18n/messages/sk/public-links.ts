// Slovenčina (vykanie): verejný odkaz šablóny. Keys and {placeholders} as in ../en/public-links.ts.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} vás žiada o vyplnenie a podpis dokumentu „{document}“.',
  'publicLink.hint':
    'Na začatie uveďte svoje meno a e-mailovú adresu. Podpísané vyhotovenie bude zaslané na túto adresu.',
  'publicLink.verifyHint': 'Pred podpisom vám e-mailom pošleme kód na potvrdenie adresy.',
  'publicLink.nextHeading': 'Po vás',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Vaše celé meno',
  'publicLink.email': 'Vaša e-mailová adresa',
  'publicLink.start': 'Pokračovať',
  'publicLink.working': 'Kontrola prehliadača, chvíľu strpenia…',
  'publicLink.noscript':
    'Tento formulár vyžaduje JavaScript: prehliadač vykoná krátky výpočet, ktorý bráni automatizovaným registráciám.',
  'publicLink.problems': 'Skontrolujte, prosím, formulár:',
  'publicLink.error.name': 'Zadajte svoje meno.',
  'publicLink.error.email': 'Zadajte e-mailovú adresu, napríklad meno@example.com.',
  'publicLink.error.proof':
    'Kontrola vášho prehliadača nedorazila alebo je príliš stará. Odošlite, prosím, formulár znova.',
  'publicLink.limited.title': 'Začatých príliš veľa podpisov',
  'publicLink.limited.lead':
    'Tento formulár bol dnes začatý príliš veľakrát, z tohto pripojenia alebo celkovo. Skúste to, prosím, zajtra.',
  'publicLink.unavailable.title': 'Tento formulár nie je k dispozícii',
  'publicLink.unavailable.lead':
    'Odkaz mohol byť vypnutý alebo nesprávne odpísaný, alebo formulár momentálne neprijíma nové podpisy. Obráťte sa na toho, kto vám odkaz poskytol.',

  'publicLink.app.action': 'Verejný odkaz',
  'publicLink.app.actionLabel': 'Verejný odkaz šablóny {name}',
  'publicLink.app.title': 'Verejný odkaz: {name}',
  'publicLink.app.lead':
    'Ktokoľvek s odkazom podpisuje túto šablónu v role {role}: uvedie svoje meno a e-mailovú adresu a podpíše. Žiadosť potom pokračuje k osobám, ktoré tu uvediete, a započítava sa do vášho mesačného limitu.',
  'publicLink.app.on': 'Odkaz je zapnutý. Zdieľajte ho tam, kde ho nájdu tí, ktorí majú podpísať.',
  'publicLink.app.off': 'Odkaz je vypnutý.',
  'publicLink.app.url': 'Odkaz',
  'publicLink.app.people': 'Kto nasleduje v role {role}',
  'publicLink.app.personName': 'Meno',
  'publicLink.app.personEmail': 'E-mailová adresa',
  'publicLink.app.verify': 'Pred podpisom vyžadovať kód zaslaný e-mailom (odporúčané)',
  'publicLink.app.turnOn': 'Zapnúť odkaz',
  'publicLink.app.save': 'Uložiť zmeny',
  'publicLink.app.turnOff': 'Vypnúť odkaz',
  'publicLink.app.turnedOn': 'Odkaz je zapnutý.',
  'publicLink.app.turnedOff': 'Odkaz je vypnutý: jeho adresa už nefunguje.',
  'publicLink.app.ownersOnly':
    'Verejný odkaz šablóny môže zapnúť alebo vypnúť iba vlastník pracovného priestoru.',
  'publicLink.app.notPublished': 'Verejný odkaz je určený pre publikovanú šablónu.',
  'publicLink.app.nameMissing': 'Zadajte meno.',
  'publicLink.app.emailMissing': 'Zadajte e-mailovú adresu, napríklad meno@example.com.',
});
