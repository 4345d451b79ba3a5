// Español, the templates list, the new-template form, the flow editor. Keys and {placeholders} as in ../en/app-templates.ts.
import type { appTemplates as en } from '../en/app-templates.ts';

export const appTemplates = (): Record<keyof typeof en, string> => ({
  // The kinds of field, shared by the builder and the flow editor.
  'fieldType.text': 'Texto',
  'fieldType.number': 'Número',
  'fieldType.date': 'Fecha',
  'fieldType.email': 'Correo electrónico',
  'fieldType.checkbox': 'Casilla',
  'fieldType.select': 'Opción',
  'fieldType.signature': 'Firma',
  'fieldType.initials': 'Iniciales',
  'fieldType.radio': 'Botones de opción',
  'fieldType.multiple': 'Casillas',
  'fieldType.phone': 'Teléfono',
  'fieldType.file': 'Archivo',
  'fieldType.image': 'Imagen',

  // The list.
  'templates.title': 'Plantillas',
  'templates.lead':
    'Documentos que usted envía para firmar. Los borradores se pueden cambiar; publique uno para enviarlo. Para cambiar una plantilla publicada, duplíquela.',
  'templates.newTemplate': 'Nueva plantilla',
  'templates.empty': 'Todavía no hay plantillas. Cree una para enviarla para firmar.',
  'templates.name': 'Nombre',
  'templates.kind': 'Tipo',
  'templates.status': 'Estado',
  'templates.created': 'Creada',
  'templates.kinds.flow': 'Documento redactado',
  'templates.kinds.coordinate': 'PDF con campos',
  'templates.statuses.draft': 'Borrador',
  'templates.statuses.published': 'Publicada',
  'templates.statuses.archived': 'Archivada',
  'templates.edit': 'Editar',
  'templates.editLabel': 'Editar {name}',
  'templates.duplicate': 'Duplicar',
  'templates.duplicateLabel': 'Duplicar {name}',
  'templates.publish': 'Publicar',
  'templates.publishLabel': 'Publicar {name}',
  'templates.archive': 'Archivar',
  'templates.archiveLabel': 'Archivar {name}',
  'templates.preview': 'Vista previa',
  'templates.previewLabel': 'Vista previa de {name} con valores de ejemplo',
  'templates.send': 'Enviar',
  'templates.sendLabel': 'Enviar {name} para firmar',
  'templates.copyName': 'Copia de {name}',
  'templates.defaultRole': 'Firmante',
  'templates.notDraft': 'Solo se puede cambiar un borrador. Duplique la plantilla para cambiar una copia.',
  'templates.published': '«{name}» está publicada y se puede enviar.',
  'templates.archived': '«{name}» está archivada.',
  'templates.duplicated': '«{name}» se creó como borrador.',
  // The editor's address of a template that is no longer a draft.
  'templates.locked.title': '«{name}» ya no se puede cambiar',
  'templates.locked.published':
    'Está publicada: cada solicitud enviada con ella debe decir lo mismo, por eso se queda como está. Duplíquela para cambiar una copia, que empieza como borrador.',
  'templates.locked.archived':
    'Está archivada: se queda como estaba la última vez que se usó. Duplíquela para cambiar una copia, que empieza como borrador.',
  'templates.locked.duplicate': 'Duplicar y editar la copia',
  'templates.locked.view': 'Ver la plantilla',
  'templates.locked.send': 'Enviarla',
  'templates.saved': 'Guardado.',
  'templates.pdfCleaned':
    'Este PDF contenía elementos que podrían ejecutarse en un lector (scripts, acciones, archivos adjuntos o formularios): se eliminaron antes de guardar el PDF. Las páginas no han cambiado.',
  'templates.createdNotice': '«{name}» se creó como borrador.',

  // The confirmation steps of publishing and archiving.
  'templates.publishConfirm.title': '¿Publicar «{name}»?',
  'templates.publishConfirm.lead':
    'Una vez publicada, la plantilla se puede enviar para firmar y ya no se puede cambiar. Para cambiarla más adelante, duplíquela.',
  'templates.publishConfirm.confirm': 'Publicar',
  'templates.archiveConfirm.title': '¿Archivar «{name}»?',
  'templates.archiveConfirm.lead':
    'Una plantilla archivada ya no se puede enviar. Las solicitudes ya enviadas con ella no se ven afectadas.',
  'templates.archiveConfirm.confirm': 'Archivar',

  // The new-template form.
  'templates.create.title': 'Nueva plantilla',
  'templates.create.name': 'Nombre de la plantilla',
  'templates.create.kind': '¿Qué tipo de documento?',
  'templates.create.flow': 'Un documento redactado: texto con marcadores, maquetado por Countersign',
  'templates.create.coordinate': 'Un PDF que usted sube, con campos colocados en sus páginas',
  'templates.create.pdf': 'Documento PDF',
  'templates.create.pdfHint':
    'Como máximo 10 MB y 100 páginas, sin contraseña. Elija un archivo o suéltelo aquí.',
  'templates.create.pdfNeedsScript': 'Para subir un PDF se necesita JavaScript.',
  'templates.create.pdfRequired': 'Elija el documento PDF al que añadir campos.',
  'templates.create.submit': 'Crear borrador',
  'templates.create.nameRequired': 'Introduzca un nombre para la plantilla.',
  'templates.create.uploading': 'Subiendo…',
  'templates.create.failed': 'No se pudo crear la plantilla.',

  // The flow editor.
  'templates.flow.title': 'Editar «{name}»',
  'templates.flow.roles': 'Firmantes, en orden de firma',
  'templates.flow.rolesHint':
    'Cada rol firma por turno, desde arriba. Para cambiar el nombre de un rol, escriba encima.',
  'templates.flow.role': 'Rol {n}',
  'templates.flow.addRole': 'Añadir un rol',
  'templates.flow.up': 'Subir',
  'templates.flow.upLabel': 'Subir {name}',
  'templates.flow.remove': 'Quitar',
  'templates.flow.removeLabel': 'Quitar {name}',
  'templates.flow.body': 'Texto del documento',
  'templates.flow.bodyHint':
    'Markdown: # títulos, **negrita**, *cursiva*, listas. Ponga {{key}} donde va el valor de una variable.',
  'templates.flow.variables': 'Variables',
  'templates.flow.variablesHint':
    'Lo que el remitente rellena al enviar (sin rol), o lo que un firmante rellena al firmar (un rol).',
  'templates.flow.variable': 'Variable {n}',
  'templates.flow.key': 'Clave',
  'templates.flow.label': 'Etiqueta',
  'templates.flow.type': 'Tipo',
  'templates.flow.required': 'Obligatorio',
  'templates.flow.options': 'Opciones (una por línea, para una opción)',
  'templates.flow.roleOf': 'Rellenado por',
  'templates.flow.sender': 'Remitente',
  'templates.flow.addVariable': 'Añadir una variable',
  'templates.flow.save': 'Guardar borrador',
  'templates.flow.previewButton': 'Vista previa en PDF',
  'templates.flow.previewTitle': 'Vista previa',
  'templates.flow.previewHint':
    'El documento tal como se imprime, con valores de ejemplo. Sigue sus cambios.',
  'templates.flow.previewPagesLabel': 'Páginas de la vista previa',
  'templates.flow.previewWorking': 'Actualizando la vista previa…',
  'templates.flow.previewFailed': 'La vista previa muestra la última versión sin problemas.',
  'templates.flow.workingCopy':
    'Esto es lo que había escrito cuando se rechazó el guardado; todavía no está guardado.',
  'templates.flow.problemsAbout.one': 'Hay {count} problema que corregir',
  'templates.flow.problemsAbout.other': 'Hay {count} problemas que corregir',
  // A new role's name ("Signer 2"), numbered after the roles already there.
  'templates.flow.newRole': 'Firmante {n}',
  'templates.flow.previewSaved': 'La vista previa muestra la última versión guardada.',
  // The draft is saved as the author types; this line says how it stands.
  'templates.flow.autosaveSaving': 'Guardando…',
  'templates.flow.autosaveSaved': 'Guardado',
  'templates.flow.autosaveFailed':
    'No guardado: la conexión ha fallado. Se volverá a intentar en un momento.',
  'templates.flow.autosaveRefused':
    'No guardado: corrija los problemas para guardar el borrador. Lo que ha escrito se conserva.',
  // The problems of a refused definition, next to what they concern; rows are counted from 1.
  'templates.flow.problem.name': 'Introduzca un nombre para la plantilla.',
  'templates.flow.problem.nameLong': 'El nombre puede tener como máximo {max} caracteres.',
  'templates.flow.problem.roles': 'Añada al menos un rol: una persona que firma.',
  'templates.flow.problem.tooManyRoles': 'Una plantilla puede tener como máximo {max} roles.',
  'templates.flow.problem.roleName': 'El rol {n} necesita un nombre.',
  'templates.flow.problem.roleNameLong': 'El nombre del rol {n} puede tener como máximo {max} caracteres.',
  'templates.flow.problem.roleTwice':
    'El rol {n} tiene el mismo nombre que otro rol. Dé a cada rol su propio nombre.',
  'templates.flow.problem.tooManyVariables': 'Una plantilla puede tener como máximo {max} variables.',
  'templates.flow.problem.keyMissing': 'La variable {n} necesita una clave.',
  'templates.flow.problem.keyInvalid':
    'La clave de la variable {n} debe empezar por una letra y contener solo letras, dígitos y _ (como máximo {max} caracteres).',
  'templates.flow.problem.keyTwice':
    'La variable {n} tiene la misma clave que otra variable. Dé a cada variable su propia clave.',
  'templates.flow.problem.labelMissing': 'La variable {n} necesita una etiqueta.',
  'templates.flow.problem.labelLong':
    'La etiqueta de la variable {n} puede tener como máximo {max} caracteres.',
  'templates.flow.problem.type': 'Elija un tipo para la variable {n}.',
  'templates.flow.problem.roleGone':
    'La variable {n} la rellena {role}, que ya no es uno de los roles. Elija quién la rellena.',
  'templates.flow.problem.needsRole':
    'La variable {n} es una firma o unas iniciales: elija el firmante que la rellena.',
  'templates.flow.problem.options': 'La variable {n} es una opción: indique sus opciones, una por línea.',
  'templates.flow.problem.tooManyOptions': 'La variable {n} puede tener como máximo {max} opciones.',
  'templates.flow.problem.optionLong':
    'Cada opción de la variable {n} puede tener como máximo {max} caracteres.',
  'templates.flow.problem.optionTwice': 'La variable {n} contiene la misma opción dos veces.',
  'templates.flow.problem.bodyMissing': 'Escriba el texto del documento.',
  'templates.flow.problem.bodyLong': 'El texto del documento puede tener como máximo {max} caracteres.',
  'templates.flow.problem.placeholderInvalid':
    'El texto contiene {placeholder}, que no es un marcador válido: una clave empieza por una letra y contiene solo letras, dígitos y _.',
  'templates.flow.problem.undeclared':
    'El texto usa {placeholder}, que no es una variable. Añádala en Variables o corrija el nombre.',
  'templates.flow.problem.other': 'La plantilla no se ha aceptado: {detail}',
  'templates.flow.minSelected': 'Mínimo a elegir',
  'templates.flow.maxSelected': 'Máximo a elegir',
  'templates.flow.countHint': 'Opcional: en blanco, sin límite.',
  'templates.flow.region': 'País de los números',
  'templates.flow.regionHint': 'Dos letras, como ES. En blanco: decide el idioma del firmante.',
  'templates.flow.maxFiles': 'Máximo de archivos',
  'templates.flow.pattern': 'Formato (expresión regular)',
  'templates.flow.patternHint': 'Opcional. El valor debe coincidir, por ejemplo [A-Z]{2}[0-9]{6}.',
  'templates.flow.patternMessage': 'Mensaje si el formato no coincide',
  'templates.flow.readonly': 'Lo rellena el remitente; el firmante no puede cambiarlo',
  'templates.flow.readonlyHint': 'El valor se da al enviar el documento.',
  'templates.flow.showIf': 'Mostrar solo si',
  'templates.flow.showAlways': 'Siempre visible',
  'templates.flow.showIfCondition': 'Condición',
  'templates.flow.showIfEquals': 'es',
  'templates.flow.showIfNotEquals': 'no es',
  'templates.flow.showIfNotEmpty': 'está rellenado',
  'templates.flow.showIfValue': 'Valor',
  'templates.flow.ticked': 'marcada',
  'templates.flow.notTicked': 'sin marcar',
  'templates.flow.rangeHint': 'Opcional: deje un límite en blanco para no limitar.',
  'templates.flow.min': 'Mínimo',
  'templates.flow.max': 'Máximo',
  'templates.flow.integer': 'Solo números enteros',
  'templates.flow.editable': 'El firmante puede cambiar la fecha',
  'templates.flow.editableHint': 'Si no, la fecha es el día en que firma.',
});
