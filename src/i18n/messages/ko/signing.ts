// 한국어 (합니다체, 격식체). Keys and {placeholders} as in ../en/signing.ts.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': '본문으로 건너뛰기',
  'page.languages': '언어',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{workspace}의 {member}',
  'sender.contact': '{workspace}의 {member}({email})',

  'sign.title': '{document} 서명',
  'sign.lead': '{sender} 님이 {name} 님({email})께 {role} 역할로 이 문서에 서명해 주실 것을 요청했습니다.',
  'sign.deadline': '{deadline}까지 서명해 주십시오.',
  'sign.noscript':
    '서명하려면 JavaScript가 필요합니다. 브라우저에서 JavaScript를 켜거나, {sender} 님께 직접 서명할 종이 사본을 요청하십시오.',
  'sign.documentHeading': '문서',
  'sign.download': '문서를 읽거나 인쇄하려면 {link}.',
  'sign.downloadLink': 'PDF로 다운로드하십시오',
  'sign.documentLabel': '문서 본문',
  'sign.pdfTitle': '문서(PDF)',
  'sign.nextField': '다음 항목',
  'sign.allFilled': '모든 항목이 입력되었습니다. 아래 확인란을 선택하고 서명하십시오.',
  'sign.signHere': '여기에 서명: {label}',
  'sign.pageOf': '{total}페이지 중 {n}페이지',
  'sign.heading': '서명',
  'sign.details': '입력 정보',
  'sign.required': '(필수)',
  'sign.choose': '선택하십시오…',
  'sign.signatureLegend': '서명',
  'sign.modeTyped': '이름 입력',
  'sign.modeDrawn': '직접 서명 그리기',
  'sign.typedLabel': '서명으로 사용할 성명을 입력하십시오',
  'sign.drawHelp': '마우스, 손가락 또는 스타일러스로 상자 안에 서명하십시오.',
  'sign.drawArea': '서명 그리기 영역',
  'sign.clear': '지우기',
  'sign.consentLegend': '전자 서명 동의',
  'sign.button': '서명',
  'sign.signing': '서명하는 중…',
  'sign.yes': '예',
  'sign.no': '아니요',
  'sign.fillBelow': '{label}: 아래에서 입력합니다',
  'sign.fillBy': '{label}: {role} 역할이 입력할 항목',
  'sign.fillBySender': '{label}: 발신자가 입력할 항목',
  'sign.signedBy': '({name} 서명)',
  'sign.signedOn': '{date}에 {name} 님이 서명함',
  'cert.initials': '이니셜',
  'sign.notSigned': '아직 서명하지 않음',
  'sign.guideLabel': '입력할 항목',
  'sign.fieldOf': '{total}개 항목 중 {n}번째',
  'sign.back': '이전',
  'sign.next': '다음',
  'sign.finish': '완료',
  'sign.done': '완료',
  'sign.ready': '입력을 마쳤습니다. 내용을 검토하고 아래에서 서명하십시오',
  'sign.optional': '(선택)',
  'sign.emptyBox': '{label}: 비어 있음',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': '선택됨',
  'sign.unchecked': '선택 안 됨',
  'sign.zoomIn': '확대',
  'sign.zoomOut': '축소',
  'sign.zoomFit': '너비에 맞추기',
  'sign.zoomLabel': '배율',
  'sign.signingDate': '서명일(자동으로 입력됩니다).',
  'sign.initialsLegend': '이니셜',
  'sign.initialsTyped': '이니셜 입력',
  'sign.initialsDrawn': '이니셜 그리기',
  'sign.initialsLabel': '이니셜',
  'sign.initialsHelp': '상자 안에 이니셜을 그리십시오.',
  'sign.initialsArea': '이니셜 그리기 영역',
  'sign.fieldProblem': '{label} 항목으로 이동',

  'verification.title': '본인 확인: {document}',
  'verification.lead':
    '{sender} 님이 이 문서에 서명을 요청했습니다. 문서를 열기 전에 이 서명 링크가 본인의 것인지 확인하십시오.',
  'verification.accessHeading': '액세스 코드 입력',
  'verification.accessHelp':
    '{sender} 님이 이 링크가 포함된 이메일과 별도로 이 문서의 액세스 코드를 알려 드렸습니다. 코드가 없으면 {sender} 님께 문의하십시오.',
  'verification.accessLabel': '액세스 코드',
  'verification.emailHeading': '이메일로 코드 받기',
  'verification.emailHelp': '{email} 주소로 6자리 코드를 보내 드립니다. 코드는 {minutes}분 동안 유효합니다.',
  'verification.emailLabel': '이메일로 받은 6자리 코드',
  'verification.send': '코드 받기',
  'verification.sendAgain': '새 코드 받기',
  'verification.submit': '계속',
  'verification.lockedUntil': '잘못된 코드가 너무 많이 입력되었습니다. {time}부터 다시 시도할 수 있습니다.',
  'verification.sent': '{email} 주소로 코드를 보냈습니다. 코드는 {minutes}분 동안 유효합니다.',
  'verification.sending': '보내는 중…',
  'verification.checking': '확인하는 중…',
  'verification.error.empty': '코드를 입력하십시오.',
  'verification.error.digits': '코드는 6자리입니다.',
  'verification.error.wrong': '코드가 잘못되었거나 만료되었습니다. 남은 시도 횟수: {count}회',
  'verification.error.locked': '잘못된 코드가 너무 많습니다. {wait}분 후에 다시 시도하십시오.',
  'verification.error.sendLimit':
    '최근 1시간 동안 코드를 5회 요청하셨습니다. {wait}분 후에 다시 시도하십시오.',
  'verification.error.failed': '문제가 발생했습니다. 다시 시도하십시오.',

  'order.only': '서명자는 귀하 한 분입니다.',
  'order.first': '{count} 명 중 첫 번째로 서명합니다. 다른 서명자는 귀하 다음에 서명합니다.',
  'order.firstOfTwo': '두 명 중 첫 번째로 서명합니다. 다른 서명자는 귀하 다음에 서명합니다.',
  'order.afterOne': '{count} 명 중 {position}로 서명합니다. 첫 번째 서명자는 서명을 마쳤습니다.',
  'order.afterMany': '{count} 명 중 {position}로 서명합니다. 앞선 {earlier} 명의 서명자는 서명을 마쳤습니다.',
  'order.ordinals':
    '첫 번째|두 번째|세 번째|네 번째|다섯 번째|여섯 번째|일곱 번째|여덟 번째|아홉 번째|열 번째',
  'order.numbers': '한|두|세|네|다섯|여섯|일곱|여덟|아홉|열',

  'consent.intro':
    '{sender} 님은 Countersign을 사용하여 전자적으로 서명을 받습니다. 서명하기 전에 다음 사항을 확인하십시오.',
  'consent.electronic':
    '확인란을 선택하면 이 문서와 관련 고지를 전자적으로 수령하고 이 문서에 전자적으로 서명하는 데 동의하게 됩니다. 귀하의 전자 서명은 종이에 서명하는 것과 동일한 효력을 가집니다.',
  'consent.paper':
    '언제든지 무료로 종이 사본을 받을 수 있습니다. 위의 PDF를 다운로드하여 인쇄하거나, {contact}에게 사본 발송을 요청하십시오. 모든 당사자가 서명하면 체결된 PDF가 {email} 주소로 발송되며, 이 페이지에서도 다운로드할 수 있습니다.',
  'consent.paperNoEmail':
    '언제든지 무료로 종이 사본을 받을 수 있습니다. 위의 PDF를 다운로드하여 인쇄하거나, {contact}에게 사본 발송을 요청하십시오. 모든 당사자가 서명하면 체결된 PDF를 이 페이지에서 다운로드할 수 있습니다.',
  'consent.withdraw':
    '반드시 전자적으로 서명해야 하는 것은 아닙니다. 아래에서 서명을 거부하거나, {contact}에게 연락하여 대신 종이에 서명할 수 있습니다. 나중에 동의를 철회하더라도 이미 완료된 서명은 취소되지 않습니다.',
  'consent.requirements':
    '최신 웹 브라우저, 문서를 보거나 인쇄할 PDF 리더, 그리고 {email} 이메일 주소에 대한 접근 권한이 필요합니다. 이메일 주소가 변경되면 {contact}에게 알리십시오.',
  'consent.agree':
    '본인은 위의 고지를 읽었으며, 전자 기록을 사용하고 이 문서에 전자적으로 서명하는 데 동의하고, 본인의 전자 서명이 자필 서명과 마찬가지로 본인을 구속하는 것을 의도합니다.',

  'decline.summary': '서명 거부',
  'decline.explain': '거부하면 아무도 이 요청에 서명할 수 없으며, {sender} 님께 이메일로 통보됩니다.',
  'decline.reason': '사유(선택 사항, {sender} 님께 공유됨)',
  'decline.button': '서명 거부',
  'decline.confirmQuestion': '{document} 문서에 대한 서명을 거부하시겠습니까? 이 작업은 취소할 수 없습니다.',
  'decline.confirm': '예, 거부합니다',
  'decline.cancel': '아니요, 돌아갑니다',

  'error.typed': '서명으로 이름을 입력하십시오.',
  'error.drawn': '상자 안에 서명을 그리십시오.',
  'error.consent': '전자 서명에 동의하려면 확인란을 선택하십시오.',
  'error.required': '{label} 항목은 필수입니다.',
  'error.number': '{label} 항목에는 숫자를 입력해야 합니다.',
  'error.email': '{label} 항목에는 이메일 주소를 입력해야 합니다.',
  'error.tick': '서명하려면 {label} 항목을 선택해야 합니다(필수).',
  'error.date': '{label} 항목에는 {example} 형식의 날짜를 입력해야 합니다.',
  'error.dateMonth': '{label}: {month}월은 없습니다.',
  'error.dateDays': '{label}: {month}월은 {days}일까지 있습니다.',
  'error.signFailed': '문제가 발생하여 서명이 완료되지 않았습니다. 다시 시도하십시오.',
  'error.declineFailed': '문제가 발생하여 거부가 처리되지 않았습니다. 다시 시도하십시오.',
  'error.initials': '이니셜을 입력하거나 그리십시오.',
  'error.range': '{label} 항목은 {min}에서 {max} 사이여야 합니다.',
  'error.min': '{label} 항목은 {min} 이상이어야 합니다.',
  'error.max': '{label} 항목은 {max} 이하여야 합니다.',
  'error.integer': '{label} 항목에는 정수를 입력해야 합니다.',
  'error.summary': '다음 사항을 수정하십시오.',

  'waiting.title': '아직 서명 순서가 아닙니다',
  'waiting.lead': '{document} 문서는 순서대로 서명합니다. 먼저 {waitingFor} 님의 서명을 기다리고 있습니다.',
  'waiting.email':
    '{name} 님의 순서가 되면 {email} 주소로 이메일을 보내 드립니다. 이 페이지를 닫으셔도 됩니다.',
  'waiting.noEmail':
    '{sender} 님이 순서가 되었다고 알려 주면 이 링크를 다시 여십시오. 이 페이지를 닫으셔도 됩니다.',
  'signed.title': '서명이 완료되었습니다. 감사합니다',
  'signed.lead': '{date}에 {role} 역할로 {document} 문서에 서명했습니다.',
  'signed.next':
    '아직 서명해야 할 다른 분이 있습니다. 모두 서명하면 서명된 문서가 {email} 주소로 발송되며, 이 링크에서도 다운로드할 수 있습니다. 이 페이지를 닫으셔도 됩니다.',
  'signed.nextNoEmail':
    '아직 서명해야 할 다른 분이 있습니다. 모두 서명하면 이 링크에서 서명된 문서를 다운로드할 수 있습니다. 이 페이지를 닫으셔도 됩니다.',
  'signed.nextEmbedded':
    '아직 서명해야 할 다른 분이 있습니다. 모두 서명하면 서명된 문서가 {email} 주소로 발송됩니다. 이 페이지를 닫으셔도 됩니다.',
  'signed.nextEmbeddedNoEmail': '아직 서명해야 할 다른 분이 있습니다. 이 페이지를 닫으셔도 됩니다.',
  'completed.title': '모든 당사자가 서명했습니다',
  'completed.lead':
    '{name} 님, 감사합니다. {date}에 {document} 문서에 서명하셨으며, 다른 모든 당사자도 서명을 마쳤습니다. 문서가 체결되었습니다.',
  'completed.leadOnly':
    '{name} 님, 감사합니다. {date}에 {document} 문서에 서명하셨습니다. 문서가 체결되었습니다.',
  'completed.leadViewer': '모든 당사자가 {document} 문서에 서명했습니다. 문서가 체결되었습니다.',
  'completed.download': '서명된 문서 다운로드(PDF)',
  'completed.keep':
    '기록을 위해 사본을 보관하십시오. 문서 끝에는 감사 인증서가 첨부되어 있고 디지털 봉인이 되어 있으므로, 이후 변경된 내용은 모두 탐지할 수 있습니다.',
  'completed.emailed': '사본이 {email} 주소로도 발송되었습니다.',
  'declined.title': '이 요청은 거부되었습니다',
  'declined.byYou': '{document} 문서에 대한 서명을 거부했습니다. {sender} 님께 통보되었습니다.',
  'declined.other': '서명자 한 명이 서명을 거부하여 {document} 문서에 더 이상 서명할 수 없습니다.',
  'voided.title': '이 요청은 무효화되었습니다',
  'voided.text': '{sender} 님이 이 요청을 무효화하여 {document} 문서에 더 이상 서명할 수 없습니다.',
  'expired.title': '이 요청은 만료되었습니다',
  'expired.text':
    '{document} 문서의 서명 기한이 {date}에 종료되었습니다. 아직 서명이 필요하다면 {sender} 님께 새 요청을 요청하십시오.',
  'removed.title': '이 요청은 삭제되었습니다',
  'removed.text':
    '이 요청과 그 내용이 모두 영구적으로 삭제되어 여기에서 보거나 서명할 수 있는 것이 없습니다. 서명된 문서를 보관하고 있다면 문서에 인쇄된 주소에서 여전히 검증할 수 있습니다.',
  'notFound.title': '이 서명 링크는 작동하지 않습니다',
  'notFound.text':
    '유효하지 않은 링크입니다. 이메일에 있는 링크 전체를 열었는지 확인하거나, 발신자에게 링크를 다시 보내 달라고 요청하십시오.',

  'mail.greeting': '{name} 님, 안녕하십니까.',
  'mail.greetingAnonymous': '안녕하십니까.',
  'mail.messageFrom': '{sender} 님의 메시지:',
  'mail.reason': '사유:',
  'mail.button': '검토 및 서명',
  'mail.orOpen': '또는 다음 링크를 여십시오: {url}',
  'mail.deadline': '{deadline}까지 서명해 주십시오.',
  'mail.footerLink':
    '이 메일은 {sender} 님을 대신하여 Countersign에서 발송했습니다. 이 서명 링크는 수신자 전용이므로 전달하지 마십시오.',
  'mail.footer': '이 메일은 {sender} 님을 대신하여 Countersign에서 발송했습니다.',
  'mail.footerReply': '이 메일에 회신하면 {member} 님({email})에게 전달됩니다.',
  'mail.fromName': '{sender}(Countersign 경유)',
  'mail.invitation.subject': '서명 요청: {document}({sender})',
  'mail.invitation.body': '{sender} 님이 전자 서명을 위해 “{document}” 문서를 보냈습니다.',
  'mail.reminder.subject': '알림: {document} 서명 요청({sender})',
  'mail.reminder.body': '{sender} 님이 보낸 “{document}” 문서가 귀하의 서명을 기다리고 있음을 알려 드립니다.',
  'mail.voided.subject': '무효화됨: {document}',
  'mail.voided.body':
    '{sender} 님이 “{document}” 문서의 서명 요청을 무효화했습니다. 더 이상 조치하실 사항은 없습니다.',
  'mail.declined.subject': '거부됨: {document}',
  'mail.declined.body':
    '{decliner} 님이 “{document}” 문서에 대한 서명을 거부하여 {sender} 님의 요청이 종료되었습니다. 더 이상 조치하실 사항은 없습니다.',
  'mail.declineConfirmation.subject': '서명을 거부했습니다: {document}',
  'mail.declineConfirmation.body':
    '“{document}” 문서에 대한 서명을 거부했습니다. {sender} 님의 요청은 종료되었으며, 요청자에게 통보되었습니다.',
  'mail.declineConfirmation.mistake': '실수로 거부한 경우 이 메일에 회신하여 {member} 님께 연락하십시오.',
  'mail.completed.subject': '완료됨: {document}',
  'mail.completed.body':
    '{sender} 님이 보낸 “{document}” 문서에 모든 당사자가 서명했습니다. 기록용으로 체결된 문서를 첨부합니다.',
  'mail.expired.subject': '만료됨: {document}',
  'mail.expired.body':
    '{sender} 님이 보낸 “{document}” 문서의 서명 요청이 모든 당사자가 서명하기 전에 만료되었습니다. 더 이상 조치하실 사항은 없습니다.',
  'mail.footerCopied':
    '{sender} 님이 이 요청의 참조(CC) 수신자로 귀하를 지정했습니다. 요청 결과를 알려 드리기 위한 것이며, 서명하실 사항은 없습니다.',
  'mail.senderCompleted.body':
    '“{document}” 문서에 모든 당사자가 서명했습니다. 기록용으로 체결된 문서를 첨부합니다.',
  'mail.senderCompleted.optOut':
    '귀하가 요청을 보냈기 때문에 이 메일을 받으셨습니다. 이 메일을 받지 않으려면 Countersign의 알림에서 설정을 끄십시오.',

  'mail.senderDeclined.subject': '{decliner} 님이 거부함: {document}',
  'mail.senderDeclined.body':
    '{role} 역할로 서명하는 {decliner} 님({email})이 “{document}” 문서에 대한 서명을 거부했습니다. 요청이 종료되었으며 다른 사람은 더 이상 서명할 수 없습니다.',
  'mail.senderDeclined.open': '요청 열기',
  'mail.senderDeclined.request': '요청: {id}',
  'mail.senderDeclined.reply': '이 메일에 회신하면 {decliner} 님께 전달됩니다.',
  'mail.senderFooter': '이 메일은 {workspace}의 요청으로 Countersign에서 발송했습니다.',

  'mail.verification.subject': '{document} 문서를 여는 코드',
  'mail.verification.body':
    '{sender} 님이 “{document}” 문서에 서명을 요청했습니다. 문서를 열려면 서명 페이지에 다음 코드를 입력하십시오.',
  'mail.verification.valid': '코드는 {minutes}분 동안 유효합니다. 가장 최근의 코드만 사용할 수 있습니다.',
  'mail.verification.button': '서명 페이지 열기',
  'mail.verification.notYou':
    '코드를 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 코드 없이는 아무도 문서를 열 수 없습니다.',

  'cert.email': '이메일',
  'cert.role': '역할',
  'cert.ip': 'IP 주소',
  'cert.userAgent': '사용자 에이전트',
  'cert.invited': '요청 일시',
  'cert.opened': '열람 일시',
  'cert.signed': '서명 일시',
  'cert.declined': '거부 일시',
  'cert.method': '서명 방식',
  'cert.typed': '이름 입력',
  'cert.drawn': '직접 그림',
  'cert.consent': '동의',
  'cert.consentText': '전자 서명에 관한 고지({language})에 동의함. 고지 본문의 SHA-256:',
  'cert.language': '언어',
  'cert.verification': '본인 확인',
  'cert.verifiedEmail': '{email} 주소로 보낸 코드로 본인 확인, {date}에 입력',
  'cert.verifiedAccessCode': '발신자가 제공한 액세스 코드, {date}에 입력',
  'cert.notVerified': '코드가 필요했으나 입력되지 않음',
  'cert.copied': '참조(CC)',
  'cert.copiedNote': '이분들에게는 요청 결과가 발송됩니다. 서명을 요청받지 않았습니다.',
  'sign.dateFormat': '{pattern} 형식으로 입력하십시오',
  'sign.dateLetters': 'DD MM YYYY',
  'verification.lockedUntilReminded':
    '잘못된 코드가 너무 많이 입력되었습니다. {sender} 님이 링크를 다시 보낼 때까지 이 링크는 잠겨 있습니다. 발신자에게 요청하십시오.',
  'verification.error.linkLocked':
    '잘못된 코드가 너무 많이 입력되었습니다. {sender} 님이 링크를 다시 보낼 때까지 이 링크는 잠겨 있습니다.',
  'verification.accessCase': '대문자와 소문자는 구분하지 않습니다.',
  'mail.accessCodeNeeded':
    '문서를 열려면 {sender} 님이 별도로 알려 드리는 액세스 코드가 필요합니다. 코드는 이 메일에 포함되어 있지 않습니다. 코드가 없으면 {sender} 님께 문의하십시오.',
  'mail.senderLinkLocked.subject': '서명 링크 잠김: {signer}, {document}',
  'mail.senderLinkLocked.body':
    '{role} 역할로 “{document}” 문서에 서명하는 {signer} 님({email})의 서명 링크에 잘못된 코드가 {count}회 입력되었습니다. 링크가 잠겼으며, {signer} 님께 알림을 보내기 전까지는 누구도 열 수 없습니다.',
  'mail.senderLinkLocked.unlock':
    '{signer} 님이 잘못 입력한 경우 요청 페이지에서(또는 API의 remind 호출로) 알림을 보내십시오. 알림을 보내면 링크의 잠금이 해제됩니다. 그렇지 않다면 다른 사람이 링크를 가지고 있을 수 있으므로 요청의 무효화를 고려하십시오.',
  'verification.error.lockedHours': '잘못된 코드가 너무 많습니다. {wait}시간 후에 다시 시도하십시오.',

  'field.chooseBetween': '{min}개에서 {max}개까지 선택하십시오.',
  'field.chooseAtLeast': '{min}개 이상 선택하십시오.',
  'field.chooseAtMost': '최대 {max}개까지 선택하십시오.',
  'field.fileHint': '최대 10MB의 PDF, PNG 또는 JPEG 파일.',
  'field.filesHint': '최대 {max}개의 PDF, PNG 또는 JPEG 파일(각 최대 10MB).',
  'field.imageHint': '최대 5MB의 PNG 또는 JPEG 이미지.',
  'field.remove': '삭제',
  'field.removeFile': '{name} 삭제',
  'field.uploading': '{name} 업로드 중',
  'field.preview': '{name} 미리 보기',
  'field.readonlyNote': '발신자가 입력한 항목으로, 변경할 수 없습니다.',
  'field.imageGiven': '발신자가 제공한 이미지',
  'error.phone': '{label} 항목이 전화번호가 아닙니다.',
  'error.phoneRegion':
    '{label} 항목이 전화번호가 아닙니다. 국가 번호가 없는 번호는 {code} 번호로 간주됩니다. 다른 국가의 번호는 +와 국가 번호로 시작하십시오.',
  'error.pattern': '{label} 항목이 요청된 형식과 다릅니다.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': '{label} 항목에서 {min}개 이상 선택하십시오.',
  'error.chooseMax': '{label} 항목에서 최대 {max}개까지 선택하십시오.',
  'error.tooManyFiles':
    '{label} 항목에는 최대 {max}개의 파일만 첨부할 수 있습니다. 먼저 하나를 삭제하십시오.',
  'error.fileType': '{name} 파일은 PDF, PNG 또는 JPEG 파일이 아닙니다.',
  'error.imageType': '{name} 파일은 PNG 또는 JPEG 이미지가 아닙니다.',
  'error.fileSize': '{name} 파일이 {size}보다 큽니다.',
  'error.upload': '{name} 파일을 첨부할 수 없습니다: {reason}',
  'error.uploadFailed': '{name} 파일을 첨부할 수 없습니다. 다시 시도하십시오.',
});
