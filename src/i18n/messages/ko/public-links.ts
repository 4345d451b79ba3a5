// 한국어 (합니다체). Keys and {placeholders} as in ../en/public-links.ts.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace}에서 “{document}” 문서의 작성 및 서명을 요청합니다.',
  'publicLink.hint': '시작하려면 이름과 이메일 주소를 입력하십시오. 서명된 사본은 해당 주소로 발송됩니다.',
  'publicLink.verifyHint': '서명하기 전에 주소를 확인하기 위한 코드를 이메일로 보내 드립니다.',
  'publicLink.nextHeading': '귀하 다음 순서',
  'publicLink.next': '{role}: {name}',
  'publicLink.name': '성명',
  'publicLink.email': '이메일 주소',
  'publicLink.start': '계속',
  'publicLink.working': '이 브라우저를 확인하는 중입니다. 잠시 기다려 주십시오…',
  'publicLink.noscript':
    '이 양식에는 JavaScript가 필요합니다. 자동 등록을 막기 위해 브라우저에서 간단한 계산을 수행합니다.',
  'publicLink.problems': '양식을 확인하십시오.',
  'publicLink.error.name': '이름을 입력하십시오.',
  'publicLink.error.email': 'name@example.com과 같은 형식으로 이메일 주소를 입력하십시오.',
  'publicLink.error.proof':
    '브라우저의 확인 결과가 도착하지 않았거나 너무 오래되었습니다. 양식을 다시 보내십시오.',
  'publicLink.limited.title': '시작된 서명이 너무 많습니다',
  'publicLink.limited.lead':
    '오늘 이 연결에서 또는 전체적으로 이 양식이 너무 많이 시작되었습니다. 내일 다시 시도하십시오.',
  'publicLink.unavailable.title': '이 양식을 사용할 수 없습니다',
  'publicLink.unavailable.lead':
    '링크가 비활성화되었거나 잘못 입력되었거나, 현재 양식에서 새 서명을 받을 수 없습니다. 링크를 제공한 분께 문의하십시오.',

  'publicLink.app.action': '공개 링크',
  'publicLink.app.actionLabel': '{name}의 공개 링크',
  'publicLink.app.title': '공개 링크: {name}',
  'publicLink.app.lead':
    '링크가 있는 사람은 누구나 {role} 역할로 이 템플릿에 서명할 수 있습니다. 이름과 이메일 주소를 입력하고 서명합니다. 그러면 요청이 여기에서 지정한 사람들에게 전달되며, 월간 사용 한도에서 차감됩니다.',
  'publicLink.app.on': '링크가 켜져 있습니다. 서명해야 할 사람들이 찾을 수 있는 곳에 공유하십시오.',
  'publicLink.app.off': '링크가 꺼져 있습니다.',
  'publicLink.app.url': '링크',
  'publicLink.app.people': '{role} 역할로 뒤이어 참여할 사람',
  'publicLink.app.personName': '이름',
  'publicLink.app.personEmail': '이메일 주소',
  'publicLink.app.verify': '서명하기 전에 이메일로 보낸 코드 입력 요구(권장)',
  'publicLink.app.turnOn': '링크 켜기',
  'publicLink.app.save': '변경 사항 저장',
  'publicLink.app.turnOff': '링크 끄기',
  'publicLink.app.turnedOn': '링크를 켰습니다.',
  'publicLink.app.turnedOff': '링크를 껐습니다. 이 주소는 더 이상 작동하지 않습니다.',
  'publicLink.app.ownersOnly': '템플릿의 공개 링크는 워크스페이스 소유자만 켜거나 끌 수 있습니다.',
  'publicLink.app.notPublished': '공개 링크는 게시된 템플릿에만 사용할 수 있습니다.',
  'publicLink.app.nameMissing': '이름을 입력하십시오.',
  'publicLink.app.emailMissing': 'name@example.com과 같은 형식으로 이메일 주소를 입력하십시오.',
});
