// 日本語（です・ます調、丁寧語・謙譲語）。Keys and {placeholders} as in ../en/public-links.ts.

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace}より、「{document}」へのご記入とご署名をお願いしています。',
  'publicLink.hint':
    '開始するには、氏名とメールアドレスを入力してください。署名済みの写しはそのアドレスに送信されます。',
  'publicLink.verifyHint': '署名の前に、メールアドレスを確認するためのコードをお送りします。',
  'publicLink.nextHeading': 'お客様の次に署名する方',
  'publicLink.next': '{role}：{name}',
  'publicLink.name': '氏名（フルネーム）',
  'publicLink.email': 'メールアドレス',
  'publicLink.start': '続行',
  'publicLink.working': 'ブラウザを確認しています。しばらくお待ちください…',
  'publicLink.noscript':
    'このフォームにはJavaScriptが必要です。自動登録を防ぐため、ブラウザで短い計算を行います。',
  'publicLink.problems': 'フォームの内容をご確認ください：',
  'publicLink.error.name': '氏名を入力してください。',
  'publicLink.error.email': 'name@example.comのような形式でメールアドレスを入力してください。',
  'publicLink.error.proof':
    'ブラウザの確認結果が届かなかったか、古くなっています。もう一度フォームを送信してください。',
  'publicLink.limited.title': '開始された署名が多すぎます',
  'publicLink.limited.lead':
    '本日、この接続から、または全体として、このフォームの開始回数が上限に達しました。明日再度お試しください。',
  'publicLink.unavailable.title': 'このフォームはご利用いただけません',
  'publicLink.unavailable.lead':
    'リンクが無効にされたか入力に誤りがある、または現在フォームで新たな署名を受け付けられない可能性があります。リンクの提供元にお問い合わせください。',

  'publicLink.app.action': '公開リンク',
  'publicLink.app.actionLabel': '{name}の公開リンク',
  'publicLink.app.title': '公開リンク：{name}',
  'publicLink.app.lead':
    'リンクを知っている人は誰でも、{role}としてこのテンプレートに署名できます。氏名とメールアドレスを入力して署名します。その後、依頼はここで指定した方々に送られ、毎月の利用枠から差し引かれます。',
  'publicLink.app.on': 'リンクは有効です。署名すべき方がアクセスできる場所で共有してください。',
  'publicLink.app.off': 'リンクは無効です。',
  'publicLink.app.url': 'リンク',
  'publicLink.app.people': '{role}として続く方',
  'publicLink.app.personName': '氏名',
  'publicLink.app.personEmail': 'メールアドレス',
  'publicLink.app.verify': '署名の前にメールで送信するコードの入力を求める（推奨）',
  'publicLink.app.turnOn': 'リンクを有効にする',
  'publicLink.app.save': '変更を保存',
  'publicLink.app.turnOff': 'リンクを無効にする',
  'publicLink.app.turnedOn': 'リンクを有効にしました。',
  'publicLink.app.turnedOff': 'リンクを無効にしました。このアドレスは使用できなくなりました。',
  'publicLink.app.ownersOnly':
    'テンプレートの公開リンクを有効または無効にできるのは、ワークスペースのオーナーのみです。',
  'publicLink.app.notPublished': '公開リンクは公開済みのテンプレートでのみ使用できます。',
  'publicLink.app.nameMissing': '氏名を入力してください。',
  'publicLink.app.emailMissing': 'name@example.comのような形式でメールアドレスを入力してください。',
});
