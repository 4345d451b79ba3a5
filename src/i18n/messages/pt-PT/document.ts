// Português europeu (registo formal e impessoal, sem «tu»; «o seu/a sua»). Keys and {placeholders} as in ../en/document.ts.

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
  'document.requestPage': 'Pedido {id} · Página {page} de {pages}',
  // The certificate's list of the documents signed (issue 32), in the document's language.
  'cert.documents': 'Documentos',
  'cert.documentsNote': 'Os documentos assinados, pela ordem em que as suas páginas surgem neste ficheiro.',
  'cert.documentPages': 'Páginas {first}–{last} deste ficheiro',
  'cert.documentPage': 'Página {first} deste ficheiro',
  'cert.documentFile': 'Ficheiro original',
  'cert.documentSha256': 'SHA-256 do documento tal como foi enviado',
  'cert.originalSha256': 'SHA-256 do ficheiro original (convertido em PDF)',
  // The certificate's list of the files signers attached (issue 34).
  'cert.attachments': 'Ficheiros anexados',
  'cert.attachmentsNote':
    'Os ficheiros anexados pelos signatários, incorporados neste PDF como anexos com estes nomes.',
  'cert.attachmentField': 'Anexado por',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Tamanho',
  'cert.attachmentBytes': '{size} bytes',
  'cert.attachmentSha256': 'SHA-256 do ficheiro',
});
