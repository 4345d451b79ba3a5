// 한국어 (합니다체). Keys and {placeholders} as in ../en/signing-documents.ts.

import type { Area } from '../area.ts';
import type { signingDocuments as en } from '../en/signing-documents.ts';

export const signingDocuments = (): Area<typeof en> => ({
  'signDocuments.heading': '문서',
  'signDocuments.fact.one': '읽어야 할 문서는 {count}건(총 {pages})이며, 한 번 서명합니다.',
  'signDocuments.fact.other':
    '읽어야 할 문서는 {count}건(총 {pages})이며, 한 번의 서명으로 모든 문서에 서명합니다.',
  'signDocuments.pages.one': '{count}페이지',
  'signDocuments.pages.other': '{count}페이지',
  'signDocuments.download': '문서를 읽거나 인쇄하려면 {link}.',
  'signDocuments.downloadLink': '문서 {count}건 전체를 하나의 PDF로 다운로드하십시오',
  'signDocuments.nav': '이 요청의 문서',
  'signDocuments.position': '문서 {total}건 중 {n}번째',
  'signDocuments.current': '문서 {total}건 중 {n}번째: {name}',
  'signDocuments.inView': '보는 중',
});
