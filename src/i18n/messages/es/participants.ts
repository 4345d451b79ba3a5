// Español, issue 45: aprobadores, lectores, testigos. Keys and {placeholders} as in ../en/participants.ts.
import type { participants as en } from '../en/participants.ts';

export const participants = (): Record<keyof typeof en, string> => ({
  'kind.signer': 'Firmante',
  'kind.approver': 'Aprobador',
  'kind.viewer': 'Lector',
  'kind.witness': 'Testigo',
  'kind.witnessFor': 'Testigo de {role}',
  'kind.label': 'Participa como',
  'kind.witnessForLabel': 'Atestigua la firma de',

  'audit.signature_request.approved': 'Aprobada por un aprobador',
  'audit.signature_request.viewed': 'Leída y confirmada por un lector',
  'audit.signature_request.witnessed': 'Firmada por un testigo',
  'timeline.approved': 'Aprobada por {who}',
  'timeline.viewed': 'Leída y confirmada por {who}',
  'timeline.witnessed': 'Atestiguada por {who}',

  'turn.lead.approver':
    '{sender} le pide, {name} ({email}), que apruebe este documento como {role}. No firma nada.',
  'turn.lead.viewer': '{sender} le pide, {name} ({email}), que lea este documento como {role} y lo confirme.',
  'turn.lead.witness':
    '{sender} le pide, {name} ({email}), que atestigüe la firma de {witnessed} ({witnessedRole}) como {role}.',
  'turn.heading.approver': 'Aprobar',
  'turn.heading.viewer': 'Confirmar la lectura',
  'turn.approveExplain': 'Al aprobar, la siguiente persona puede actuar. Para negarse, rechácelo abajo.',
  'turn.approve': 'Aprobar',
  'turn.approving': 'Aprobando…',
  'turn.readExplain': 'Lea el documento de arriba y luego confirme.',
  'turn.read': 'He leído este documento',
  'turn.readNeeded': 'Marque la casilla para confirmar que ha leído el documento.',
  'turn.confirm': 'Confirmar',
  'turn.confirming': 'Confirmando…',
  'reject.summary': 'Rechazar',
  'reject.explain': 'Si lo rechaza, nadie podrá firmar esta solicitud y se informará a {sender} por correo.',
  'reject.reason': '¿Por qué lo rechaza? (se comparte con {sender})',
  'reject.reasonNeeded': 'Indique por qué lo rechaza.',
  'reject.button': 'Rechazar',
  'reject.confirmQuestion': '¿Rechazar {document}? No se puede deshacer.',
  'reject.confirm': 'Sí, rechazar',

  'done.title.approver': 'Gracias, ha aprobado',
  'done.title.viewer': 'Gracias, ha confirmado',
  'done.title.witness': 'Gracias, ha atestiguado',
  'done.lead.approver': 'Aprobó {document} como {role} el {date}.',
  'done.lead.viewer': 'Confirmó que leyó {document}, como {role}, el {date}.',
  'done.lead.witness': 'Firmó {document} como {role}, testigo, el {date}.',

  'mail.invitation.subject.approver': 'Para aprobar: {document}, de {sender}',
  'mail.invitation.subject.viewer': 'Para leer: {document}, de {sender}',
  'mail.invitation.subject.witness': 'Firma para atestiguar: {document}, de {sender}',
  'mail.invitation.body.approver':
    '{sender} le pide que apruebe «{document}». No firma nada: lo aprueba o lo rechaza.',
  'mail.invitation.body.viewer': '{sender} le pide que lea «{document}» y lo confirme.',
  'mail.invitation.body.witness': '{sender} le pide que atestigüe la firma de {witnessed} en «{document}».',
  'mail.reminder.subject.approver': 'Recordatorio: apruebe {document}, de {sender}',
  'mail.reminder.subject.viewer': 'Recordatorio: lea {document}, de {sender}',
  'mail.reminder.subject.witness': 'Recordatorio: atestigüe una firma en {document}, de {sender}',
  'mail.button.approver': 'Revisar y aprobar',
  'mail.button.viewer': 'Abrir y leer',
  'mail.button.witness': 'Revisar y atestiguar',

  'document.block.witnessFor': '{role}, testigo de {witnessed}',
  'cert.part': 'Participó como',
  'cert.part.approver': 'Aprobador: aprobado por {name}',
  'cert.part.viewer': 'Lector: leído por {name}',
  'cert.part.witness': 'Testigo: atestiguado por {name} para {witnessed} ({witnessedRole})',
  'cert.approved': 'Aprobado',
  'cert.read': 'Leído y confirmado',
  'cert.witnessed': 'Atestiguado',

  // Firma en persona y el turno del propio remitente (issue 45).
  'cert.inPerson': 'Firmado en persona',
  'cert.inPersonText': 'Asistido por {host}, en el dispositivo y desde la dirección IP indicados arriba',
  'cert.ownSession': 'Prueba de identidad',
  'cert.ownSessionText': 'Firmado en la sesión de Countersign del miembro {member}',
  'host.title': 'Entregue este dispositivo',
  'host.lead': 'Usted asiste a {name} ({role}) con «{document}» en este dispositivo.',
  'host.hint': 'Entregue ahora el dispositivo a {name}. Solo esa persona debe continuar.',
  'host.start': 'Comenzar como {name}',
  'host.gone.title': 'Este enlace para firmar en persona no se puede usar',
  'host.gone.lead':
    'Ya se usó, tiene más de 15 minutos o el turno que abría ya pasó. Solicite uno nuevo en la página de la solicitud.',
  'host.member.title': 'Inicie sesión para asistir esta firma',
  'host.member.lead':
    'Solo un miembro de {workspace} con la sesión iniciada en este dispositivo puede abrir este enlace.',
  'host.member.signIn': 'Iniciar sesión',
  'host.witnessNow': 'Atestiguar ahora: {name}',
  'host.witnessNowHint': '{name} atestigua esta firma a continuación, en este dispositivo.',
  'host.back': 'Volver a la solicitud',
  'requests.signInPerson': 'Firmar en persona',
  'requests.signInPersonHint': 'Abre el turno de {name} en este dispositivo. Entrégueselo.',
  'requests.signNow': 'Firmar ahora',
  'requests.yourTurn': 'Es su turno: firma aquí, no se le envía ningún correo electrónico.',
  'requests.yourTurnLater':
    'Usted firma como {role} cuando llegue su turno; no se le envía ningún correo electrónico.',

  // Los datos sobre el documento de quien aprueba o lee (issue 45).
  'turn.position': 'Su turno es el {position} de {count}.',
  'turn.deadline.approver': 'Apruebe o rechace antes del {deadline}.',
  'turn.deadline.viewer': 'Léalo antes del {deadline}.',
});
