// 한국어 (합니다체). Keys and {placeholders} as in ../en/app-sso.ts.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': '{provider}(으)로 계속',
  'sso.refusedTitle': '로그인되지 않았습니다',
  'sso.refused.expired': '이 로그인은 만료되었거나 이미 완료되었습니다. 로그인 페이지에서 다시 시작하십시오.',
  'sso.refused.denied': 'ID 공급자가 로그인을 허용하지 않았습니다. 다시 시도할 수 있습니다.',
  'sso.refused.invalid':
    'ID 공급자의 응답을 검증할 수 없어(변경되었거나, 이미 사용되었거나, 만료됨) 로그인되지 않았습니다. 다시 시작하십시오.',
  'sso.refused.unverified':
    'ID 공급자가 이메일 주소를 확인하지 않았으므로 여기에 로그인할 수 없습니다. 먼저 공급자에서 주소를 확인하십시오.',
  'sso.refused.unknown':
    'ID 공급자가 확인한 이메일 주소를 가진 구성원이 있는 워크스페이스가 없습니다. 워크스페이스 소유자에게 초대를 요청하십시오.',
  'sso.unavailable': '현재 ID 공급자에 연결할 수 없습니다. 몇 분 후에 다시 시도하십시오.',
  'sso.notConfigured': '이 서비스에는 싱글 사인온이 설정되어 있지 않습니다.',
  'sso.backToSignIn': '로그인으로 돌아가기',
  'sso.chooseTitle': '워크스페이스 선택',
  'sso.chooseLead': '귀하의 주소는 여러 워크스페이스에 속해 있습니다. 어느 워크스페이스를 여시겠습니까?',
  'sso.chooseButton': '{workspace} 열기',
  'sso.requiredTitle': '싱글 사인온 필요',
  'sso.required':
    '{workspace}에서는 싱글 사인온이 필수입니다. 이메일 링크나 패스키 대신 {provider}(으)로 로그인하십시오.',
  'sso.requiredUnset':
    '{workspace}에서는 싱글 사인온이 필수이지만, 현재 이 서비스에서 제공하지 않습니다. 서비스 운영자에게 문의하십시오.',
  'sessions.method.oidc': '싱글 사인온으로',
  'sso.settingsTitle': '싱글 사인온',
  'sso.settingsLead': '구성원은 {provider}에 등록된 확인된 이메일 주소를 사용하여 로그인할 수 있습니다.',
  'sso.settingsUnset': '이 서비스에는 ID 공급자가 설정되어 있지 않아 싱글 사인온을 사용할 수 없습니다.',
  'sso.requiredLabel': '싱글 사인온 필수',
  'sso.requiredHint': '이 경우 이 워크스페이스에서는 이메일 로그인 링크와 패스키가 거부됩니다.',
  'sso.joinDomainLabel': '참여를 허용할 도메인',
  'sso.joinDomainHint':
    '워크스페이스가 도메인을 증명하면, 확인된 주소가 @이 도메인으로 끝나는 사람은 첫 로그인 시 구성원으로 참여합니다. 이 방식의 참여를 허용하지 않으려면 비워 두십시오.',
  'sso.joinDomainInvalid': 'example.com과 같은 도메인 이름을 입력하십시오.',
  'sso.save': '싱글 사인온 저장',
  'sso.saved': '싱글 사인온 설정을 저장했습니다.',
  'sso.ownersOnly': '소유자만 이 설정을 변경할 수 있습니다.',
  'sso.requiredOn': '싱글 사인온이 필수입니다.',
  'sso.requiredOff': '싱글 사인온은 선택 사항입니다.',
  'sso.joinDomainNone': '도메인으로 참여하는 사람이 없습니다.',
  'sso.joinDomainIs': '{domain} 주소를 가진 사람은 구성원으로 참여합니다.',
  'audit.workspace.sso_changed': '싱글 사인온 변경',
  'audit.member.joined': '싱글 사인온으로 참여',
  'sso.refused.foreign':
    'ID 공급자의 이 응답은 다른 로그인에 속하므로 사용되지 않았습니다. 이 브라우저에서 로그인을 시작했다면 아직 진행 중입니다. 완료하거나 다시 시작하십시오.',
  'sso.joinDomainPublic':
    '누구나 주소를 만들 수 있는 공용 이메일 도메인이므로 참여 허용에 사용할 수 없습니다. 귀사 고유의 도메인을 입력하십시오.',
  'sso.joinDomainTaken': '다른 워크스페이스가 이미 이 도메인을 증명했으므로 여기에서는 사용할 수 없습니다.',
  'sso.verifyNotFound':
    '이 워크스페이스의 값이 있는 TXT 레코드를 아직 찾지 못했습니다. 레코드의 이름과 값을 확인하십시오. DNS 변경 사항이 반영되기까지 시간이 걸릴 수 있습니다.',
  'sso.joinedNotice':
    '확인된 주소가 이 워크스페이스가 증명한 도메인에 속하므로 싱글 사인온을 통해 {workspace}에 참여했습니다. 소유자는 귀하의 이름과 주소를 볼 수 있습니다.',
  'sso.domainPending':
    '{domain} 도메인은 증명 대기 중입니다. 증명될 때까지 이 도메인으로 참여하는 사람은 없습니다.',
  'sso.domainRecordLead':
    '귀사가 이 도메인을 보유하고 있음을 증명하려면 DNS에 이 레코드를 추가(표시된 이름 또는 도메인 자체에)한 후 확인하십시오.',
  'sso.domainRecordName': '이름(호스트)',
  'sso.domainRecordType': '레코드 유형',
  'sso.domainRecordValue': '값',
  'sso.domainOperatorHint':
    '또는 이 서비스의 운영자에게 도메인 확인을 요청하십시오. 소유자 본인의 주소가 {domain}에 있으면 운영자가 확인할 수 있습니다.',
  'sso.domainCheck': 'DNS 레코드 확인',
  'sso.domainVerifiedDns':
    '{domain} 주소를 가진 사람은 구성원으로 참여합니다. DNS 레코드로 도메인이 증명되었습니다.',
  'sso.domainVerifiedOperator':
    '{domain} 주소를 가진 사람은 구성원으로 참여합니다. 이 서비스의 운영자가 도메인을 확인했습니다.',
  'audit.workspace.sso_domain_verified': '싱글 사인온 도메인 증명',
});
