// 简体中文（中国大陆，正式书面语，称“您”）。

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · 签署于 {when}',
  'document.caption.signed': '签署于 {when}',
  'document.checkbox.yes': '是',
  'document.checkbox.no': '否',
  'document.signature.drawnBy': '（由{name}签署）',
  'document.block.name': '姓名：{name}',
  'document.block.email': '电子邮件：{email}',
  'document.page': '第 {page} 页，共 {pages} 页',
  'document.requestPage': '请求 {id} · 第 {page} 页，共 {pages} 页',
  'cert.documents': '文档',
  'cert.documentsNote': '已签署的文档，按其页面在本文件中出现的顺序排列。',
  'cert.documentPages': '本文件第 {first}–{last} 页',
  'cert.documentPage': '本文件第 {first} 页',
  'cert.documentFile': '原始文件',
  'cert.documentSha256': '所发送文档的 SHA-256',
  'cert.originalSha256': '原始文件（转换为 PDF 后）的 SHA-256',
  'cert.attachments': '附件',
  'cert.attachmentsNote': '签署人附加的文件，以下列名称作为附件嵌入本 PDF。',
  'cert.attachmentField': '附加者',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': '大小',
  'cert.attachmentBytes': '{size} 字节',
  'cert.attachmentSha256': '文件的 SHA-256',
});
