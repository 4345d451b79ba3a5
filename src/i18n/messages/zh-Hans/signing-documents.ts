// 简体中文（中国大陆，正式书面语，称“您”）。

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': '文档',
  'signDocuments.fact.one': '共有 {count} 份文档需要阅读，合计 {pages}；您只需签署一次。',
  'signDocuments.fact.other': '共有 {count} 份文档需要阅读，合计 {pages}；您只需一次性签署全部文档。',
  'signDocuments.pages.one': '{count} 页',
  'signDocuments.pages.other': '{count} 页',
  'signDocuments.download': '{link}，以便阅读或打印。',
  'signDocuments.downloadLink': '将全部 {count} 份文档下载为一个 PDF',
  'signDocuments.nav': '此请求中的文档',
  'signDocuments.position': '第 {n} 份文档，共 {total} 份',
  'signDocuments.current': '第 {n} 份文档，共 {total} 份：{name}',
  'signDocuments.inView': '当前查看',
});
