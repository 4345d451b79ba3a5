// Italiano (registro formale, forma di cortesia «Lei»). Keys and {placeholders} as in ../en/app-sso.ts.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': 'Continua con {provider}',
  'sso.refusedTitle': 'Accesso non effettuato',
  'sso.refused.expired':
    'Questo accesso è scaduto o è già stato completato. Ricominci dalla pagina di accesso.',
  'sso.refused.denied': 'Il Suo provider di identità non ha consentito l’accesso. Può riprovare.',
  'sso.refused.invalid':
    'Non è stato possibile verificare la risposta del Suo provider di identità (è stata modificata, è già stata utilizzata o è scaduta), pertanto l’accesso non è stato effettuato. Ricominci.',
  'sso.refused.unverified':
    'Il Suo provider di identità non ha verificato il Suo indirizzo e-mail, pertanto non può consentirLe l’accesso qui. Verifichi prima l’indirizzo presso il Suo provider.',
  'sso.refused.unknown':
    'Nessuno spazio di lavoro qui ha un membro con l’indirizzo e-mail confermato dal Suo provider di identità. Chieda a un proprietario del Suo spazio di lavoro di invitarLa.',
  'sso.unavailable':
    'Al momento il Suo provider di identità non è raggiungibile. Riprovi tra qualche minuto.',
  'sso.notConfigured': 'Il single sign-on non è configurato su questo servizio.',
  'sso.backToSignIn': 'Torna all’accesso',
  'sso.chooseTitle': 'Scelga uno spazio di lavoro',
  'sso.chooseLead': 'Il Suo indirizzo appartiene a più spazi di lavoro. Quale desidera aprire?',
  'sso.chooseButton': 'Apri {workspace}',
  'sso.requiredTitle': 'Single sign-on obbligatorio',
  'sso.required':
    '{workspace} richiede il single sign-on: acceda con {provider} anziché con un link via e-mail o una passkey.',
  'sso.requiredUnset':
    '{workspace} richiede il single sign-on, che al momento questo servizio non offre. Si rivolga a chi gestisce il servizio.',
  'sessions.method.oidc': 'con single sign-on',
  'sso.settingsTitle': 'Single sign-on',
  'sso.settingsLead':
    'I membri possono accedere con {provider}, utilizzando l’indirizzo e-mail verificato che vi è registrato.',
  'sso.settingsUnset':
    'Questo servizio non ha alcun provider di identità configurato, pertanto il single sign-on non può essere utilizzato.',
  'sso.requiredLabel': 'Richiedi il single sign-on',
  'sso.requiredHint':
    'I link di accesso via e-mail e le passkey vengono allora rifiutati per questo spazio di lavoro.',
  'sso.joinDomainLabel': 'Dominio le cui persone possono aderire',
  'sso.joinDomainHint':
    'Chi ha un indirizzo verificato che termina con @ questo dominio aderisce come membro al primo accesso, una volta che lo spazio di lavoro ha dimostrato la titolarità del dominio. Lasci vuoto per non consentire a nessuno di aderire in questo modo.',
  'sso.joinDomainInvalid': 'Inserisca un nome di dominio, ad esempio example.com.',
  'sso.save': 'Salva il single sign-on',
  'sso.saved': 'Impostazioni del single sign-on salvate.',
  'sso.ownersOnly': 'Solo i proprietari possono modificare queste impostazioni.',
  'sso.requiredOn': 'Il single sign-on è obbligatorio.',
  'sso.requiredOff': 'Il single sign-on è facoltativo.',
  'sso.joinDomainNone': 'Nessuno aderisce tramite dominio.',
  'sso.joinDomainIs': 'Le persone con un indirizzo presso {domain} aderiscono come membri.',
  // The audit log's names of these actions (settings page).
  'audit.workspace.sso_changed': 'Single sign-on modificato',
  'audit.member.joined': 'Adesione tramite single sign-on',
  'sso.refused.foreign':
    'Questa risposta del Suo provider di identità appartiene a un altro accesso, pertanto non è stata utilizzata. Se ha avviato un accesso in questo browser, è ancora aperto: lo completi oppure ricominci.',
  'sso.joinDomainPublic':
    'Questo è un dominio di posta pubblico presso il quale chiunque può avere un indirizzo, pertanto non può consentire adesioni. Inserisca il dominio proprio della Sua organizzazione.',
  'sso.joinDomainTaken':
    'Un altro spazio di lavoro ha già dimostrato la titolarità di questo dominio, pertanto non può essere utilizzato qui.',
  'sso.verifyNotFound':
    'Non è stato ancora trovato alcun record TXT con il valore di questo spazio di lavoro. Verifichi il nome e il valore del record; le modifiche DNS possono richiedere del tempo per diventare visibili.',
  'sso.joinedNotice':
    'Ha aderito a {workspace} tramite single sign-on, perché il Suo indirizzo verificato appartiene a un dominio di cui questo spazio di lavoro ha dimostrato la titolarità. I suoi proprietari possono vedere il Suo nome e il Suo indirizzo.',
  'sso.domainPending':
    '{domain} è in attesa della verifica della titolarità: fino ad allora nessuno può aderire tramite questo dominio.',
  'sso.domainRecordLead':
    'Per dimostrare che la Sua organizzazione è titolare di questo dominio, aggiunga questo record nel relativo DNS (al nome indicato o al dominio stesso), quindi lo verifichi:',
  'sso.domainRecordName': 'Nome (host)',
  'sso.domainRecordType': 'Tipo di record',
  'sso.domainRecordValue': 'Valore',
  'sso.domainOperatorHint':
    'Oppure chieda a chi gestisce questo servizio di confermare il dominio; può farlo quando l’indirizzo di un proprietario appartiene a {domain}.',
  'sso.domainCheck': 'Verifica il record DNS',
  'sso.domainVerifiedDns':
    'Le persone con un indirizzo presso {domain} aderiscono come membri: il record DNS ha dimostrato la titolarità del dominio.',
  'sso.domainVerifiedOperator':
    'Le persone con un indirizzo presso {domain} aderiscono come membri: chi gestisce questo servizio ha confermato il dominio.',
  'audit.workspace.sso_domain_verified': 'Dominio del single sign-on verificato',
});
