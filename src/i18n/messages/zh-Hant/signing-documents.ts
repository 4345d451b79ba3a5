// 繁體中文（台灣，正式書面語，稱「您」）。

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': '文件',
  'signDocuments.fact.one': '共有 {count} 份文件需要閱讀，合計 {pages}；您只需簽署一次。',
  'signDocuments.fact.other': '共有 {count} 份文件需要閱讀，合計 {pages}；您只需一次性簽署全部文件。',
  'signDocuments.pages.one': '{count} 頁',
  'signDocuments.pages.other': '{count} 頁',
  'signDocuments.download': '{link}，以便閱讀或列印。',
  'signDocuments.downloadLink': '將全部 {count} 份文件下載為一個 PDF',
  'signDocuments.nav': '此請求中的文件',
  'signDocuments.position': '第 {n} 份文件，共 {total} 份',
  'signDocuments.current': '第 {n} 份文件，共 {total} 份：{name}',
  'signDocuments.inView': '目前檢視',
});
