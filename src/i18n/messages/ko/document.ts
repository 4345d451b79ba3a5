// 한국어 (합니다체). Keys and {placeholders} as in ../en/document.ts.

import type { Area } from '../area.ts';
import type { document as en } from '../en/document.ts';

export const document = (): Area<typeof en> => ({
  'document.caption.signedBy': '{name} · {when} 서명',
  'document.caption.signed': '{when} 서명',
  'document.checkbox.yes': '예',
  'document.checkbox.no': '아니요',
  'document.signature.drawnBy': '({name} 서명)',
  'document.block.name': '성명: {name}',
  'document.block.email': '이메일: {email}',
  'document.page': '{pages}페이지 중 {page}페이지',
  'document.requestPage': '요청 {id} · {pages}페이지 중 {page}페이지',
  'cert.documents': '문서',
  'cert.documentsNote': '서명된 문서(이 파일에 페이지가 나오는 순서).',
  'cert.documentPages': '이 파일의 {first}–{last}페이지',
  'cert.documentPage': '이 파일의 {first}페이지',
  'cert.documentFile': '원본 파일',
  'cert.documentSha256': '발송 당시 문서의 SHA-256',
  'cert.originalSha256': '원본 파일(PDF로 변환)의 SHA-256',
  'cert.attachments': '첨부 파일',
  'cert.attachmentsNote': '서명자가 첨부한 파일로, 이 PDF에 다음 이름의 첨부 파일로 포함되어 있습니다.',
  'cert.attachmentField': '첨부한 사람',
  'cert.attachmentFieldValue': '{role} · {field}',
  'cert.attachmentSize': '크기',
  'cert.attachmentBytes': '{size}바이트',
  'cert.attachmentSha256': '파일의 SHA-256',
});
