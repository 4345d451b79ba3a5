// 繁體中文（台灣，正式書面語，稱「您」）。

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · 簽署於 {when}',
  'document.caption.signed': '簽署於 {when}',
  'document.checkbox.yes': '是',
  'document.checkbox.no': '否',
  'document.signature.drawnBy': '（由{name}簽署）',
  'document.block.name': '姓名：{name}',
  'document.block.email': '電子郵件：{email}',
  'document.page': '第 {page} 頁，共 {pages} 頁',
  'document.requestPage': '請求 {id} · 第 {page} 頁，共 {pages} 頁',
  'cert.documents': '文件',
  'cert.documentsNote': '已簽署的文件，依其頁面在本檔案中出現的順序排列。',
  'cert.documentPages': '本檔案第 {first}–{last} 頁',
  'cert.documentPage': '本檔案第 {first} 頁',
  'cert.documentFile': '原始檔案',
  'cert.documentSha256': '所傳送文件的 SHA-256',
  'cert.originalSha256': '原始檔案（轉換為 PDF 後）的 SHA-256',
  'cert.attachments': '附件',
  'cert.attachmentsNote': '簽署人附加的檔案，以下列名稱作為附件嵌入本 PDF。',
  'cert.attachmentField': '附加者',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': '大小',
  'cert.attachmentBytes': '{size} 位元組',
  'cert.attachmentSha256': '檔案的 SHA-256',
});
