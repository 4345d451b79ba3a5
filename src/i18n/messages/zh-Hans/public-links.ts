// 简体中文（中国大陆，正式书面语，称“您”）。

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace}请您填写并签署“{document}”。',
  'publicLink.hint': '请填写您的姓名和电子邮件地址以开始。已签署的副本将发送至该地址。',
  'publicLink.verifyHint': '在您签署之前，我们将通过电子邮件向您发送验证码以确认该地址。',
  'publicLink.nextHeading': '在您之后',
  'publicLink.next': '{role}：{name}',
  'publicLink.name': '您的全名',
  'publicLink.email': '您的电子邮件地址',
  'publicLink.start': '继续',
  'publicLink.working': '正在检查此浏览器，请稍候…',
  'publicLink.noscript': '此表单需要启用 JavaScript：您的浏览器将进行一次简短的计算，以阻止自动注册。',
  'publicLink.problems': '请检查表单：',
  'publicLink.error.name': '请输入您的姓名。',
  'publicLink.error.email': '请输入电子邮件地址，例如 name@example.com。',
  'publicLink.error.proof': '未收到浏览器的检查结果，或结果已过期。请重新提交表单。',
  'publicLink.limited.title': '发起的签署次数过多',
  'publicLink.limited.lead': '今天通过此连接或总计发起此表单的次数过多。请明天再试。',
  'publicLink.unavailable.title': '此表单不可用',
  'publicLink.unavailable.lead':
    '该链接可能已被关闭或输入有误，或者该表单目前无法接受新的签署。请联系向您提供链接的人。',

  'publicLink.app.action': '公开链接',
  'publicLink.app.actionLabel': '{name}的公开链接',
  'publicLink.app.title': '公开链接：{name}',
  'publicLink.app.lead':
    '任何持有该链接的人都将以{role}的身份签署此模板：填写姓名和电子邮件地址后签署。随后，请求将转至您在此指定的人员，并计入您的每月额度。',
  'publicLink.app.on': '该链接已开启。请将其分享到应签署的人员能够找到的地方。',
  'publicLink.app.off': '该链接已关闭。',
  'publicLink.app.url': '链接',
  'publicLink.app.people': '作为{role}后续签署的人员',
  'publicLink.app.personName': '姓名',
  'publicLink.app.personEmail': '电子邮件地址',
  'publicLink.app.verify': '签署前要求输入通过电子邮件发送的验证码（推荐）',
  'publicLink.app.turnOn': '开启链接',
  'publicLink.app.save': '保存更改',
  'publicLink.app.turnOff': '关闭链接',
  'publicLink.app.turnedOn': '该链接已开启。',
  'publicLink.app.turnedOff': '该链接已关闭：其地址已失效。',
  'publicLink.app.ownersOnly': '仅工作区所有者可以开启或关闭模板的公开链接。',
  'publicLink.app.notPublished': '公开链接仅适用于已发布的模板。',
  'publicLink.app.nameMissing': '请输入姓名。',
  'publicLink.app.emailMissing': '请输入电子邮件地址，例如 name@example.com。',
});
