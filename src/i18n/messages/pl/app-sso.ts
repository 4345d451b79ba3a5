// Polski (forma bezosobowa i grzecznościowa): logowanie jednokrotne (SSO). Keys and {placeholders} as in ../en/app-sso.ts.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Kontynuuj przez {provider}',
  'sso.refusedTitle': 'Nie zalogowano',
  'sso.refused.expired':
    'To logowanie wygasło lub zostało już zakończone. Należy zacząć od nowa na stronie logowania.',
  'sso.refused.denied': 'Dostawca tożsamości nie zalogował Państwa. Można spróbować ponownie.',
  'sso.refused.invalid':
    'Nie udało się zweryfikować odpowiedzi dostawcy tożsamości (została zmieniona, była już użyta lub wygasła), więc logowanie nie nastąpiło. Należy zacząć od nowa.',
  'sso.refused.unverified':
    'Dostawca tożsamości nie zweryfikował adresu e-mail, więc nie może tu Państwa zalogować. Najpierw należy zweryfikować adres u dostawcy.',
  'sso.refused.unknown':
    'Żadna przestrzeń robocza nie ma członka z adresem e-mail potwierdzonym przez dostawcę tożsamości. Prosimy poprosić właściciela przestrzeni roboczej o zaproszenie.',
  'sso.unavailable':
    'Dostawca tożsamości jest obecnie nieosiągalny. Proszę spróbować ponownie za kilka minut.',
  'sso.notConfigured': 'W tej usłudze nie skonfigurowano logowania jednokrotnego.',
  'sso.backToSignIn': 'Wróć do logowania',
  'sso.chooseTitle': 'Wybór przestrzeni roboczej',
  'sso.chooseLead': 'Adres należy do kilku przestrzeni roboczych. Którą otworzyć?',
  'sso.chooseButton': 'Otwórz {workspace}',
  'sso.requiredTitle': 'Wymagane logowanie jednokrotne',
  'sso.required':
    '{workspace} wymaga logowania jednokrotnego: należy zalogować się przez {provider} zamiast linkiem z e-maila lub kluczem dostępu.',
  'sso.requiredUnset':
    '{workspace} wymaga logowania jednokrotnego, którego ta usługa obecnie nie oferuje. Prosimy zwrócić się do osoby zarządzającej usługą.',
  'sessions.method.oidc': 'przez logowanie jednokrotne',
  'sso.settingsTitle': 'Logowanie jednokrotne',
  'sso.settingsLead':
    'Członkowie mogą logować się przez {provider} przy użyciu zweryfikowanego adresu e-mail zapisanego u tego dostawcy.',
  'sso.settingsUnset':
    'W tej usłudze nie skonfigurowano dostawcy tożsamości, więc nie można używać logowania jednokrotnego.',
  'sso.requiredLabel': 'Wymagaj logowania jednokrotnego',
  'sso.requiredHint':
    'Linki do logowania z e-maila i klucze dostępu będą wtedy odrzucane w tej przestrzeni roboczej.',
  'sso.joinDomainLabel': 'Domena, której użytkownicy mogą dołączać',
  'sso.joinDomainHint':
    'Osoba, której zweryfikowany adres kończy się na @tę domenę, dołącza jako członek przy pierwszym logowaniu, gdy przestrzeń robocza potwierdzi domenę. Puste pole oznacza, że nikt nie dołącza w ten sposób.',
  'sso.joinDomainInvalid': 'Proszę podać nazwę domeny, np. example.com.',
  'sso.save': 'Zapisz logowanie jednokrotne',
  'sso.saved': 'Zapisano ustawienia logowania jednokrotnego.',
  'sso.ownersOnly': 'Tylko właściciele mogą zmieniać te ustawienia.',
  'sso.requiredOn': 'Logowanie jednokrotne jest wymagane.',
  'sso.requiredOff': 'Logowanie jednokrotne jest opcjonalne.',
  'sso.joinDomainNone': 'Nikt nie dołącza na podstawie domeny.',
  'sso.joinDomainIs': 'Osoby z adresem w domenie {domain} dołączają jako członkowie.',
  'audit.workspace.sso_changed': 'Zmieniono logowanie jednokrotne',
  'audit.member.joined': 'Dołączono przez logowanie jednokrotne',
  'sso.refused.foreign':
    'Ta odpowiedź dostawcy tożsamości należy do innego logowania, więc nie została użyta. Jeśli logowanie rozpoczęto w tej przeglądarce, jest ono nadal otwarte: należy je dokończyć lub zacząć od nowa.',
  'sso.joinDomainPublic':
    'To publiczna domena poczty e-mail, w której adres może mieć każdy, więc nie może służyć do dołączania. Proszę podać własną domenę organizacji.',
  'sso.joinDomainTaken': 'Inna przestrzeń robocza już potwierdziła tę domenę, więc nie można jej tu użyć.',
  'sso.verifyNotFound':
    'Nie znaleziono jeszcze rekordu TXT z wartością tej przestrzeni roboczej. Należy sprawdzić nazwę i wartość rekordu; zmiany w DNS mogą być widoczne z opóźnieniem.',
  'sso.joinedNotice':
    'Dołączyli Państwo do {workspace} przez logowanie jednokrotne, ponieważ zweryfikowany adres należy do domeny potwierdzonej przez tę przestrzeń roboczą. Jej właściciele widzą Państwa imię i nazwisko oraz adres.',
  'sso.domainPending':
    'Domena {domain} oczekuje na potwierdzenie: do tego czasu nikt nie dołącza na jej podstawie.',
  'sso.domainRecordLead':
    'Aby potwierdzić, że organizacja jest właścicielem tej domeny, należy dodać ten rekord w jej DNS (pod podaną nazwą lub w samej domenie), a następnie go sprawdzić:',
  'sso.domainRecordName': 'Nazwa (host)',
  'sso.domainRecordType': 'Typ rekordu',
  'sso.domainRecordValue': 'Wartość',
  'sso.domainOperatorHint':
    'Można też poprosić osobę zarządzającą tą usługą o potwierdzenie domeny; jest to możliwe, gdy własny adres właściciela należy do domeny {domain}.',
  'sso.domainCheck': 'Sprawdź rekord DNS',
  'sso.domainVerifiedDns':
    'Osoby z adresem w domenie {domain} dołączają jako członkowie: domena została potwierdzona rekordem DNS.',
  'sso.domainVerifiedOperator':
    'Osoby z adresem w domenie {domain} dołączają jako członkowie: osoba zarządzająca usługą potwierdziła domenę.',
  'audit.workspace.sso_domain_verified': 'Potwierdzono domenę logowania jednokrotnego',
});
