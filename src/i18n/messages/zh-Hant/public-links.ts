// 繁體中文（台灣，正式書面語，稱「您」）。

import type { Area } from '../area.ts';
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Area<typeof en> => ({
  'publicLink.lead': '{workspace}請您填寫並簽署「{document}」。',
  'publicLink.hint': '請填寫您的姓名和電子郵件地址以開始。已簽署的副本將傳送至該地址。',
  'publicLink.verifyHint': '在您簽署之前，我們將透過電子郵件向您傳送驗證碼以確認該地址。',
  'publicLink.nextHeading': '在您之後',
  'publicLink.next': '{role}：{name}',
  'publicLink.name': '您的全名',
  'publicLink.email': '您的電子郵件地址',
  'publicLink.start': '繼續',
  'publicLink.working': '正在檢查此瀏覽器，請稍候…',
  'publicLink.noscript': '此表單需要啟用 JavaScript：您的瀏覽器將進行一次簡短的計算，以阻止自動註冊。',
  'publicLink.problems': '請檢查表單：',
  'publicLink.error.name': '請輸入您的姓名。',
  'publicLink.error.email': '請輸入電子郵件地址，例如 name@example.com。',
  'publicLink.error.proof': '未收到瀏覽器的檢查結果，或結果已過期。請重新提交表單。',
  'publicLink.limited.title': '發起的簽署次數過多',
  'publicLink.limited.lead': '今天透過此連線或總計發起此表單的次數過多。請明天再試。',
  'publicLink.unavailable.title': '此表單不可用',
  'publicLink.unavailable.lead':
    '該連結可能已被關閉或輸入有誤，或者該表單目前無法接受新的簽署。請聯絡向您提供連結的人。',

  'publicLink.app.action': '公開連結',
  'publicLink.app.actionLabel': '{name}的公開連結',
  'publicLink.app.title': '公開連結：{name}',
  'publicLink.app.lead':
    '任何持有該連結的人都將以{role}的身分簽署此範本：填寫姓名和電子郵件地址後簽署。隨後，請求將轉至您在此指定的人員，並計入您的每月額度。',
  'publicLink.app.on': '該連結已開啟。請將其分享到應簽署的人員能夠找到的地方。',
  'publicLink.app.off': '該連結已關閉。',
  'publicLink.app.url': '連結',
  'publicLink.app.people': '作為{role}後續簽署的人員',
  'publicLink.app.personName': '姓名',
  'publicLink.app.personEmail': '電子郵件地址',
  'publicLink.app.verify': '簽署前要求輸入透過電子郵件傳送的驗證碼（建議）',
  'publicLink.app.turnOn': '開啟連結',
  'publicLink.app.save': '儲存更改',
  'publicLink.app.turnOff': '關閉連結',
  'publicLink.app.turnedOn': '該連結已開啟。',
  'publicLink.app.turnedOff': '該連結已關閉：其地址已失效。',
  'publicLink.app.ownersOnly': '僅工作區擁有者可以開啟或關閉範本的公開連結。',
  'publicLink.app.notPublished': '公開連結僅適用於已發布的範本。',
  'publicLink.app.nameMissing': '請輸入姓名。',
  'publicLink.app.emailMissing': '請輸入電子郵件地址，例如 name@example.com。',
});
