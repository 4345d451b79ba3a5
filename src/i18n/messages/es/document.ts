// Español, las palabras estampadas en un documento. Keys and {placeholders} as in ../en/document.ts.
import type { document as en } from '../en/document.ts';

export const document = (): Record<keyof typeof en, string> => ({
  'document.caption.signedBy': '{name} · firmado el {when}',
  'document.caption.signed': 'Firmado el {when}',
  'document.checkbox.yes': 'Sí',
  'document.checkbox.no': 'No',
  'document.signature.drawnBy': '(firmado por {name})',
  'document.block.name': 'Nombre: {name}',
  'document.block.email': 'Correo electrónico: {email}',
  'document.page': 'Página {page} de {pages}',
  'document.requestPage': 'Solicitud {id} · Página {page} de {pages}',
  // La lista de documentos firmados del certificado (issue 32), en el idioma del documento.
  'cert.documents': 'Documentos',
  'cert.documentsNote': 'Los documentos firmados, en el orden en que sus páginas aparecen en este archivo.',
  'cert.documentPages': 'Páginas {first}–{last} de este archivo',
  'cert.documentPage': 'Página {first} de este archivo',
  'cert.documentFile': 'Archivo original',
  'cert.documentSha256': 'SHA-256 del documento tal como se envió',
  'cert.originalSha256': 'SHA-256 del archivo original (convertido a PDF)',
  // The certificate's list of the files signers attached (issue 34).
  'cert.attachments': 'Archivos adjuntos',
  'cert.attachmentsNote':
    'Los archivos que adjuntaron los firmantes, incrustados en este PDF como adjuntos con estos nombres.',
  'cert.attachmentField': 'Adjuntado por',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Tamaño',
  'cert.attachmentBytes': '{size} bytes',
  'cert.attachmentSha256': 'SHA-256 del archivo',
});
