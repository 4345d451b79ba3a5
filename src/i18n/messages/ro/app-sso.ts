// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/app-sso.ts.
import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Continuați cu {provider}',
  'sso.refusedTitle': 'Nu sunteți conectat(ă)',
  'sso.refused.expired':
    'Această conectare a expirat sau a fost deja finalizată. Reîncepeți de la pagina de conectare.',
  'sso.refused.denied': 'Furnizorul dumneavoastră de identitate nu v-a conectat. Puteți încerca din nou.',
  'sso.refused.invalid':
    'Răspunsul furnizorului dumneavoastră de identitate nu a putut fi verificat (a fost modificat, utilizat deja sau a expirat), așa că nu ați fost conectat(ă). Reîncepeți.',
  'sso.refused.unverified':
    'Furnizorul dumneavoastră de identitate nu v-a verificat adresa de e-mail, așa că nu vă poate conecta aici. Verificați mai întâi adresa la furnizor.',
  'sso.refused.unknown':
    'Niciun spațiu de lucru de aici nu are un membru cu adresa de e-mail confirmată de furnizorul dumneavoastră de identitate. Solicitați unui proprietar al spațiului dumneavoastră de lucru să vă invite.',
  'sso.unavailable':
    'Furnizorul dumneavoastră de identitate nu poate fi contactat momentan. Încercați din nou peste câteva minute.',
  'sso.notConfigured': 'Autentificarea unică (SSO) nu este configurată pentru acest serviciu.',
  'sso.backToSignIn': 'Înapoi la conectare',
  'sso.chooseTitle': 'Alegeți un spațiu de lucru',
  'sso.chooseLead':
    'Adresa dumneavoastră aparține mai multor spații de lucru. Pe care doriți să îl deschideți?',
  'sso.chooseButton': 'Deschideți {workspace}',
  'sso.requiredTitle': 'Autentificare unică obligatorie',
  'sso.required':
    '{workspace} impune autentificarea unică: conectați-vă cu {provider} în loc de un link trimis prin e-mail sau de o cheie de acces.',
  'sso.requiredUnset':
    '{workspace} impune autentificarea unică, pe care acest serviciu nu o oferă momentan. Adresați-vă persoanei care îl administrează.',
  'sessions.method.oidc': 'prin autentificare unică',
  'sso.settingsTitle': 'Autentificare unică (SSO)',
  'sso.settingsLead':
    'Membrii se pot conecta cu {provider}, folosind adresa de e-mail verificată înregistrată acolo.',
  'sso.settingsUnset':
    'Acest serviciu nu are configurat niciun furnizor de identitate, așa că autentificarea unică nu poate fi utilizată.',
  'sso.requiredLabel': 'Impuneți autentificarea unică',
  'sso.requiredHint':
    'Linkurile de conectare trimise prin e-mail și cheile de acces sunt atunci refuzate pentru acest spațiu de lucru.',
  'sso.joinDomainLabel': 'Domeniul ale cărui persoane se pot alătura',
  'sso.joinDomainHint':
    'O persoană a cărei adresă verificată se termină cu @ acest domeniu devine membru la prima conectare, după ce spațiul de lucru a dovedit deținerea domeniului. Lăsați gol pentru ca nimeni să nu se poată alătura astfel.',
  'sso.joinDomainInvalid': 'Introduceți un nume de domeniu, de exemplu example.com.',
  'sso.save': 'Salvați autentificarea unică',
  'sso.saved': 'Setările de autentificare unică au fost salvate.',
  'sso.ownersOnly': 'Numai proprietarii pot modifica aceste setări.',
  'sso.requiredOn': 'Autentificarea unică este obligatorie.',
  'sso.requiredOff': 'Autentificarea unică este opțională.',
  'sso.joinDomainNone': 'Nimeni nu se alătură pe baza domeniului.',
  'sso.joinDomainIs': 'Persoanele cu o adresă la {domain} se alătură ca membri.',
  'audit.workspace.sso_changed': 'Autentificarea unică a fost modificată',
  'audit.member.joined': 'S-a alăturat prin autentificare unică',
  'sso.refused.foreign':
    'Acest răspuns al furnizorului dumneavoastră de identitate aparține altei conectări, așa că nu a fost folosit. Dacă ați început o conectare în acest browser, aceasta este încă deschisă: finalizați-o sau reîncepeți.',
  'sso.joinDomainPublic':
    'Acesta este un domeniu public de e-mail, la care oricine poate avea o adresă, așa că nu poate permite alăturarea. Introduceți domeniul propriu al organizației dumneavoastră.',
  'sso.joinDomainTaken':
    'Alt spațiu de lucru a dovedit deja deținerea acestui domeniu, așa că nu poate fi folosit aici.',
  'sso.verifyNotFound':
    'Nu a fost găsită încă nicio înregistrare TXT cu valoarea acestui spațiu de lucru. Verificați numele și valoarea înregistrării; modificările DNS pot dura o vreme până devin vizibile.',
  'sso.joinedNotice':
    'V-ați alăturat spațiului {workspace} prin autentificare unică, deoarece adresa dumneavoastră verificată este la un domeniu a cărui deținere a fost dovedită de acest spațiu de lucru. Proprietarii acestuia vă pot vedea numele și adresa.',
  'sso.domainPending': '{domain} așteaptă dovada deținerii: până atunci nimeni nu se alătură pe baza lui.',
  'sso.domainRecordLead':
    'Pentru a dovedi că organizația dumneavoastră deține acest domeniu, adăugați această înregistrare în DNS-ul său (la numele afișat sau la domeniul însuși), apoi verificați-o:',
  'sso.domainRecordName': 'Nume (gazdă)',
  'sso.domainRecordType': 'Tipul înregistrării',
  'sso.domainRecordValue': 'Valoare',
  'sso.domainOperatorHint':
    'Sau solicitați persoanei care administrează acest serviciu să confirme domeniul; poate face acest lucru dacă adresa proprie a unui proprietar este la {domain}.',
  'sso.domainCheck': 'Verificați înregistrarea DNS',
  'sso.domainVerifiedDns':
    'Persoanele cu o adresă la {domain} se alătură ca membri: înregistrarea DNS a dovedit deținerea domeniului.',
  'sso.domainVerifiedOperator':
    'Persoanele cu o adresă la {domain} se alătură ca membri: persoana care administrează acest serviciu a confirmat domeniul.',
  'audit.workspace.sso_domain_verified': 'Domeniul pentru autentificare unică a fost dovedit',
});
