// Português do Brasil (registro formal, tratamento por “você”). Keys and {placeholders} as in ../en/document.ts.

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · assinado em {when}',
  'document.caption.signed': 'Assinado em {when}',
  'document.checkbox.yes': 'Sim',
  'document.checkbox.no': 'Não',
  'document.signature.drawnBy': '(assinado por {name})',
  'document.block.name': 'Nome: {name}',
  'document.block.email': 'E-mail: {email}',
  'document.page': 'Página {page} de {pages}',
  'document.requestPage': 'Solicitação {id} · Página {page} de {pages}',
  // The certificate's list of the documents signed (issue 32), in the document's language.
  'cert.documents': 'Documentos',
  'cert.documentsNote': 'Os documentos assinados, na ordem em que suas páginas aparecem neste arquivo.',
  'cert.documentPages': 'Páginas {first}–{last} deste arquivo',
  'cert.documentPage': 'Página {first} deste arquivo',
  'cert.documentFile': 'Arquivo original',
  'cert.documentSha256': 'SHA-256 do documento como foi enviado',
  'cert.originalSha256': 'SHA-256 do arquivo original (convertido em PDF)',
  // The certificate's list of the files signers attached (issue 34).
  'cert.attachments': 'Arquivos anexados',
  'cert.attachmentsNote':
    'Os arquivos anexados pelos signatários, incorporados a este PDF como anexos com estes nomes.',
  'cert.attachmentField': 'Anexado por',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Tamanho',
  'cert.attachmentBytes': '{size} bytes',
  'cert.attachmentSha256': 'SHA-256 do arquivo',
});
