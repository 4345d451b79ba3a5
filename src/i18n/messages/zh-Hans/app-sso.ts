// 简体中文（中国大陆，正式书面语，称“您”）。

import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': '通过 {provider} 继续',
  'sso.refusedTitle': '您尚未登录',
  'sso.refused.expired': '此登录已过期或已完成。请从登录页面重新开始。',
  'sso.refused.denied': '您的身份提供商未让您登录。您可以重试。',
  'sso.refused.invalid':
    '无法验证来自您的身份提供商的响应（该响应已被更改、已被使用或已过期），因此您未能登录。请重新开始。',
  'sso.refused.unverified':
    '您的身份提供商尚未验证您的电子邮件地址，因此无法在此让您登录。请先通过您的身份提供商验证该地址。',
  'sso.refused.unknown':
    '此处没有任何工作区的成员使用您的身份提供商所确认的电子邮件地址。请联系您所在工作区的所有者邀请您。',
  'sso.unavailable': '目前无法连接您的身份提供商。请几分钟后重试。',
  'sso.notConfigured': '此服务未设置单点登录。',
  'sso.backToSignIn': '返回登录',
  'sso.chooseTitle': '选择工作区',
  'sso.chooseLead': '您的地址属于多个工作区。您要打开哪一个？',
  'sso.chooseButton': '打开{workspace}',
  'sso.requiredTitle': '须使用单点登录',
  'sso.required': '{workspace}要求使用单点登录：请通过 {provider} 登录，而不是使用电子邮件链接或通行密钥。',
  'sso.requiredUnset': '{workspace}要求使用单点登录，但此服务目前不提供该功能。请联系此服务的管理员。',
  'sessions.method.oidc': '通过单点登录',
  'sso.settingsTitle': '单点登录',
  'sso.settingsLead': '成员可以通过 {provider} 登录，使用其中保存的已验证电子邮件地址。',
  'sso.settingsUnset': '此服务未设置身份提供商，因此无法使用单点登录。',
  'sso.requiredLabel': '要求使用单点登录',
  'sso.requiredHint': '启用后，此工作区将拒绝电子邮件登录链接和通行密钥。',
  'sso.joinDomainLabel': '允许其人员加入的域名',
  'sso.joinDomainHint':
    '在工作区证明对该域名的所有权后，已验证地址以 @ 该域名结尾的人员将在首次登录时以成员身份加入。留空则不允许任何人以此方式加入。',
  'sso.joinDomainInvalid': '请输入域名，例如 example.com。',
  'sso.save': '保存单点登录设置',
  'sso.saved': '单点登录设置已保存。',
  'sso.ownersOnly': '仅所有者可以更改这些设置。',
  'sso.requiredOn': '要求使用单点登录。',
  'sso.requiredOff': '单点登录为可选项。',
  'sso.joinDomainNone': '不允许任何人通过域名加入。',
  'sso.joinDomainIs': '使用 {domain} 地址的人员将以成员身份加入。',
  'audit.workspace.sso_changed': '单点登录设置已更改',
  'audit.member.joined': '已通过单点登录加入',
  'sso.refused.foreign':
    '来自您的身份提供商的此响应属于另一次登录，因此未被使用。如果您在此浏览器中已开始登录，该登录仍处于进行中：请完成该登录，或重新开始。',
  'sso.joinDomainPublic':
    '这是任何人都可以注册地址的公共电子邮件域名，因此不能用于让人员加入。请输入贵组织自己的域名。',
  'sso.joinDomainTaken': '另一工作区已证明对此域名的所有权，因此无法在此使用。',
  'sso.verifyNotFound':
    '尚未找到包含此工作区值的 TXT 记录。请检查记录的名称和值；DNS 更改可能需要一段时间才能生效。',
  'sso.joinedNotice':
    '由于您的已验证地址属于此工作区已证明所有权的域名，您已通过单点登录加入{workspace}。其所有者可以看到您的姓名和地址。',
  'sso.domainPending': '{domain} 正在等待验证：在此之前，任何人都无法通过该域名加入。',
  'sso.domainRecordLead':
    '为证明贵组织拥有此域名，请在其 DNS 中添加以下记录（在所示名称下，或在域名本身下），然后进行检查：',
  'sso.domainRecordName': '名称（主机）',
  'sso.domainRecordType': '记录类型',
  'sso.domainRecordValue': '值',
  'sso.domainOperatorHint':
    '或者请此服务的管理员确认该域名；当某位所有者本人的地址属于 {domain} 时，管理员即可确认。',
  'sso.domainCheck': '检查 DNS 记录',
  'sso.domainVerifiedDns': '使用 {domain} 地址的人员将以成员身份加入：其 DNS 记录已证明对该域名的所有权。',
  'sso.domainVerifiedOperator': '使用 {domain} 地址的人员将以成员身份加入：此服务的管理员已确认该域名。',
  'audit.workspace.sso_domain_verified': '单点登录域名已验证',
});
