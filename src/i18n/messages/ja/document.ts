// 日本語（です・ます調）。Keys and {placeholders} as in ../en/document.ts.

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · {when}署名',
  'document.caption.signed': '{when}署名',
  'document.checkbox.yes': 'はい',
  'document.checkbox.no': 'いいえ',
  'document.signature.drawnBy': '（{name}が署名）',
  'document.block.name': '氏名：{name}',
  'document.block.email': 'メールアドレス：{email}',
  'document.page': '{page} / {pages}ページ',
  'document.requestPage': '依頼 {id} · {page} / {pages}ページ',
  'cert.documents': '文書',
  'cert.documentsNote': '署名された文書（このファイル内でページが現れる順）。',
  'cert.documentPages': 'このファイルの{first}～{last}ページ',
  'cert.documentPage': 'このファイルの{first}ページ',
  'cert.documentFile': '元のファイル',
  'cert.documentSha256': '送信時の文書のSHA-256',
  'cert.originalSha256': '元のファイル（PDFに変換）のSHA-256',
  'cert.attachments': '添付ファイル',
  'cert.attachmentsNote':
    '署名者が添付したファイル。このPDFに以下の名前で添付ファイルとして埋め込まれています。',
  'cert.attachmentField': '添付者',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': 'サイズ',
  'cert.attachmentBytes': '{size}バイト',
  'cert.attachmentSha256': 'ファイルのSHA-256',
});
