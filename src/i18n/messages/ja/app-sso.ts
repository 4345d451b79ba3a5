// 日本語（です・ます調）。Keys and {placeholders} as in ../en/app-sso.ts.

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': '{provider}で続行',
  'sso.refusedTitle': 'サインインしていません',
  'sso.refused.expired':
    'このサインインは有効期限が切れたか、すでに完了しています。サインインページからやり直してください。',
  'sso.refused.denied': 'IDプロバイダーでサインインが行われませんでした。再度お試しください。',
  'sso.refused.invalid':
    'IDプロバイダーからの応答を検証できなかったため（改変された、使用済みである、または有効期限が切れている）、サインインできませんでした。やり直してください。',
  'sso.refused.unverified':
    'IDプロバイダーでメールアドレスが確認されていないため、ここにサインインできません。先にプロバイダーでアドレスを確認してください。',
  'sso.refused.unknown':
    'IDプロバイダーが確認したメールアドレスを持つメンバーがいるワークスペースはありません。ワークスペースのオーナーに招待をご依頼ください。',
  'sso.unavailable': '現在IDプロバイダーに接続できません。数分後に再度お試しください。',
  'sso.notConfigured': 'このサービスではシングルサインオンが設定されていません。',
  'sso.backToSignIn': 'サインインに戻る',
  'sso.chooseTitle': 'ワークスペースの選択',
  'sso.chooseLead': 'お客様のアドレスは複数のワークスペースに属しています。どのワークスペースを開きますか？',
  'sso.chooseButton': '{workspace}を開く',
  'sso.requiredTitle': 'シングルサインオンが必要です',
  'sso.required':
    '{workspace}ではシングルサインオンが必須です。メールで送信されるリンクやパスキーではなく、{provider}でサインインしてください。',
  'sso.requiredUnset':
    '{workspace}ではシングルサインオンが必須ですが、現在このサービスでは提供されていません。サービスの運営者にお問い合わせください。',
  'sessions.method.oidc': 'シングルサインオンで',
  'sso.settingsTitle': 'シングルサインオン',
  'sso.settingsLead':
    'メンバーは、{provider}が保持する確認済みのメールアドレスを使用してサインインできます。',
  'sso.settingsUnset':
    'このサービスにはIDプロバイダーが設定されていないため、シングルサインオンは使用できません。',
  'sso.requiredLabel': 'シングルサインオンを必須にする',
  'sso.requiredHint':
    '有効にすると、このワークスペースではメールのサインイン用リンクとパスキーが拒否されます。',
  'sso.joinDomainLabel': '参加を許可するドメイン',
  'sso.joinDomainHint':
    'ワークスペースがドメインを証明すると、確認済みのアドレスが「@このドメイン」で終わるユーザーは、初回サインイン時にメンバーとして参加します。この方法での参加を許可しない場合は空欄にしてください。',
  'sso.joinDomainInvalid': 'example.comのようなドメイン名を入力してください。',
  'sso.save': 'シングルサインオンを保存',
  'sso.saved': 'シングルサインオンの設定を保存しました。',
  'sso.ownersOnly': 'これらの設定を変更できるのはオーナーのみです。',
  'sso.requiredOn': 'シングルサインオンは必須です。',
  'sso.requiredOff': 'シングルサインオンは任意です。',
  'sso.joinDomainNone': 'ドメインによる参加はありません。',
  'sso.joinDomainIs': '{domain}のアドレスを持つユーザーはメンバーとして参加します。',
  'audit.workspace.sso_changed': 'シングルサインオンを変更',
  'audit.member.joined': 'シングルサインオンで参加',
  'sso.refused.foreign':
    'IDプロバイダーからのこの応答は別のサインインのものであるため、使用されませんでした。このブラウザでサインインを開始した場合、そのサインインはまだ有効です。完了するか、やり直してください。',
  'sso.joinDomainPublic':
    'これは誰でもアドレスを取得できる公開メールドメインのため、参加の許可には使用できません。貴社独自のドメインを入力してください。',
  'sso.joinDomainTaken': 'このドメインは別のワークスペースがすでに証明しているため、ここでは使用できません。',
  'sso.verifyNotFound':
    'このワークスペースの値を持つTXTレコードはまだ見つかりません。レコードの名前と値をご確認ください。DNSの変更が反映されるまでには時間がかかる場合があります。',
  'sso.joinedNotice':
    '確認済みのアドレスがこのワークスペースの証明したドメインに属しているため、シングルサインオンにより{workspace}に参加しました。オーナーはお客様の氏名とアドレスを確認できます。',
  'sso.domainPending': '{domain}は証明待ちです。証明されるまで、このドメインによる参加はありません。',
  'sso.domainRecordLead':
    '貴社がこのドメインを保有していることを証明するには、DNSにこのレコードを（表示された名前、またはドメイン自体に）追加してから、確認してください：',
  'sso.domainRecordName': '名前（ホスト）',
  'sso.domainRecordType': 'レコードの種類',
  'sso.domainRecordValue': '値',
  'sso.domainOperatorHint':
    'または、このサービスの運営者にドメインの確認をご依頼ください。オーナー自身のアドレスが{domain}のものであれば、運営者が確認できます。',
  'sso.domainCheck': 'DNSレコードを確認',
  'sso.domainVerifiedDns':
    '{domain}のアドレスを持つユーザーはメンバーとして参加します。DNSレコードによりドメインが証明されました。',
  'sso.domainVerifiedOperator':
    '{domain}のアドレスを持つユーザーはメンバーとして参加します。このサービスの運営者がドメインを確認しました。',
  'audit.workspace.sso_domain_verified': 'シングルサインオンのドメインを証明',
});
