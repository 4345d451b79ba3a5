// Čeština (vykání): veřejný odkaz šablony. Keys and {placeholders} as in ../en/public-links.ts.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} vás žádá o vyplnění a podpis dokumentu „{document}“.',
  'publicLink.hint':
    'Pro zahájení uveďte své jméno a e-mailovou adresu. Podepsané vyhotovení bude zasláno na tuto adresu.',
  'publicLink.verifyHint': 'Před podpisem vám e-mailem zašleme kód k potvrzení adresy.',
  'publicLink.nextHeading': 'Po vás',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Vaše celé jméno',
  'publicLink.email': 'Vaše e-mailová adresa',
  'publicLink.start': 'Pokračovat',
  'publicLink.working': 'Kontrola prohlížeče, chvíli strpení…',
  'publicLink.noscript':
    'Tento formulář vyžaduje JavaScript: prohlížeč provede krátký výpočet, který brání automatizovaným registracím.',
  'publicLink.problems': 'Zkontrolujte prosím formulář:',
  'publicLink.error.name': 'Zadejte své jméno.',
  'publicLink.error.email': 'Zadejte e-mailovou adresu, například jmeno@example.com.',
  'publicLink.error.proof':
    'Kontrola vašeho prohlížeče nedorazila nebo je příliš stará. Odešlete prosím formulář znovu.',
  'publicLink.limited.title': 'Zahájeno příliš mnoho podpisů',
  'publicLink.limited.lead':
    'Tento formulář byl dnes zahájen příliš mnohokrát, z tohoto připojení nebo celkově. Zkuste to prosím zítra.',
  'publicLink.unavailable.title': 'Tento formulář není k dispozici',
  'publicLink.unavailable.lead':
    'Odkaz mohl být vypnut nebo chybně opsán, nebo formulář momentálně nepřijímá nové podpisy. Obraťte se na toho, kdo vám odkaz poskytl.',

  'publicLink.app.action': 'Veřejný odkaz',
  'publicLink.app.actionLabel': 'Veřejný odkaz šablony {name}',
  'publicLink.app.title': 'Veřejný odkaz: {name}',
  'publicLink.app.lead':
    'Kdokoli s odkazem podepisuje tuto šablonu v roli {role}: uvede své jméno a e-mailovou adresu a podepíše. Žádost pak pokračuje k osobám, které zde uvedete, a započítává se do vašeho měsíčního limitu.',
  'publicLink.app.on': 'Odkaz je zapnutý. Sdílejte jej tam, kde jej najdou ti, kdo mají podepsat.',
  'publicLink.app.off': 'Odkaz je vypnutý.',
  'publicLink.app.url': 'Odkaz',
  'publicLink.app.people': 'Kdo následuje v roli {role}',
  'publicLink.app.personName': 'Jméno',
  'publicLink.app.personEmail': 'E-mailová adresa',
  'publicLink.app.verify': 'Před podpisem vyžadovat kód zaslaný e-mailem (doporučeno)',
  'publicLink.app.turnOn': 'Zapnout odkaz',
  'publicLink.app.save': 'Uložit změny',
  'publicLink.app.turnOff': 'Vypnout odkaz',
  'publicLink.app.turnedOn': 'Odkaz je zapnutý.',
  'publicLink.app.turnedOff': 'Odkaz je vypnutý: jeho adresa již nefunguje.',
  'publicLink.app.ownersOnly':
    'Veřejný odkaz šablony může zapnout nebo vypnout pouze vlastník pracovního prostoru.',
  'publicLink.app.notPublished': 'Veřejný odkaz je určen pro publikovanou šablonu.',
  'publicLink.app.nameMissing': 'Zadejte jméno.',
  'publicLink.app.emailMissing': 'Zadejte e-mailovou adresu, například jmeno@example.com.',
});
