// 한국어 (합니다체). Keys and {placeholders} as in ../en/app-workspace.ts.

import type { Area } from '../area.ts';
import type { appWorkspace as en } from '../en/app-workspace.ts';

export const appWorkspace = (): Area<typeof en> => ({
  'notifications.title': '알림',
  'notifications.lead': '완료, 거부 또는 만료된 요청입니다.',
  'notifications.markAll': '모두 읽음으로 표시',
  'notifications.markRead': '읽음으로 표시',
  'notifications.markReadLabel': '읽음으로 표시: {text}',
  'notifications.unread': '읽지 않음',
  'notifications.empty': '아직 알림이 없습니다. 요청이 완료, 거부 또는 만료되면 여기에 표시됩니다.',
  'notifications.completed': '“{template}” 요청이 완료되었습니다',
  'notifications.declined': '“{template}” 요청이 거부되었습니다',
  'notifications.expired': '“{template}” 요청이 만료되었습니다',
  'notifications.other': '“{template}” 요청이 변경되었습니다',
  'notifications.declinedReason': '{name} 님이 거부함: {reason}',
  'notifications.declinedBy': '{name} 님이 거부함',
  'notifications.with': '참여자: {names}',

  'settings.title': '워크스페이스 설정',
  'settings.workspace': '워크스페이스',
  'settings.name': '이름',
  'settings.plan': '요금제',
  'settings.retention': '종료된 요청 보관',
  'settings.retentionLead':
    '종료된 요청(완료, 거부, 만료 또는 무효화)은 지정한 일수가 지나면 자동으로 삭제할 수 있습니다. 요청을 영구 삭제할 때와 마찬가지로 이름, 주소, 값, 서명 및 문서가 삭제됩니다.',
  'settings.keepForever': '누군가 삭제할 때까지 보관',
  'settings.eraseAfter': '종료 후 지정한 일수가 지나면 삭제',
  'settings.days': '일수',
  'settings.daysHint': '1~3650(10년).',
  'settings.daysInvalid': '1~3650 사이의 정수로 일수를 입력하십시오.',
  'settings.save': '저장',
  'settings.saved': '설정을 저장했습니다.',
  'settings.currentForever': '종료된 요청은 누군가 삭제할 때까지 보관됩니다.',
  'settings.currentDays.one': '종료된 요청은 종료 후 {count}일이 지나면 삭제됩니다.',
  'settings.currentDays.other': '종료된 요청은 종료 후 {count}일이 지나면 삭제됩니다.',
  'settings.export': '모든 데이터 내보내기',
  'settings.exportLead':
    '모든 요청(감사 추적 포함), 템플릿, 구성원, 감사 로그 항목과 모든 서명된 PDF가 담긴 ZIP 파일입니다.',
  'settings.exportButton': '내보내기 파일 다운로드',
  'settings.ownersOnly': '소유자만 이 설정을 변경하거나 워크스페이스 데이터를 내보낼 수 있습니다.',
});
