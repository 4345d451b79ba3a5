// Français, les mots apposés sur un document. Keys and {placeholders} as in ../en/document.ts.
import type { document as en } from '../en/document.ts';

export const document = (): Record<keyof typeof en, string> => ({
  'document.caption.signedBy': '{name} · signé le {when}',
  'document.caption.signed': 'Signé le {when}',
  'document.checkbox.yes': 'Oui',
  'document.checkbox.no': 'Non',
  'document.signature.drawnBy': '(signé par {name})',
  'document.block.name': 'Nom : {name}',
  'document.block.email': 'E-mail : {email}',
  'document.page': 'Page {page} sur {pages}',
  'document.requestPage': 'Demande {id} · Page {page} sur {pages}',
  // La liste des documents signés dans le certificat (issue 32), dans la langue du document.
  'cert.documents': 'Documents',
  'cert.documentsNote': 'Les documents signés, dans l’ordre où leurs pages figurent dans ce fichier.',
  'cert.documentPages': 'Pages {first} à {last} de ce fichier',
  'cert.documentPage': 'Page {first} de ce fichier',
  'cert.documentFile': 'Fichier d’origine',
  'cert.documentSha256': 'SHA-256 du document tel qu’envoyé',
  'cert.originalSha256': 'SHA-256 du fichier d’origine (converti en PDF)',
  // The certificate's list of the files signers attached (issue 34).
  'cert.attachments': 'Fichiers joints',
  'cert.attachmentsNote':
    'Les fichiers joints par les signataires, intégrés à ce PDF en pièces jointes sous ces noms.',
  'cert.attachmentField': 'Joint par',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'Taille',
  'cert.attachmentBytes': '{size} octets',
  'cert.attachmentSha256': 'SHA-256 du fichier',
});
