// Español (usted). Keys and {placeholders} as in en.ts.
import type { signing as en } from '../en/signing.ts';

export const signing = (): Record<keyof typeof en, string> => ({
  'page.skip': 'Ir al contenido',
  'page.languages': 'Idioma',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member}, de {workspace}',
  'sender.contact': '{member}, de {workspace} ({email})',

  'sign.title': 'Firmar {document}',
  'sign.lead': '{sender} le pide a usted, {name} ({email}), que firme este documento como {role}.',
  'sign.deadline': 'Firme antes del {deadline}.',
  'sign.noscript':
    'Para firmar se necesita JavaScript. Actívelo en su navegador, o pida a {sender} una copia en papel para firmar a mano.',
  'sign.documentHeading': 'El documento',
  'sign.download': '{link} para leerlo o imprimirlo.',
  'sign.downloadLink': 'Descargue el documento en PDF',
  'sign.documentLabel': 'Texto del documento',
  'sign.pdfTitle': 'El documento (PDF)',
  'sign.nextField': 'Campo siguiente',
  'sign.allFilled': 'Todos los campos están completos. Marque la casilla de abajo y firme.',
  'sign.signHere': 'Firme aquí: {label}',
  'sign.pageOf': 'Página {n} de {total}',
  'sign.heading': 'Firmar',
  'sign.details': 'Sus datos',
  'sign.required': '(obligatorio)',
  'sign.choose': 'Elija…',
  'sign.signatureLegend': 'Su firma',
  'sign.modeTyped': 'Escribir mi nombre',
  'sign.modeDrawn': 'Dibujar mi firma',
  'sign.typedLabel': 'Escriba su nombre completo como firma',
  'sign.drawHelp': 'Dibuje su firma en el recuadro con el ratón, el dedo o un lápiz.',
  'sign.drawArea': 'Área para dibujar la firma',
  'sign.clear': 'Borrar el dibujo',
  'sign.consentLegend': 'Consentimiento para firmar electrónicamente',
  'sign.button': 'Firmar',
  'sign.signing': 'Firmando…',
  'sign.yes': 'Sí',
  'sign.no': 'No',
  'sign.fillBelow': '{label}: lo completa usted más abajo',
  'sign.fillBy': '{label}: lo completa {role}',
  'sign.fillBySender': '{label}: lo completa el remitente',
  'sign.signedBy': '(firmado por {name})',
  'sign.signedOn': 'Firmado por {name} el {date}',
  'cert.initials': 'Iniciales',
  'sign.notSigned': 'Aún sin firmar',
  'sign.guideLabel': 'Sus campos',
  'sign.fieldOf': 'Campo {n} de {total}',
  'sign.back': 'Anterior',
  'sign.next': 'Siguiente',
  'sign.finish': 'Terminar',
  'sign.done': 'Listo',
  'sign.ready': 'Todo completo: revise y firme abajo',
  'sign.optional': '(opcional)',
  'sign.emptyBox': '{label}: vacío',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'marcado',
  'sign.unchecked': 'sin marcar',
  'sign.zoomIn': 'Ampliar',
  'sign.zoomOut': 'Reducir',
  'sign.zoomFit': 'Ajustar al ancho',
  'sign.zoomLabel': 'Zoom',
  'sign.signingDate': 'La fecha de la firma, ya rellenada.',
  'sign.initialsLegend': 'Sus iniciales',
  'sign.initialsTyped': 'Escribir mis iniciales',
  'sign.initialsDrawn': 'Dibujar mis iniciales',
  'sign.initialsLabel': 'Sus iniciales',
  'sign.initialsHelp': 'Dibuje sus iniciales en el recuadro.',
  'sign.initialsArea': 'Área de dibujo de las iniciales',
  'sign.fieldProblem': 'Ir a {label}',

  // El formulario del código (issue 24)
  'verification.title': 'Confirme que es usted: {document}',
  'verification.lead':
    '{sender} le pide que firme este documento. Antes de que se abra, confirme que este enlace de firma es suyo.',
  'verification.accessHeading': 'Introduzca su código de acceso',
  'verification.accessHelp':
    '{sender} le dio un código de acceso para este documento, aparte del correo con este enlace. Si no lo tiene, pídaselo a {sender}.',
  'verification.accessLabel': 'Código de acceso',
  'verification.emailHeading': 'Recibir un código por correo',
  'verification.emailHelp': 'Enviamos un código de 6 dígitos a {email}. Es válido durante {minutes} minutos.',
  'verification.emailLabel': 'Código de 6 dígitos del correo',
  'verification.send': 'Enviarme un código',
  'verification.sendAgain': 'Enviarme un código nuevo',
  'verification.submit': 'Continuar',
  'verification.lockedUntil':
    'Se introdujeron demasiados códigos incorrectos. Podrá volver a intentarlo a partir de {time}.',
  'verification.sent': 'Hemos enviado un código a {email}. Es válido durante {minutes} minutos.',
  'verification.sending': 'Enviando…',
  'verification.checking': 'Comprobando…',
  'verification.error.empty': 'Introduzca el código.',
  'verification.error.digits': 'El código tiene 6 dígitos.',
  'verification.error.wrong': 'Ese código es incorrecto o ha caducado. Intentos restantes: {count}.',
  'verification.error.locked': 'Demasiados códigos incorrectos. Inténtelo de nuevo en {wait} minutos.',
  'verification.error.sendLimit':
    'Ha pedido 5 códigos en la última hora. Inténtelo de nuevo en {wait} minutos.',
  'verification.error.failed': 'Algo ha fallado. Inténtelo de nuevo.',

  'order.only': 'Usted es la única persona que firma.',
  'order.firstOfTwo': 'Usted firma en primer lugar de dos; la otra persona firma después.',
  'order.first': 'Usted firma en primer lugar de {count}; los demás firman después.',
  'order.afterOne': 'Usted firma en {position} lugar de {count}; la primera persona ya ha firmado.',
  'order.afterMany':
    'Usted firma en {position} lugar de {count}; las {earlier} primeras personas ya han firmado.',
  'order.ordinals': 'primer|segundo|tercer|cuarto|quinto|sexto|séptimo|octavo|noveno|décimo',
  'order.numbers': 'uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez',

  'consent.intro':
    '{sender} utiliza Countersign para recoger firmas electrónicas. Antes de firmar, tenga en cuenta lo siguiente:',
  'consent.electronic':
    'Al marcar la casilla acepta recibir este documento y los avisos sobre él por vía electrónica, y firmarlo electrónicamente. Su firma electrónica tiene el mismo efecto que una firma en papel.',
  'consent.paper':
    'Puede obtener una copia en papel en cualquier momento y sin coste: descargue el PDF de arriba e imprímalo, o pida a {contact} que le envíe una. Cuando todos hayan firmado, el PDF firmado se enviará a {email} y podrá descargarse desde esta página.',
  'consent.paperNoEmail':
    'Puede obtener una copia en papel en cualquier momento y sin coste: descargue el PDF de arriba e imprímalo, o pida a {contact} que le envíe una. Cuando todos hayan firmado, el PDF firmado podrá descargarse desde esta página.',
  'consent.withdraw':
    'No está obligado a firmar electrónicamente. Puede rechazarlo más abajo, o ponerse en contacto con {contact} para firmar en papel. Retirar su consentimiento más adelante no anula una firma ya dada.',
  'consent.requirements':
    'Necesita un navegador actualizado, un lector de PDF para ver o imprimir el documento y acceso a la dirección de correo {email}. Si cambia, avise a {contact}.',
  'consent.agree':
    'He leído el aviso anterior, acepto usar documentos electrónicos y firmar este documento electrónicamente, y quiero que mi firma electrónica me obligue como lo haría mi firma manuscrita.',

  'decline.summary': 'Rechazar la firma',
  'decline.explain': 'Si rechaza, nadie podrá firmar ya esta solicitud y {sender} será informado por correo.',
  'decline.reason': 'Motivo (opcional, se comunica a {sender})',
  'decline.button': 'Rechazar la firma',
  'decline.confirmQuestion': '¿Rechazar la firma de {document}? No se puede deshacer.',
  'decline.confirm': 'Sí, rechazar',
  'decline.cancel': 'No, volver',

  'error.typed': 'Escriba su nombre como firma.',
  'error.drawn': 'Dibuje su firma en el recuadro.',
  'error.consent': 'Marque la casilla para aceptar firmar electrónicamente.',
  'error.required': '{label} es obligatorio.',
  'error.number': '{label} debe ser un número.',
  'error.email': '{label} debe ser una dirección de correo.',
  'error.tick': 'Marque {label} para firmar: es obligatorio.',
  'error.date': '{label} debe ser una fecha, escrita como {example}.',
  'error.dateMonth': '{label}: no existe el mes {month}.',
  'error.dateDays': '{label}: {month} tiene {days} días.',
  'error.signFailed': 'Algo ha fallado y no se ha firmado nada. Inténtelo de nuevo.',
  'error.declineFailed': 'Algo ha fallado y no se ha rechazado nada. Inténtelo de nuevo.',
  'error.initials': 'Escriba o dibuje sus iniciales.',
  'error.range': '{label} debe estar entre {min} y {max}.',
  'error.min': '{label} debe ser al menos {min}.',
  'error.max': '{label} debe ser como máximo {max}.',
  'error.integer': '{label} debe ser un número entero.',
  'error.summary': 'Corrija lo siguiente:',

  'waiting.title': 'Todavía no es su turno',
  'waiting.lead': '{document} se firma por orden. Estamos esperando a que {waitingFor} firme primero.',
  'waiting.email': 'Recibirá un correo en {email} cuando sea su turno, {name}. Puede cerrar esta página.',
  'waiting.noEmail':
    'Vuelva a este enlace cuando {sender} le diga que es su turno. Puede cerrar esta página.',
  'signed.title': 'Gracias, ha firmado',
  'signed.lead': 'Ha firmado {document} como {role} el {date}.',
  'signed.next':
    'Otras personas todavía tienen que firmar. Cuando todos hayan firmado, el documento firmado se enviará a {email}, y también podrá descargarlo desde este enlace. Puede cerrar esta página.',
  'signed.nextNoEmail':
    'Otras personas todavía tienen que firmar. Cuando todos hayan firmado, podrá descargar el documento firmado desde este enlace. Puede cerrar esta página.',
  'signed.nextEmbedded':
    'Otras personas todavía tienen que firmar. Cuando todos hayan firmado, el documento firmado se enviará a {email}. Puede cerrar esta página.',
  'signed.nextEmbeddedNoEmail': 'Otras personas todavía tienen que firmar. Puede cerrar esta página.',
  'completed.title': 'Todos han firmado',
  'completed.lead':
    'Gracias, {name}. Firmó {document} el {date}, y todos los demás también: el documento está formalizado.',
  'completed.leadOnly': 'Gracias, {name}. Firmó {document} el {date}: el documento está formalizado.',
  'completed.leadViewer': 'Todos han firmado {document}: el documento está formalizado.',
  'completed.download': 'Descargar el documento firmado (PDF)',
  'completed.keep':
    'Guarde una copia para sus archivos. Termina con un certificado de auditoría y lleva un sello digital, de modo que cualquier cambio posterior puede detectarse.',
  'completed.emailed': 'También se ha enviado una copia a {email}.',
  'declined.title': 'Esta solicitud fue rechazada',
  'declined.byYou': 'Ha rechazado firmar {document}. Se ha informado a {sender}.',
  'declined.other': 'Una persona rechazó firmar, así que {document} ya no puede firmarse.',
  'voided.title': 'Esta solicitud fue anulada',
  'voided.text': '{sender} anuló esta solicitud, así que {document} ya no puede firmarse.',
  'expired.title': 'Esta solicitud ha caducado',
  'expired.text':
    'El plazo para firmar {document} terminó el {date}. Pida a {sender} una nueva solicitud si todavía necesita su firma.',
  'removed.title': 'Esta solicitud fue eliminada',
  'removed.text':
    'Esta solicitud y todo lo que contenía se eliminaron definitivamente, así que aquí ya no hay nada que ver ni firmar. Si guardó el documento firmado, aún puede comprobarlo en la dirección impresa en él.',
  'notFound.title': 'Este enlace de firma no funciona',
  'notFound.text':
    'El enlace no es válido. Compruebe que abrió el enlace completo del correo, o pida al remitente que lo comparta de nuevo.',

  'mail.greeting': 'Hola, {name}:',
  'mail.greetingAnonymous': 'Hola:',
  'mail.messageFrom': 'Mensaje de {sender}:',
  'mail.reason': 'Motivo indicado:',
  'mail.button': 'Revisar y firmar',
  'mail.orOpen': 'O abra este enlace: {url}',
  'mail.deadline': 'Firme antes del {deadline}.',
  'mail.footerLink':
    'Enviado por Countersign en nombre de {sender}. Este enlace de firma es personal: no lo reenvíe.',
  'mail.footer': 'Enviado por Countersign en nombre de {sender}.',
  'mail.footerReply': 'Las respuestas a este correo llegan a {member} ({email}).',
  'mail.fromName': '{sender} vía Countersign',
  'mail.invitation.subject': 'Firme, por favor: {document}, de {sender}',
  'mail.invitation.body': '{sender} le ha enviado «{document}» para firmarlo electrónicamente.',
  'mail.reminder.subject': 'Recordatorio: firme {document}, de {sender}',
  'mail.reminder.body': 'Le recordamos que «{document}», de {sender}, está esperando su firma.',
  'mail.voided.subject': 'Anulada: {document}',
  'mail.voided.body':
    '{sender} ha anulado la solicitud de firma de «{document}». No tiene que hacer nada más.',
  'mail.declined.subject': 'Rechazado: {document}',
  'mail.declined.body':
    '{decliner} rechazó firmar «{document}», así que la solicitud de {sender} ha terminado. No tiene que hacer nada más.',
  'mail.declineConfirmation.subject': 'Ha rechazado: {document}',
  'mail.declineConfirmation.body':
    'Ha rechazado firmar «{document}». La solicitud de {sender} ha terminado y se le ha informado.',
  'mail.declineConfirmation.mistake':
    'Si ha sido un error, responda a este correo para contactar con {member}.',
  'mail.completed.subject': 'Completado: {document}',
  'mail.completed.body':
    'Todos han firmado «{document}», enviado por {sender}. El documento firmado va adjunto para sus archivos.',
  'mail.expired.subject': 'Caducada: {document}',
  'mail.expired.body':
    'La solicitud de firma de «{document}» enviada por {sender} caducó antes de que todos firmaran. No tiene que hacer nada más.',
  'mail.footerCopied':
    '{sender} le puso en copia de esta solicitud: sabrá cómo termina, y no tiene nada que firmar.',
  'mail.senderCompleted.body':
    'Todos han firmado «{document}». El documento firmado va adjunto para sus archivos.',
  'mail.senderCompleted.optOut':
    'Recibe este correo porque envió la solicitud. Para dejar de recibirlos, desactívelos en Countersign, en Notificaciones.',

  'mail.senderDeclined.subject': 'Rechazado por {decliner}: {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), que firmaba como {role}, rechazó firmar «{document}». La solicitud ha terminado y nadie más puede firmarla.',
  'mail.senderDeclined.open': 'Abrir la solicitud',
  'mail.senderDeclined.request': 'Solicitud: {id}',
  'mail.senderDeclined.reply': 'Responda a este correo para contactar con {decliner}.',
  'mail.senderFooter': 'Enviado por Countersign para {workspace}.',

  // Correo con un código de verificación (issue 24)
  'mail.verification.subject': 'Su código para abrir {document}',
  'mail.verification.body':
    '{sender} le pide que firme «{document}». Para abrirlo, introduzca este código en la página de firma:',
  'mail.verification.valid':
    'El código es válido durante {minutes} minutos. Solo funciona el código más reciente.',
  'mail.verification.button': 'Abrir la página de firma',
  'mail.verification.notYou':
    'Si no ha pedido ningún código, puede ignorar este correo: nadie puede abrir el documento sin él.',

  'cert.email': 'Correo',
  'cert.role': 'Rol',
  'cert.ip': 'Dirección IP',
  'cert.userAgent': 'Navegador',
  'cert.invited': 'Invitado',
  'cert.opened': 'Abierto',
  'cert.signed': 'Firmado',
  'cert.declined': 'Rechazado',
  'cert.method': 'Firma',
  'cert.typed': 'Nombre escrito',
  'cert.drawn': 'Dibujada a mano',
  'cert.consent': 'Consentimiento',
  'cert.consentText': 'Aviso sobre la firma electrónica aceptado ({language}); SHA-256 de su texto:',
  'cert.language': 'Idioma',
  'cert.verification': 'Verificación de identidad',
  'cert.verifiedEmail': 'Identidad verificada con un código enviado a {email}, introducido el {date}',
  'cert.verifiedAccessCode': 'Código de acceso dado por el remitente, introducido el {date}',
  'cert.notVerified': 'Se exigía un código; no se introdujo ninguno',
  'cert.copied': 'En copia',
  'cert.copiedNote': 'Estas personas reciben el resultado de la solicitud. No se les pidió firmar.',
  'sign.dateFormat': 'Escríbala como {pattern}',
  'sign.dateLetters': 'DD MM AAAA',
  'verification.lockedUntilReminded':
    'Se introdujeron demasiados códigos incorrectos. Este enlace seguirá bloqueado hasta que {sender} se lo vuelva a enviar: pídaselo.',
  'verification.error.linkLocked':
    'Se introdujeron demasiados códigos incorrectos. Este enlace seguirá bloqueado hasta que {sender} se lo vuelva a enviar.',
  'verification.accessCase': 'Las mayúsculas y las minúsculas cuentan igual.',
  'mail.accessCodeNeeded':
    'Para abrir el documento necesita el código de acceso que {sender} le da por separado. No está en este correo; si no lo tiene, pídaselo a {sender}.',
  'mail.senderLinkLocked.subject': 'Enlace de firma bloqueado: {signer}, {document}',
  'mail.senderLinkLocked.body':
    'Se introdujeron {count} códigos incorrectos en el enlace de firma de {signer} ({email}), que firma «{document}» como {role}. El enlace está bloqueado: no se abre para nadie hasta que usted envíe un recordatorio a {signer}.',
  'mail.senderLinkLocked.unlock':
    'Si fue {signer} quien se equivocó, envíele un recordatorio desde la solicitud (o con la llamada remind de la API): el recordatorio desbloquea el enlace. Si no, puede que otra persona tenga el enlace: considere anular la solicitud.',
  'verification.error.lockedHours':
    'Demasiados códigos incorrectos. Vuelva a intentarlo dentro de {wait} horas.',

  // The field types and rules of issue 34 on the signing page
  'field.chooseBetween': 'Elija de {min} a {max}.',
  'field.chooseAtLeast': 'Elija al menos {min}.',
  'field.chooseAtMost': 'Elija como máximo {max}.',
  'field.fileHint': 'Un archivo PDF, PNG o JPEG de hasta 10 MB.',
  'field.filesHint': 'Hasta {max} archivos PDF, PNG o JPEG, cada uno de hasta 10 MB.',
  'field.imageHint': 'Una imagen PNG o JPEG de hasta 5 MB.',
  'field.remove': 'Quitar',
  'field.removeFile': 'Quitar {name}',
  'field.uploading': 'Subiendo {name}',
  'field.preview': 'Vista previa de {name}',
  'field.readonlyNote': 'Lo rellenó el remitente; no se puede cambiar.',
  'field.imageGiven': 'Una imagen del remitente',
  'error.phone': '{label} no es un número de teléfono.',
  'error.phoneRegion':
    '{label} no es un número de teléfono. Sin prefijo de país, un número se lee como {code}: para otro país, empiece con + y su prefijo.',
  'error.pattern': '{label} no tiene la forma pedida.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': 'Elija al menos {min} en {label}.',
  'error.chooseMax': 'Elija como máximo {max} en {label}.',
  'error.tooManyFiles': '{label} admite como máximo {max} archivos: quite uno primero.',
  'error.fileType': '{name} no es un archivo PDF, PNG o JPEG.',
  'error.imageType': '{name} no es una imagen PNG o JPEG.',
  'error.fileSize': '{name} ocupa más de {size}.',
  'error.upload': 'No se pudo adjuntar {name}: {reason}',
  'error.uploadFailed': 'No se pudo adjuntar {name}. Inténtelo de nuevo.',
});
