// 한국어 (합니다체). Keys and {placeholders} as in ../en/participants.ts.

import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': '서명자',
  'kind.approver': '승인자',
  'kind.viewer': '열람자',
  'kind.witness': '증인',
  'kind.witnessFor': '{role}의 증인',
  'kind.label': '참여 방식',
  'kind.witnessForLabel': '증인으로 입회할 서명',

  'audit.signature_request.approved': '승인자가 승인함',
  'audit.signature_request.viewed': '열람자가 읽고 확인함',
  'audit.signature_request.witnessed': '증인이 서명함',
  'timeline.approved': '승인: {who}',
  'timeline.viewed': '읽고 확인함: {who}',
  'timeline.witnessed': '증인 입회: {who}',

  'turn.lead.approver':
    '{sender} 님이 {name} 님({email})께 {role} 역할로 이 문서를 승인해 주실 것을 요청했습니다. 서명하실 사항은 없습니다.',
  'turn.lead.viewer':
    '{sender} 님이 {name} 님({email})께 {role} 역할로 이 문서를 읽고 읽었음을 확인해 주실 것을 요청했습니다.',
  'turn.lead.witness':
    '{sender} 님이 {name} 님({email})께 {role} 역할로 {witnessed} 님({witnessedRole})의 서명에 증인으로 입회해 주실 것을 요청했습니다.',
  'turn.heading.approver': '승인',
  'turn.heading.viewer': '읽었음을 확인',
  'turn.approveExplain': '승인하면 다음 사람의 순서로 넘어갑니다. 승인하지 않으려면 아래에서 반려하십시오.',
  'turn.approve': '승인',
  'turn.approving': '승인하는 중…',
  'turn.readExplain': '위의 문서를 읽은 후 확인하십시오.',
  'turn.read': '이 문서를 읽었습니다',
  'turn.readNeeded': '문서를 읽었음을 확인하려면 확인란을 선택하십시오.',
  'turn.confirm': '확인',
  'turn.confirming': '확인하는 중…',
  'reject.summary': '반려',
  'reject.explain': '반려하면 아무도 이 요청에 서명할 수 없으며, {sender} 님께 이메일로 통보됩니다.',
  'reject.reason': '반려 사유({sender} 님께 공유됨)',
  'reject.reasonNeeded': '반려 사유를 입력하십시오.',
  'reject.button': '반려',
  'reject.confirmQuestion': '{document} 문서를 반려하시겠습니까? 이 작업은 취소할 수 없습니다.',
  'reject.confirm': '예, 반려합니다',

  'done.title.approver': '승인이 완료되었습니다. 감사합니다',
  'done.title.viewer': '확인이 완료되었습니다. 감사합니다',
  'done.title.witness': '증인 입회가 완료되었습니다. 감사합니다',
  'done.lead.approver': '{date}에 {role} 역할로 {document} 문서를 승인했습니다.',
  'done.lead.viewer': '{date}에 {role} 역할로 {document} 문서를 읽었음을 확인했습니다.',
  'done.lead.witness': '{date}에 증인인 {role} 역할로 {document} 문서에 서명했습니다.',

  'mail.invitation.subject.approver': '승인 요청: {document}({sender})',
  'mail.invitation.subject.viewer': '열람 요청: {document}({sender})',
  'mail.invitation.subject.witness': '서명 증인 입회 요청: {document}({sender})',
  'mail.invitation.body.approver':
    '{sender} 님이 “{document}” 문서의 승인을 요청했습니다. 서명하실 사항은 없으며, 승인하거나 반려하시면 됩니다.',
  'mail.invitation.body.viewer':
    '{sender} 님이 “{document}” 문서를 읽고 읽었음을 확인해 주실 것을 요청했습니다.',
  'mail.invitation.body.witness':
    '{sender} 님이 “{document}” 문서에 대한 {witnessed} 님의 서명에 증인으로 입회해 주실 것을 요청했습니다.',
  'mail.reminder.subject.approver': '알림: {document} 승인 요청({sender})',
  'mail.reminder.subject.viewer': '알림: {document} 열람 요청({sender})',
  'mail.reminder.subject.witness': '알림: {document} 서명 증인 입회 요청({sender})',
  'mail.button.approver': '검토 및 승인',
  'mail.button.viewer': '열어서 읽기',
  'mail.button.witness': '검토 및 증인 입회',

  'document.block.witnessFor': '{role}, {witnessed}의 증인',
  'cert.part': '참여 방식',
  'cert.part.approver': '승인자: {name} 님이 승인',
  'cert.part.viewer': '열람자: {name} 님이 읽음',
  'cert.part.witness': '증인: {name} 님이 {witnessed}({witnessedRole})의 서명에 입회',
  'cert.approved': '승인 일시',
  'cert.read': '읽고 확인한 일시',
  'cert.witnessed': '입회 일시',

  'cert.inPerson': '대면 서명',
  'cert.inPersonText': '{host} 님이 진행, 위의 기기 및 IP 주소에서 서명',
  'cert.ownSession': '신원 증거',
  'cert.ownSessionText': '워크스페이스 구성원 {member} 님의 Countersign 세션에서 서명',
  'host.title': '이 기기를 건네주십시오',
  'host.lead': '이 기기에서 “{document}” 문서에 대한 {name} 님({role})의 서명을 진행하고 있습니다.',
  'host.hint': '지금 {name} 님께 기기를 건네주십시오. 이후에는 본인만 계속 진행해야 합니다.',
  'host.start': '{name} 님으로 시작',
  'host.gone.title': '이 대면 서명 링크는 사용할 수 없습니다',
  'host.gone.lead':
    '이미 사용되었거나, 발급된 지 15분이 넘었거나, 링크로 열린 순서가 이미 지났습니다. 요청 페이지에서 새 링크를 받으십시오.',
  'host.member.title': '이 서명을 진행하려면 로그인하십시오',
  'host.member.lead': '이 기기에서 로그인한 {workspace} 구성원만 이 링크를 열 수 있습니다.',
  'host.member.signIn': '로그인',
  'host.witnessNow': '지금 증인 입회: {name}',
  'host.witnessNowHint': '다음으로 {name} 님이 이 기기에서 이 서명에 증인으로 입회합니다.',
  'host.back': '요청으로 돌아가기',
  'requests.signInPerson': '대면 서명',
  'requests.signInPersonHint': '이 기기에서 {name} 님의 순서를 엽니다. 기기를 본인에게 건네주십시오.',
  'requests.signNow': '지금 서명',
  'requests.yourTurn': '귀하의 순서입니다. 여기에서 진행하며, 귀하에게는 이메일이 발송되지 않습니다.',
  'requests.yourTurnLater': '순서가 되면 {role} 역할로 서명합니다. 귀하에게는 이메일이 발송되지 않습니다.',

  'turn.position': '귀하의 순서는 {count}단계 중 {position}번째입니다.',
  'turn.deadline.approver': '{deadline}까지 승인하거나 반려하십시오.',
  'turn.deadline.viewer': '{deadline}까지 읽어 주십시오.',
});
