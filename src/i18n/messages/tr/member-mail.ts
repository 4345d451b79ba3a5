// Türkçe ("siz" hitabı), üyelere gönderilen e-postalar.
import type { Area } from '../area.ts';
import type { memberMail as en } from '../en/member-mail.ts';

export const memberMail = (): Area<typeof en> => ({
  'memberMail.greeting': 'Sayın {name},',
  'memberMail.footer':
    'Countersign tarafından gönderilmiştir. Bu e-postayı beklemiyorsanız dikkate almayabilirsiniz.',
  'memberMail.orOpen': 'Düğme çalışmazsa şu bağlantıyı açın: {url}',
  'memberMail.signIn.subject': 'Countersign’da oturum açın: {workspace}',
  'memberMail.signIn.body':
    'Countersign’da {workspace} çalışma alanında oturum açmak için bu e-postadaki bağlantıyı açın.',
  'memberMail.signIn.button': 'Oturum aç',
  'memberMail.signIn.after':
    'Bağlantı 15 dakika boyunca bir kez çalışır. Oturum açmayı siz istemediyseniz bu e-postayı dikkate almayın.',
  'memberMail.invitation.subject': 'Countersign’da davet edildiniz: {workspace}',
  'memberMail.invitation.body':
    '{inviter}, sizi Countersign’da {workspace} çalışma alanıyla imza için belge göndermeye davet etti.',
  'memberMail.invitation.bodyNoInviter':
    'Countersign’da {workspace} çalışma alanıyla imza için belge göndermeye davet edildiniz.',
  'memberMail.invitation.button': 'Katıl ve oturum aç',
  'memberMail.invitation.after':
    'Bağlantı 7 gün boyunca bir kez çalışır. Daha sonra bu e-posta adresiyle şu adreste oturum açın: {url}.',
});
