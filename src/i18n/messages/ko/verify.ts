// 한국어 (합니다체). Keys and {placeholders} as in ../en/verify.ts.

import type { Area } from '../area.ts';
import type { verify as en } from '../en/verify.ts';

export const verify = (): Area<typeof en> => ({
  'verify.title': '서명된 문서 검증',
  'verify.lead':
    '이 서비스를 통해 체결된 문서가 진본이며 변경되지 않았는지 확인합니다. 파일은 이 서버에서 확인되며 보관되지 않습니다.',
  'verify.dropLabel': 'PDF를 여기에 놓거나 선택하십시오',
  'verify.chooseLabel': 'PDF 선택',
  'verify.dropHint': '최대 25MiB의 PDF.',
  'verify.submit': '검증',
  'verify.checking': '파일을 확인하는 중…',
  'verify.again': '다른 파일 검증',
  'verify.resultTitle': '검증 결과',
  'verify.fileHash': '파일의 SHA-256',
  'verify.sealsHeading': '봉인 및 타임스탬프',
  'verify.requestHeading': '서명 요청',
  'verify.claimedHeading': '이 파일이 출처라고 주장하는 요청',
  'verify.claimed':
    '이 파일은 봉인된 후 변경되었으므로, 아래 정보는 파일이 주장하는 내용일 뿐입니다. 서비스에 기록된 그대로 표시합니다.',
  'verify.noRequest':
    '이 서비스에서 완료된 요청 중 이 체결 페이지를 가진 요청이 없으므로 요청 세부 정보를 표시하지 않습니다.',
  'verify.erased':
    '이 서비스에서 이 요청을 완료했으나 이후 기록이 삭제되어, 이름 등의 세부 정보는 더 이상 보관되지 않습니다. 이 파일이 봉인된 파일과 동일한지는 위의 봉인으로 여전히 확인할 수 있습니다.',
  'verify.kind.signature': '봉인',
  'verify.kind.document_timestamp': '문서 타임스탬프',
  'verify.label.signer': '서명자',
  'verify.label.ours': '이 서비스에서 생성',
  'verify.label.intact': '무결성',
  'verify.label.covers': '파일 전체 포함',
  'verify.label.signedAt': '서명 일시(주장)',
  'verify.label.timestamp': '신뢰할 수 있는 타임스탬프',
  'verify.label.noTimestamp': '없음',
  'verify.label.requestId': '요청 ID',
  'verify.label.template': '템플릿',
  'verify.label.completed': '완료 일시',
  'verify.label.erased': '기록 삭제 일시',
  'verify.label.signers': '서명자',
  'verify.signerSigned': '{role}: {date} 서명',
  'verify.signerNotSigned': '{role}: 서명하지 않음',
  'verify.yes': '예',
  'verify.no': '아니요',
  'verify.timestampBy': '{time}({authority})',
  'verify.timestampByBroken': '{time}({authority}, 손상됨)',
  'verify.verdict.valid.heading': '진본이며 변경되지 않음',
  'verify.verdict.valid.text':
    '이 파일은 이 서비스가 봉인한 그대로입니다. 봉인이 온전하며, 봉인 후 변경되거나 추가된 내용이 없습니다.',
  'verify.verdict.modified.heading': '봉인 후 변경됨',
  'verify.verdict.modified.text':
    '이 파일에는 이 서비스의 봉인이 있지만, 내용이 봉인된 것과 더 이상 일치하지 않거나 봉인 후 무언가가 추가되었습니다. 이 파일을 신뢰하지 말고 발신자에게 원본을 요청하십시오.',
  'verify.verdict.not_ours.heading': '서명되었으나 이 서비스에서 서명하지 않음',
  'verify.verdict.not_ours.text':
    '이 파일에는 디지털 서명이 있지만 이 서비스에서 생성한 서명은 없습니다. 서명한 당사자에게 확인하십시오.',
  'verify.verdict.not_sealed.heading': '봉인 없음',
  'verify.verdict.not_sealed.text':
    '이 PDF에는 디지털 서명이 없으므로 출처나 변경 여부를 확인할 수 없습니다.',
  'verify.error.notPdf': '이 파일은 PDF가 아닙니다.',
  'verify.error.noFile': '검증할 PDF를 선택하십시오.',
  'verify.error.tooLarge': '파일이 25MiB보다 큽니다.',
  'verify.error.generic': '파일을 확인할 수 없습니다. 다시 시도하십시오.',
});
