// 日本語（です・ます調、丁寧語・謙譲語）。Keys and {placeholders} as in ../en/signing.ts.

import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': '本文へスキップ',
  'page.languages': '言語',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{workspace}の{member}',
  'sender.contact': '{workspace}の{member}（{email}）',

  'sign.title': '{document}への署名',
  'sign.lead': '{sender}より、{name}様（{email}）に、{role}としてこの文書への署名が依頼されています。',
  'sign.deadline': '{deadline}までにご署名ください。',
  'sign.noscript':
    '署名にはJavaScriptが必要です。ブラウザでJavaScriptを有効にするか、手書きで署名するための書面を{sender}にご依頼ください。',
  'sign.documentHeading': '文書',
  'sign.download': '閲覧または印刷するには、{link}。',
  'sign.downloadLink': '文書をPDFでダウンロードしてください',
  'sign.documentLabel': '文書の本文',
  'sign.pdfTitle': '文書（PDF）',
  'sign.nextField': '次の項目',
  'sign.allFilled': 'すべての項目が入力されました。下のチェックボックスにチェックを入れて署名してください。',
  'sign.signHere': 'ここに署名：{label}',
  'sign.pageOf': '{total}ページ中{n}ページ',
  'sign.heading': '署名',
  'sign.details': 'ご入力事項',
  'sign.required': '（必須）',
  'sign.choose': '選択してください…',
  'sign.signatureLegend': '署名',
  'sign.modeTyped': '氏名を入力する',
  'sign.modeDrawn': '署名を手書きする',
  'sign.typedLabel': '署名として氏名（フルネーム）を入力してください',
  'sign.drawHelp': 'マウス、指またはスタイラスで、枠内に署名を手書きしてください。',
  'sign.drawArea': '署名の手書き欄',
  'sign.clear': '手書きを消去',
  'sign.consentLegend': '電子署名への同意',
  'sign.button': '署名する',
  'sign.signing': '署名しています…',
  'sign.yes': 'はい',
  'sign.no': 'いいえ',
  'sign.fillBelow': '{label}：下の欄でご入力いただきます',
  'sign.fillBy': '{label}：{role}が入力します',
  'sign.fillBySender': '{label}：送信者が入力します',
  'sign.signedBy': '（{name}が署名）',
  'sign.signedOn': '{date}に{name}が署名',
  'cert.initials': 'イニシャル',
  'sign.notSigned': '未署名',
  'sign.guideLabel': 'ご入力いただく項目',
  'sign.fieldOf': '{total}項目中{n}項目目',
  'sign.back': '戻る',
  'sign.next': '次へ',
  'sign.finish': '完了',
  'sign.done': '完了',
  'sign.ready': '入力が完了しました。内容をご確認のうえ、下で署名してください',
  'sign.optional': '（任意）',
  'sign.emptyBox': '{label}：未入力',
  'sign.filledBox': '{label}：{value}',
  'sign.checked': 'チェックあり',
  'sign.unchecked': 'チェックなし',
  'sign.zoomIn': '拡大',
  'sign.zoomOut': '縮小',
  'sign.zoomFit': '幅に合わせる',
  'sign.zoomLabel': '表示倍率',
  'sign.signingDate': '署名日（自動で入力されます）。',
  'sign.initialsLegend': 'イニシャル',
  'sign.initialsTyped': 'イニシャルを入力する',
  'sign.initialsDrawn': 'イニシャルを手書きする',
  'sign.initialsLabel': 'イニシャル',
  'sign.initialsHelp': '枠内にイニシャルを手書きしてください。',
  'sign.initialsArea': 'イニシャルの手書き欄',
  'sign.fieldProblem': '{label}へ移動',

  'verification.title': 'ご本人確認：{document}',
  'verification.lead':
    '{sender}より、この文書への署名が依頼されています。文書を開く前に、この署名用リンクがご本人宛てのものであることをご確認ください。',
  'verification.accessHeading': 'アクセスコードの入力',
  'verification.accessHelp':
    'この文書のアクセスコードは、このリンクを記載したメールとは別に{sender}からお知らせしています。お手元にない場合は、{sender}にお問い合わせください。',
  'verification.accessLabel': 'アクセスコード',
  'verification.emailHeading': 'メールで確認コードを受け取る',
  'verification.emailHelp': '{email}宛てに6桁の確認コードをお送りします。有効期間は{minutes}分です。',
  'verification.emailLabel': 'メールに記載された6桁のコード',
  'verification.send': 'コードを送信',
  'verification.sendAgain': '新しいコードを送信',
  'verification.submit': '続行',
  'verification.lockedUntil':
    '誤ったコードが所定の回数を超えて入力されました。{time}以降に再度お試しください。',
  'verification.sent': '{email}宛てにコードを送信しました。有効期間は{minutes}分です。',
  'verification.sending': '送信しています…',
  'verification.checking': '確認しています…',
  'verification.error.empty': 'コードを入力してください。',
  'verification.error.digits': 'コードは6桁です。',
  'verification.error.wrong': 'コードが正しくないか、有効期限が切れています。残りの試行回数：{count}回',
  'verification.error.locked': '誤ったコードの入力が多すぎます。{wait}分後に再度お試しください。',
  'verification.error.sendLimit': '直近1時間に5回コードを請求されました。{wait}分後に再度お試しください。',
  'verification.error.failed': 'エラーが発生しました。もう一度お試しください。',

  'order.only': '署名者はお客様お一人です。',
  'order.first': 'お客様は{count}人中1番目に署名します。他の署名者はお客様の後に署名します。',
  'order.firstOfTwo': 'お客様は2人中1番目に署名します。もう一方の署名者はお客様の後に署名します。',
  'order.afterOne': 'お客様は{count}人中{position}に署名します。1番目の署名者は署名を済ませています。',
  'order.afterMany':
    'お客様は{count}人中{position}に署名します。先の{earlier}人の署名者は署名を済ませています。',
  'order.ordinals': '1番目|2番目|3番目|4番目|5番目|6番目|7番目|8番目|9番目|10番目',
  'order.numbers': '1|2|3|4|5|6|7|8|9|10',

  'consent.intro':
    '{sender}は、Countersignを利用して電子的に署名を取得しています。署名の前に、以下の事項をご確認ください。',
  'consent.electronic':
    'チェックボックスにチェックを入れることにより、お客様は、この文書およびこれに関する通知を電子的に受領し、この文書に電子的に署名することに同意したものとみなされます。電子署名は、書面への署名と同一の効力を有します。',
  'consent.paper':
    '書面の写しはいつでも無料で入手できます。上記のPDFをダウンロードして印刷するか、{contact}に送付をご依頼ください。全員の署名が完了すると、締結済みのPDFが{email}宛てにメールで送信され、このページからもダウンロードできます。',
  'consent.paperNoEmail':
    '書面の写しはいつでも無料で入手できます。上記のPDFをダウンロードして印刷するか、{contact}に送付をご依頼ください。全員の署名が完了すると、締結済みのPDFをこのページからダウンロードできます。',
  'consent.withdraw':
    '電子的に署名する義務はありません。下記から署名を辞退するか、{contact}に連絡して代わりに書面で署名することができます。後に同意を撤回しても、すでに行われた署名は取り消されません。',
  'consent.requirements':
    '最新のウェブブラウザ、文書を表示または印刷するためのPDFリーダー、およびメールアドレス{email}の受信環境が必要です。メールアドレスが変更された場合は、{contact}にお知らせください。',
  'consent.agree':
    '上記の説明を読み、電子記録を利用してこの文書に電子的に署名することに同意します。また、私の電子署名が手書きの署名と同様に私を拘束することを意図します。',

  'decline.summary': '署名を辞退する',
  'decline.explain': '辞退すると、この依頼には誰も署名できなくなり、{sender}にメールで通知されます。',
  'decline.reason': '理由（任意。{sender}に共有されます）',
  'decline.button': '署名を辞退する',
  'decline.confirmQuestion': '{document}への署名を辞退しますか？この操作は取り消せません。',
  'decline.confirm': 'はい、辞退します',
  'decline.cancel': 'いいえ、戻ります',

  'error.typed': '署名として氏名を入力してください。',
  'error.drawn': '枠内に署名を手書きしてください。',
  'error.consent': '電子署名に同意するには、チェックボックスにチェックを入れてください。',
  'error.required': '{label}は必須です。',
  'error.number': '{label}には数値を入力してください。',
  'error.email': '{label}にはメールアドレスを入力してください。',
  'error.tick': '署名するには{label}にチェックを入れてください（必須）。',
  'error.date': '{label}には日付を{example}の形式で入力してください。',
  'error.dateMonth': '{label}：{month}月は存在しません。',
  'error.dateDays': '{label}：{month}月は{days}日までです。',
  'error.signFailed': 'エラーが発生したため、署名は行われていません。もう一度お試しください。',
  'error.declineFailed': 'エラーが発生したため、辞退は行われていません。もう一度お試しください。',
  'error.initials': 'イニシャルを入力するか、手書きしてください。',
  'error.range': '{label}は{min}から{max}までの値にしてください。',
  'error.min': '{label}は{min}以上にしてください。',
  'error.max': '{label}は{max}以下にしてください。',
  'error.integer': '{label}には整数を入力してください。',
  'error.summary': '以下の点をご確認ください：',

  'waiting.title': 'まだ署名の順番ではありません',
  'waiting.lead': '{document}は順番に署名されます。現在、{waitingFor}の署名をお待ちしています。',
  'waiting.email':
    '{name}様の順番になりましたら、{email}宛てにメールでお知らせします。このページは閉じていただいて構いません。',
  'waiting.noEmail':
    '{sender}から順番になった旨の連絡がありましたら、このリンクを再度開いてください。このページは閉じていただいて構いません。',
  'signed.title': '署名が完了しました。ありがとうございました',
  'signed.lead': '{date}に{role}として{document}に署名されました。',
  'signed.next':
    'まだ署名していない方がいます。全員の署名が完了すると、署名済みの文書が{email}宛てにメールで送信されます。このリンクからもダウンロードできます。このページは閉じていただいて構いません。',
  'signed.nextNoEmail':
    'まだ署名していない方がいます。全員の署名が完了すると、このリンクから署名済みの文書をダウンロードできます。このページは閉じていただいて構いません。',
  'signed.nextEmbedded':
    'まだ署名していない方がいます。全員の署名が完了すると、署名済みの文書が{email}宛てにメールで送信されます。このページは閉じていただいて構いません。',
  'signed.nextEmbeddedNoEmail': 'まだ署名していない方がいます。このページは閉じていただいて構いません。',
  'completed.title': '全員の署名が完了しました',
  'completed.lead':
    '{name}様、ありがとうございました。{date}に{document}へ署名され、他の全員の署名も完了しました。文書は締結済みです。',
  'completed.leadOnly':
    '{name}様、ありがとうございました。{date}に{document}へ署名されました。文書は締結済みです。',
  'completed.leadViewer': '全員が{document}に署名しました。文書は締結済みです。',
  'completed.download': '署名済みの文書をダウンロード（PDF）',
  'completed.keep':
    '記録として写しを保管してください。文書の末尾には監査証明書が付され、デジタルシールが施されているため、後から変更された場合は検出できます。',
  'completed.emailed': '写しは{email}宛てにもメールで送信されています。',
  'declined.title': 'この依頼は辞退されました',
  'declined.byYou': '{document}への署名を辞退されました。{sender}に通知済みです。',
  'declined.other': '署名者が署名を辞退したため、{document}には署名できなくなりました。',
  'voided.title': 'この依頼は無効になりました',
  'voided.text': '{sender}がこの依頼を無効にしたため、{document}には署名できなくなりました。',
  'expired.title': 'この依頼は有効期限が切れています',
  'expired.text':
    '{document}の署名期限は{date}に終了しました。引き続き署名が必要な場合は、{sender}に新たな依頼をお求めください。',
  'removed.title': 'この依頼は削除されました',
  'removed.text':
    'この依頼とその内容はすべて完全に削除されたため、ここで表示または署名できるものはありません。署名済みの文書を保管されている場合は、文書に記載されたアドレスで引き続き検証できます。',
  'notFound.title': 'この署名用リンクは使用できません',
  'notFound.text':
    'リンクが無効です。メールに記載されたリンクを省略せずに開いたかご確認いただくか、送信者にリンクの再送をご依頼ください。',

  'mail.greeting': '{name}様',
  'mail.greetingAnonymous': 'お客様',
  'mail.messageFrom': '{sender}からのメッセージ：',
  'mail.reason': '理由：',
  'mail.button': '内容を確認して署名する',
  'mail.orOpen': 'または、次のリンクを開いてください：{url}',
  'mail.deadline': '{deadline}までにご署名ください。',
  'mail.footerLink':
    'このメールは{sender}に代わりCountersignから送信されています。この署名用リンクはお客様専用です。転送しないでください。',
  'mail.footer': 'このメールは{sender}に代わりCountersignから送信されています。',
  'mail.footerReply': 'このメールへの返信は{member}（{email}）に届きます。',
  'mail.fromName': '{sender}（Countersign経由）',
  'mail.invitation.subject': '署名のお願い：{document}（{sender}より）',
  'mail.invitation.body': '{sender}より、「{document}」への電子署名の依頼が届いています。',
  'mail.reminder.subject': 'リマインダー：{document}へのご署名のお願い（{sender}より）',
  'mail.reminder.body': '{sender}からの「{document}」は、お客様の署名をお待ちしています。',
  'mail.voided.subject': '無効：{document}',
  'mail.voided.body':
    '{sender}が「{document}」の署名依頼を無効にしました。お客様による対応は必要ありません。',
  'mail.declined.subject': '辞退：{document}',
  'mail.declined.body':
    '{decliner}が「{document}」への署名を辞退したため、{sender}からの依頼は終了しました。お客様による対応は必要ありません。',
  'mail.declineConfirmation.subject': '署名を辞退しました：{document}',
  'mail.declineConfirmation.body':
    '「{document}」への署名を辞退されました。{sender}からの依頼は終了し、先方にも通知されています。',
  'mail.declineConfirmation.mistake':
    '誤って辞退された場合は、このメールに返信して{member}にご連絡ください。',
  'mail.completed.subject': '完了：{document}',
  'mail.completed.body':
    '{sender}から送信された「{document}」は、全員の署名が完了しました。締結済みの文書を記録用に添付いたします。',
  'mail.expired.subject': '期限切れ：{document}',
  'mail.expired.body':
    '{sender}からの「{document}」の署名依頼は、全員の署名が完了する前に有効期限が切れました。お客様による対応は必要ありません。',
  'mail.footerCopied':
    '{sender}がこの依頼の写し（CC）の送付先にお客様を指定しました。結果のみをお知らせするもので、署名の必要はありません。',
  'mail.senderCompleted.body':
    '「{document}」は全員の署名が完了しました。締結済みの文書を記録用に添付いたします。',
  'mail.senderCompleted.optOut':
    'このメールは、お客様が依頼を送信したためお送りしています。今後受信しない場合は、Countersignの「通知」で設定をオフにしてください。',

  'mail.senderDeclined.subject': '{decliner}が辞退：{document}',
  'mail.senderDeclined.body':
    '{role}として署名する{decliner}（{email}）が「{document}」への署名を辞退しました。依頼は終了し、他の方は署名できなくなりました。',
  'mail.senderDeclined.open': '依頼を開く',
  'mail.senderDeclined.request': '依頼：{id}',
  'mail.senderDeclined.reply': 'このメールに返信すると{decliner}に届きます。',
  'mail.senderFooter': 'このメールは{workspace}のためにCountersignから送信されています。',

  'mail.verification.subject': '{document}を開くための確認コード',
  'mail.verification.body':
    '{sender}より「{document}」への署名が依頼されています。文書を開くには、署名ページで次のコードを入力してください：',
  'mail.verification.valid': 'コードの有効期間は{minutes}分です。最新のコードのみ有効です。',
  'mail.verification.button': '署名ページを開く',
  'mail.verification.notYou':
    'コードを請求されていない場合は、このメールを無視してください。コードがなければ誰も文書を開くことはできません。',

  'cert.email': 'メールアドレス',
  'cert.role': '役割',
  'cert.ip': 'IPアドレス',
  'cert.userAgent': 'ユーザーエージェント',
  'cert.invited': '依頼日時',
  'cert.opened': '開封日時',
  'cert.signed': '署名日時',
  'cert.declined': '辞退日時',
  'cert.method': '署名方法',
  'cert.typed': '氏名の入力',
  'cert.drawn': '手書き',
  'cert.consent': '同意',
  'cert.consentText': '電子署名に関する説明（{language}）に同意。説明文のSHA-256：',
  'cert.language': '言語',
  'cert.verification': '本人確認',
  'cert.verifiedEmail': '{email}宛てに送信したコードにより本人確認、{date}に入力',
  'cert.verifiedAccessCode': '送信者が通知したアクセスコード、{date}に入力',
  'cert.notVerified': 'コードが必要でしたが、入力されませんでした',
  'cert.copied': '写しの送付先（CC）',
  'cert.copiedNote': 'これらの方には依頼の結果が送付されます。署名は依頼されていません。',
  'sign.dateFormat': '{pattern}の形式で入力してください',
  'sign.dateLetters': 'DD MM YYYY',
  'verification.lockedUntilReminded':
    '誤ったコードが所定の回数を超えて入力されました。{sender}がリンクを再送するまで、このリンクはロックされます。送信者にご連絡ください。',
  'verification.error.linkLocked':
    '誤ったコードが所定の回数を超えて入力されました。{sender}がリンクを再送するまで、このリンクはロックされます。',
  'verification.accessCase': '大文字と小文字は区別されません。',
  'mail.accessCodeNeeded':
    '文書を開くには、{sender}から別途通知されるアクセスコードが必要です。コードはこのメールには記載されていません。お手元にない場合は、{sender}にお問い合わせください。',
  'mail.senderLinkLocked.subject': '署名用リンクがロックされました：{signer}、{document}',
  'mail.senderLinkLocked.body':
    '{role}として「{document}」に署名する{signer}（{email}）の署名用リンクで、誤ったコードが{count}回入力されました。リンクはロックされており、{signer}にリマインダーを送信するまで誰も開くことができません。',
  'mail.senderLinkLocked.unlock':
    '誤入力が{signer}によるものである場合は、依頼のページから（またはAPIのremind呼び出しで）リマインダーを送信してください。リマインダーによりリンクのロックが解除されます。そうでない場合は、第三者がリンクを入手している可能性があります。依頼の無効化をご検討ください。',
  'verification.error.lockedHours': '誤ったコードの入力が多すぎます。{wait}時間後に再度お試しください。',

  'field.chooseBetween': '{min}～{max}個選択してください。',
  'field.chooseAtLeast': '{min}個以上選択してください。',
  'field.chooseAtMost': '{max}個まで選択してください。',
  'field.fileHint': '10 MBまでのPDF、PNGまたはJPEGファイル。',
  'field.filesHint': 'PDF、PNGまたはJPEGファイルを{max}個まで（各10 MBまで）。',
  'field.imageHint': '5 MBまでのPNGまたはJPEG画像。',
  'field.remove': '削除',
  'field.removeFile': '{name}を削除',
  'field.uploading': '{name}をアップロードしています',
  'field.preview': '{name}のプレビュー',
  'field.readonlyNote': '送信者が入力した項目のため、変更できません。',
  'field.imageGiven': '送信者が指定した画像',
  'error.phone': '{label}は電話番号ではありません。',
  'error.phoneRegion':
    '{label}は電話番号ではありません。国番号のない番号は{code}の番号として扱われます。他の国の番号は、+と国番号から入力してください。',
  'error.pattern': '{label}が指定の形式ではありません。',
  'error.patternReason': '{label}：{reason}',
  'error.chooseMin': '{label}は{min}個以上選択してください。',
  'error.chooseMax': '{label}は{max}個まで選択してください。',
  'error.tooManyFiles': '{label}に添付できるファイルは{max}個までです。先にいずれかを削除してください。',
  'error.fileType': '{name}はPDF、PNGまたはJPEGファイルではありません。',
  'error.imageType': '{name}はPNGまたはJPEG画像ではありません。',
  'error.fileSize': '{name}は{size}を超えています。',
  'error.upload': '{name}を添付できませんでした：{reason}',
  'error.uploadFailed': '{name}を添付できませんでした。もう一度お試しください。',
});
