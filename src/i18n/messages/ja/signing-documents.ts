// 日本語（です・ます調）。Keys and {placeholders} as in ../en/signing-documents.ts.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': '文書',
  'signDocuments.fact.one': 'ご確認いただく文書は{count}件（計{pages}）です。署名は1回で済みます。',
  'signDocuments.fact.other':
    'ご確認いただく文書は{count}件（計{pages}）です。1回の署名ですべての文書に署名します。',
  'signDocuments.pages.one': '{count}ページ',
  'signDocuments.pages.other': '{count}ページ',
  'signDocuments.download': '閲覧または印刷するには、{link}。',
  'signDocuments.downloadLink': '{count}件の文書すべてを1つのPDFでダウンロードしてください',
  'signDocuments.nav': 'この依頼の文書',
  'signDocuments.position': '{total}件中{n}件目の文書',
  'signDocuments.current': '{total}件中{n}件目の文書：{name}',
  'signDocuments.inView': '表示中',
});
