// 日本語（です・ます調、丁寧語・謙譲語）。Keys and {placeholders} as in ../en/participants.ts.

import type { Area } from '../area.ts';
import type { participants as en } from '../en/participants.ts';

export const participants = (): Area<typeof en> => ({
  'kind.signer': '署名者',
  'kind.approver': '承認者',
  'kind.viewer': '閲覧者',
  'kind.witness': '立会人',
  'kind.witnessFor': '{role}の立会人',
  'kind.label': '参加方法',
  'kind.witnessForLabel': '立ち会う署名',

  'audit.signature_request.approved': '承認者が承認',
  'audit.signature_request.viewed': '閲覧者が閲覧・確認',
  'audit.signature_request.witnessed': '立会人が署名',
  'timeline.approved': '{who}が承認',
  'timeline.viewed': '{who}が閲覧・確認',
  'timeline.witnessed': '{who}が立会い',

  'turn.lead.approver':
    '{sender}より、{name}様（{email}）に、{role}としてこの文書の承認が依頼されています。署名の必要はありません。',
  'turn.lead.viewer':
    '{sender}より、{name}様（{email}）に、{role}としてこの文書をお読みいただき、その旨のご確認が依頼されています。',
  'turn.lead.witness':
    '{sender}より、{name}様（{email}）に、{role}として{witnessed}（{witnessedRole}）の署名への立会いが依頼されています。',
  'turn.heading.approver': '承認',
  'turn.heading.viewer': '閲覧の確認',
  'turn.approveExplain': '承認すると、次の方の順番になります。承認しない場合は、下で却下してください。',
  'turn.approve': '承認する',
  'turn.approving': '承認しています…',
  'turn.readExplain': '上の文書をお読みのうえ、確認してください。',
  'turn.read': 'この文書を読みました',
  'turn.readNeeded': '文書を読んだことを確認するには、チェックボックスにチェックを入れてください。',
  'turn.confirm': '確認する',
  'turn.confirming': '確認しています…',
  'reject.summary': '却下',
  'reject.explain': '却下すると、この依頼には誰も署名できなくなり、{sender}にメールで通知されます。',
  'reject.reason': '却下の理由（{sender}に共有されます）',
  'reject.reasonNeeded': '却下の理由を入力してください。',
  'reject.button': '却下する',
  'reject.confirmQuestion': '{document}を却下しますか？この操作は取り消せません。',
  'reject.confirm': 'はい、却下します',

  'done.title.approver': '承認が完了しました。ありがとうございました',
  'done.title.viewer': '確認が完了しました。ありがとうございました',
  'done.title.witness': '立会いが完了しました。ありがとうございました',
  'done.lead.approver': '{date}に{role}として{document}を承認されました。',
  'done.lead.viewer': '{date}に{role}として{document}を読んだことを確認されました。',
  'done.lead.witness': '{date}に立会人である{role}として{document}に署名されました。',

  'mail.invitation.subject.approver': '承認のお願い：{document}（{sender}より）',
  'mail.invitation.subject.viewer': 'ご確認のお願い：{document}（{sender}より）',
  'mail.invitation.subject.witness': '署名への立会いのお願い：{document}（{sender}より）',
  'mail.invitation.body.approver':
    '{sender}より、「{document}」の承認が依頼されています。署名の必要はありません。承認または却下してください。',
  'mail.invitation.body.viewer':
    '{sender}より、「{document}」をお読みいただき、その旨のご確認が依頼されています。',
  'mail.invitation.body.witness':
    '{sender}より、「{document}」への{witnessed}の署名の立会いが依頼されています。',
  'mail.reminder.subject.approver': 'リマインダー：{document}の承認のお願い（{sender}より）',
  'mail.reminder.subject.viewer': 'リマインダー：{document}のご確認のお願い（{sender}より）',
  'mail.reminder.subject.witness': 'リマインダー：{document}への署名の立会いのお願い（{sender}より）',
  'mail.button.approver': '内容を確認して承認する',
  'mail.button.viewer': '開いて読む',
  'mail.button.witness': '内容を確認して立ち会う',

  'document.block.witnessFor': '{role}（{witnessed}の立会人）',
  'cert.part': '参加方法',
  'cert.part.approver': '承認者：{name}が承認',
  'cert.part.viewer': '閲覧者：{name}が閲覧',
  'cert.part.witness': '立会人：{name}が{witnessed}（{witnessedRole}）の署名に立会い',
  'cert.approved': '承認日時',
  'cert.read': '閲覧・確認日時',
  'cert.witnessed': '立会日時',

  'cert.inPerson': '対面で署名',
  'cert.inPersonText': '{host}の主催により、上記の端末およびIPアドレスで実施',
  'cert.ownSession': '本人確認の根拠',
  'cert.ownSessionText': 'ワークスペースメンバー{member}のCountersignセッションで署名',
  'host.title': 'この端末をお渡しください',
  'host.lead': 'この端末で、「{document}」について{name}（{role}）の署名を主催しています。',
  'host.hint': '今すぐ{name}に端末をお渡しください。以降の操作はご本人のみが行ってください。',
  'host.start': '{name}として開始',
  'host.gone.title': 'この対面署名用リンクは使用できません',
  'host.gone.lead':
    'このリンクは使用済みであるか、発行から15分以上経過しているか、対象の順番がすでに終了しています。依頼のページから新しいリンクを取得してください。',
  'host.member.title': 'この署名を主催するにはサインインしてください',
  'host.member.lead': 'このリンクは、この端末でサインインしている{workspace}のメンバーのみが開けます。',
  'host.member.signIn': 'サインイン',
  'host.witnessNow': '立会い：{name}',
  'host.witnessNowHint': '次に、この端末で{name}がこの署名に立ち会います。',
  'host.back': '依頼に戻る',
  'requests.signInPerson': '対面で署名',
  'requests.signInPersonHint': 'この端末で{name}の順番を開きます。端末をご本人にお渡しください。',
  'requests.signNow': '今すぐ署名',
  'requests.yourTurn': 'お客様の順番です。ここで署名してください。お客様宛てにメールは送信されません。',
  'requests.yourTurnLater': '順番が来たら{role}として署名します。お客様宛てにメールは送信されません。',

  'turn.position': 'お客様は{count}人中{position}番目です。',
  'turn.deadline.approver': '{deadline}までに承認または却下してください。',
  'turn.deadline.viewer': '{deadline}までにお読みください。',
});
