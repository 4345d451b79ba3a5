// Română (formal, „dumneavoastră”). Keys and {placeholders} as in ../en/participants.ts.
import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': 'Semnatar',
  'kind.approver': 'Aprobator',
  'kind.viewer': 'Cititor',
  'kind.witness': 'Martor',
  'kind.witnessFor': 'Martor pentru {role}',
  'kind.label': 'Participă ca',
  'kind.witnessForLabel': 'Este martor la semnătura lui',

  'audit.signature_request.approved': 'Aprobat de un aprobator',
  'audit.signature_request.viewed': 'Citit și confirmat de un cititor',
  'audit.signature_request.witnessed': 'Semnat de un martor',
  'timeline.approved': 'Aprobat de {who}',
  'timeline.viewed': 'Citit și confirmat de {who}',
  'timeline.witnessed': 'Atestat ca martor de {who}',

  'turn.lead.approver':
    '{sender} vă solicită, {name} ({email}), să aprobați acest document în calitate de {role}. Nu semnați nimic.',
  'turn.lead.viewer':
    '{sender} vă solicită, {name} ({email}), să citiți acest document în calitate de {role} și să confirmați că l-ați citit.',
  'turn.lead.witness':
    '{sender} vă solicită, {name} ({email}), să fiți martor, în calitate de {role}, la semnătura lui {witnessed} ({witnessedRole}).',
  'turn.heading.approver': 'Aprobare',
  'turn.heading.viewer': 'Confirmați că l-ați citit',
  'turn.approveExplain':
    'Aprobarea îi permite următoarei persoane să își continue rândul. Pentru a refuza, respingeți documentul mai jos.',
  'turn.approve': 'Aprobați',
  'turn.approving': 'Se aprobă…',
  'turn.readExplain': 'Citiți documentul de mai sus, apoi confirmați.',
  'turn.read': 'Am citit acest document',
  'turn.readNeeded': 'Bifați caseta pentru a confirma că ați citit documentul.',
  'turn.confirm': 'Confirmați',
  'turn.confirming': 'Se confirmă…',
  'reject.summary': 'Respingeți',
  'reject.explain':
    'Dacă îl respingeți, nimeni nu mai poate semna această solicitare, iar {sender} este anunțat prin e-mail.',
  'reject.reason': 'De ce îl respingeți? (comunicat lui {sender})',
  'reject.reasonNeeded': 'Precizați de ce îl respingeți.',
  'reject.button': 'Respingeți',
  'reject.confirmQuestion': 'Respingeți {document}? Această acțiune este ireversibilă.',
  'reject.confirm': 'Da, resping',

  'done.title.approver': 'Vă mulțumim, ați aprobat',
  'done.title.viewer': 'Vă mulțumim, ați confirmat',
  'done.title.witness': 'Vă mulțumim, ați semnat ca martor',
  'done.lead.approver': 'Ați aprobat {document} în calitate de {role} la {date}.',
  'done.lead.viewer': 'Ați confirmat că ați citit {document}, în calitate de {role}, la {date}.',
  'done.lead.witness': 'Ați semnat {document} în calitate de {role}, ca martor, la {date}.',

  'mail.invitation.subject.approver': 'Solicitare de aprobare: {document}, de la {sender}',
  'mail.invitation.subject.viewer': 'Solicitare de lectură: {document}, de la {sender}',
  'mail.invitation.subject.witness': 'Solicitare de martor la semnătură: {document}, de la {sender}',
  'mail.invitation.body.approver':
    '{sender} vă solicită să aprobați „{document}”. Nu semnați nimic: îl aprobați sau îl respingeți.',
  'mail.invitation.body.viewer':
    '{sender} vă solicită să citiți „{document}” și să confirmați că l-ați citit.',
  'mail.invitation.body.witness':
    '{sender} vă solicită să fiți martor la semnătura lui {witnessed} pe „{document}”.',
  'mail.reminder.subject.approver': 'Memento: vă rugăm să aprobați {document}, de la {sender}',
  'mail.reminder.subject.viewer': 'Memento: vă rugăm să citiți {document}, de la {sender}',
  'mail.reminder.subject.witness':
    'Memento: vă rugăm să fiți martor la o semnătură pe {document}, de la {sender}',
  'mail.button.approver': 'Verificați și aprobați',
  'mail.button.viewer': 'Deschideți și citiți',
  'mail.button.witness': 'Verificați și semnați ca martor',

  'document.block.witnessFor': '{role}, martor pentru {witnessed}',
  'cert.part': 'A participat ca',
  'cert.part.approver': 'Aprobator: aprobat de {name}',
  'cert.part.viewer': 'Cititor: citit de {name}',
  'cert.part.witness': 'Martor: {name}, pentru {witnessed} ({witnessedRole})',
  'cert.approved': 'Aprobat',
  'cert.read': 'Citit și confirmat',
  'cert.witnessed': 'Atestat de martor',

  'cert.inPerson': 'Semnat în persoană',
  'cert.inPersonText': 'Găzduit de {host}, pe dispozitivul și de la adresa IP de mai sus',
  'cert.ownSession': 'Dovada identității',
  'cert.ownSessionText': 'Semnat în sesiunea Countersign a membrului {member} al spațiului de lucru',
  'host.title': 'Predați acest dispozitiv',
  'host.lead': 'Găzduiți semnarea pentru {name} ({role}) a documentului „{document}” pe acest dispozitiv.',
  'host.hint': 'Predați acum dispozitivul persoanei {name}. Numai aceasta trebuie să continue.',
  'host.start': 'Începeți ca {name}',
  'host.gone.title': 'Acest link de semnare în persoană nu poate fi utilizat',
  'host.gone.lead':
    'A fost deja utilizat, este mai vechi de 15 minute sau rândul pe care l-a deschis a trecut. Solicitați unul nou din pagina solicitării.',
  'host.member.title': 'Conectați-vă pentru a găzdui această semnare',
  'host.member.lead':
    'Numai un membru al {workspace} conectat pe acest dispozitiv poate deschide acest link.',
  'host.member.signIn': 'Conectare',
  'host.witnessNow': 'Semnați acum ca martor: {name}',
  'host.witnessNowHint': '{name} este următorul martor la această semnătură, pe acest dispozitiv.',
  'host.back': 'Înapoi la solicitare',
  'requests.signInPerson': 'Semnare în persoană',
  'requests.signInPersonHint': 'Deschide rândul persoanei {name} pe acest dispozitiv. Predați-i-l.',
  'requests.signNow': 'Semnați acum',
  'requests.yourTurn': 'Este rândul dumneavoastră: îl efectuați aici; nu vi se trimite niciun e-mail.',
  'requests.yourTurnLater':
    'Semnați în calitate de {role} când vine rândul dumneavoastră; nu vi se trimite niciun e-mail.',

  'turn.position': 'Rândul dumneavoastră este {position} din {count}.',
  'turn.deadline.approver': 'Vă rugăm să aprobați sau să respingeți până la {deadline}.',
  'turn.deadline.viewer': 'Vă rugăm să îl citiți până la {deadline}.',
});
