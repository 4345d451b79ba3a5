// 繁體中文（台灣，正式書面語，稱「您」）。

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': '透過 {provider} 繼續',
  'sso.refusedTitle': '您尚未登入',
  'sso.refused.expired': '此登入已過期或已完成。請從登入頁面重新開始。',
  'sso.refused.denied': '您的身分識別提供者未讓您登入。您可以重試。',
  'sso.refused.invalid':
    '無法驗證來自您的身分識別提供者的回應（該回應已被更改、已被使用或已過期），因此您未能登入。請重新開始。',
  'sso.refused.unverified':
    '您的身分識別提供者尚未驗證您的電子郵件地址，因此無法在此讓您登入。請先透過您的身分識別提供者驗證該地址。',
  'sso.refused.unknown':
    '此處沒有任何工作區的成員使用您的身分識別提供者所確認的電子郵件地址。請聯絡您所在工作區的擁有者邀請您。',
  'sso.unavailable': '目前無法連線您的身分識別提供者。請幾分鐘後重試。',
  'sso.notConfigured': '此服務未設定單點登入。',
  'sso.backToSignIn': '返回登入',
  'sso.chooseTitle': '選擇工作區',
  'sso.chooseLead': '您的地址屬於多個工作區。您要開啟哪一個？',
  'sso.chooseButton': '開啟{workspace}',
  'sso.requiredTitle': '須使用單點登入',
  'sso.required': '{workspace}要求使用單點登入：請透過 {provider} 登入，而不是使用電子郵件連結或通行金鑰。',
  'sso.requiredUnset': '{workspace}要求使用單點登入，但此服務目前不提供該功能。請聯絡此服務的管理員。',
  'sessions.method.oidc': '透過單點登入',
  'sso.settingsTitle': '單點登入',
  'sso.settingsLead': '成員可以透過 {provider} 登入，使用其中儲存的已驗證電子郵件地址。',
  'sso.settingsUnset': '此服務未設定身分識別提供者，因此無法使用單點登入。',
  'sso.requiredLabel': '要求使用單點登入',
  'sso.requiredHint': '啟用後，此工作區將拒絕電子郵件登入連結和通行金鑰。',
  'sso.joinDomainLabel': '允許其人員加入的網域',
  'sso.joinDomainHint':
    '在工作區證明對該網域的所有權後，已驗證地址以 @ 該網域結尾的人員將在首次登入時以成員身分加入。留空則不允許任何人以此方式加入。',
  'sso.joinDomainInvalid': '請輸入網域，例如 example.com。',
  'sso.save': '儲存單點登入設定',
  'sso.saved': '單點登入設定已儲存。',
  'sso.ownersOnly': '僅擁有者可以更改這些設定。',
  'sso.requiredOn': '要求使用單點登入。',
  'sso.requiredOff': '單點登入為選用。',
  'sso.joinDomainNone': '不允許任何人透過網域加入。',
  'sso.joinDomainIs': '使用 {domain} 地址的人員將以成員身分加入。',
  'audit.workspace.sso_changed': '單點登入設定已更改',
  'audit.member.joined': '已透過單點登入加入',
  'sso.refused.foreign':
    '來自您的身分識別提供者的此回應屬於另一次登入，因此未被使用。如果您在此瀏覽器中已開始登入，該登入仍處於進行中：請完成該登入，或重新開始。',
  'sso.joinDomainPublic':
    '這是任何人都可以註冊地址的公用電子郵件網域，因此不能用於讓人員加入。請輸入貴組織自己的網域。',
  'sso.joinDomainTaken': '另一工作區已證明對此網域的所有權，因此無法在此使用。',
  'sso.verifyNotFound':
    '尚未找到包含此工作區值的 TXT 記錄。請檢查記錄的名稱和值；DNS 更改可能需要一段時間才能生效。',
  'sso.joinedNotice':
    '由於您的已驗證地址屬於此工作區已證明所有權的網域，您已透過單點登入加入{workspace}。其擁有者可以看到您的姓名和地址。',
  'sso.domainPending': '{domain} 正在等待驗證：在此之前，任何人都無法透過該網域加入。',
  'sso.domainRecordLead':
    '為證明貴組織擁有此網域，請在其 DNS 中新增以下記錄（在所示名稱下，或在網域本身下），然後進行檢查：',
  'sso.domainRecordName': '名稱（主機）',
  'sso.domainRecordType': '記錄類型',
  'sso.domainRecordValue': '值',
  'sso.domainOperatorHint':
    '或者請此服務的管理員確認該網域；當某位擁有者本人的地址屬於 {domain} 時，管理員即可確認。',
  'sso.domainCheck': '檢查 DNS 記錄',
  'sso.domainVerifiedDns': '使用 {domain} 地址的人員將以成員身分加入：其 DNS 記錄已證明對該網域的所有權。',
  'sso.domainVerifiedOperator': '使用 {domain} 地址的人員將以成員身分加入：此服務的管理員已確認該網域。',
  'audit.workspace.sso_domain_verified': '單點登入網域已驗證',
});
