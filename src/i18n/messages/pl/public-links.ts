// Polski (forma grzecznościowa „Państwo” i bezosobowa): publiczny link szablonu. Keys and {placeholders} as in ../en/public-links.ts.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace} prosi Państwa o wypełnienie i podpisanie dokumentu „{document}”.',
  'publicLink.hint':
    'Aby rozpocząć, należy podać imię i nazwisko oraz adres e-mail. Podpisany egzemplarz zostanie wysłany na ten adres.',
  'publicLink.verifyHint': 'Przed podpisaniem wyślemy e-mailem kod potwierdzający adres.',
  'publicLink.nextHeading': 'Następnie podpisują',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': 'Imię i nazwisko',
  'publicLink.email': 'Adres e-mail',
  'publicLink.start': 'Dalej',
  'publicLink.working': 'Sprawdzanie przeglądarki, proszę czekać…',
  'publicLink.noscript':
    'Ten formularz wymaga JavaScriptu: przeglądarka wykonuje krótkie obliczenie, które chroni przed automatycznymi zgłoszeniami.',
  'publicLink.problems': 'Prosimy sprawdzić formularz:',
  'publicLink.error.name': 'Proszę podać imię i nazwisko.',
  'publicLink.error.email': 'Proszę podać adres e-mail, np. imie@example.com.',
  'publicLink.error.proof':
    'Weryfikacja przeglądarki nie dotarła lub jest zbyt stara. Proszę wysłać formularz ponownie.',
  'publicLink.limited.title': 'Rozpoczęto zbyt wiele podpisywań',
  'publicLink.limited.lead':
    'Ten formularz został dziś rozpoczęty zbyt wiele razy, z tego połączenia lub łącznie. Prosimy spróbować ponownie jutro.',
  'publicLink.unavailable.title': 'Ten formularz jest niedostępny',
  'publicLink.unavailable.lead':
    'Link mógł zostać wyłączony lub błędnie wpisany albo formularz nie przyjmuje obecnie nowych podpisywań. Prosimy o kontakt z osobą, która przekazała link.',

  'publicLink.app.action': 'Link publiczny',
  'publicLink.app.actionLabel': 'Link publiczny szablonu {name}',
  'publicLink.app.title': 'Link publiczny: {name}',
  'publicLink.app.lead':
    'Każdy, kto ma ten link, podpisuje ten szablon jako {role}: podaje imię i nazwisko oraz adres e-mail, a następnie podpisuje. Prośba trafia potem do wskazanych tutaj osób i wlicza się do miesięcznego limitu.',
  'publicLink.app.on':
    'Link jest włączony. Należy go udostępnić tam, gdzie znajdą go osoby, które mają podpisać.',
  'publicLink.app.off': 'Link jest wyłączony.',
  'publicLink.app.url': 'Link',
  'publicLink.app.people': 'Kolejne osoby jako {role}',
  'publicLink.app.personName': 'Imię i nazwisko',
  'publicLink.app.personEmail': 'Adres e-mail',
  'publicLink.app.verify': 'Wymagaj kodu wysłanego e-mailem przed podpisaniem (zalecane)',
  'publicLink.app.turnOn': 'Włącz link',
  'publicLink.app.save': 'Zapisz zmiany',
  'publicLink.app.turnOff': 'Wyłącz link',
  'publicLink.app.turnedOn': 'Link jest włączony.',
  'publicLink.app.turnedOff': 'Link jest wyłączony: jego adres już nie działa.',
  'publicLink.app.ownersOnly':
    'Tylko właściciel przestrzeni roboczej może włączyć lub wyłączyć link publiczny szablonu.',
  'publicLink.app.notPublished': 'Link publiczny jest dostępny tylko dla opublikowanego szablonu.',
  'publicLink.app.nameMissing': 'Proszę podać imię i nazwisko.',
  'publicLink.app.emailMissing': 'Proszę podać adres e-mail, np. imie@example.com.',
});
