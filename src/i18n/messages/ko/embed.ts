// 한국어 (합니다체). Keys and {placeholders} as in ../en/embed.ts.

import type { Area } from '../area.ts';
import type { embed as en } from '../en/embed.ts';

export const embed = (): Area<typeof en> => ({
  'embed.cookiesBlocked':
    '이 페이지가 다른 사이트 안에 표시되는 동안에는 브라우저가 코드를 기억할 수 없습니다.',
  'embed.openInTab': '새 탭에서 열기',
  'settings.embedding': '임베디드 서명',
  'settings.embeddingLead':
    '귀사의 사이트 안에 서명 페이지를 표시할 수 있습니다(?embed=1이 붙은 서명 링크 또는 /embed.js의 countersign-signing 요소). 표시를 허용할 정확한 출처(origin)를 한 줄에 하나씩 입력하십시오. 그 외의 모든 사이트는 거부됩니다.',
  'settings.embeddingOrigins': '허용된 출처',
  'settings.embeddingOriginsHint':
    '한 줄에 하나씩 입력합니다. 예: https://app.example.com, https://app.example.com:8443',
  'settings.embeddingNone': '서명 페이지를 임베드할 수 있는 사이트가 없습니다.',
  'settings.embeddingSaved': '허용된 출처를 저장했습니다.',
  'settings.embeddingInvalid': '{line}번째 줄: {problem}',
  'settings.embeddingTooMany': '출처는 최대 {max}개까지 입력할 수 있습니다.',
  'embed.problem.notUrl': 'https://app.example.com과 같은 출처가 아닙니다.',
  'embed.problem.scheme': '출처는 https://로 시작해야 합니다.',
  'embed.problem.httpRefused':
    'https://를 사용하십시오(http://는 이 인스턴스가 http로 실행되는 경우에만 허용됩니다).',
  'embed.problem.path': '경로, 쿼리, 프래그먼트 없이 출처만 입력하십시오.',
  'embed.problem.credentials': '출처에는 사용자 이름이나 비밀번호를 포함할 수 없습니다.',
  'embed.problem.host':
    '호스트 이름이 유효하지 않습니다(와일드카드는 허용되지 않으므로 출처를 각각 입력하십시오).',
  'audit.workspace.embedding_changed': '임베드 허용 출처 변경',
});
