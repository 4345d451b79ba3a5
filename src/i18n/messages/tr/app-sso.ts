// Türkçe ("siz" hitabı), çoklu oturum açma (SSO).
import type { Area } from '../area.ts';
import type { appSso as en } from '../en/app-sso.ts';

export const appSso = (): Area<typeof en> => ({
  'sso.continueWith': '{provider} ile devam et',
  'sso.refusedTitle': 'Oturum açmadınız',
  'sso.refused.expired':
    'Bu oturum açma işleminin süresi doldu veya işlem zaten tamamlandı. Oturum açma sayfasından yeniden başlayın.',
  'sso.refused.denied': 'Kimlik sağlayıcınız oturumunuzu açmadı. Yeniden deneyebilirsiniz.',
  'sso.refused.invalid':
    'Kimlik sağlayıcınızdan gelen yanıt doğrulanamadı (değiştirilmiş, daha önce kullanılmış veya süresi dolmuş), bu nedenle oturumunuz açılmadı. Yeniden başlayın.',
  'sso.refused.unverified':
    'Kimlik sağlayıcınız e-posta adresinizi doğrulamadığı için burada oturumunuzu açamaz. Önce adresinizi sağlayıcınızda doğrulayın.',
  'sso.refused.unknown':
    'Buradaki hiçbir çalışma alanında, kimlik sağlayıcınızın onayladığı e-posta adresine sahip bir üye yok. Çalışma alanınızın bir sahibinden sizi davet etmesini isteyin.',
  'sso.unavailable': 'Kimlik sağlayıcınıza şu anda ulaşılamıyor. Birkaç dakika sonra yeniden deneyin.',
  'sso.notConfigured': 'Bu hizmette çoklu oturum açma ayarlanmamış.',
  'sso.backToSignIn': 'Oturum açmaya dön',
  'sso.chooseTitle': 'Çalışma alanı seçin',
  'sso.chooseLead': 'Adresiniz birden fazla çalışma alanına ait. Hangisini açmak istiyorsunuz?',
  'sso.chooseButton': 'Aç: {workspace}',
  'sso.requiredTitle': 'Çoklu oturum açma gerekli',
  'sso.required':
    '{workspace} çalışma alanı çoklu oturum açma gerektirir: e-postayla gönderilen bağlantı veya geçiş anahtarı yerine {provider} ile oturum açın.',
  'sso.requiredUnset':
    '{workspace} çalışma alanı çoklu oturum açma gerektirir, ancak bu hizmet şu anda bunu sunmuyor. Hizmeti yöneten kişiye başvurun.',
  'sessions.method.oidc': 'çoklu oturum açma ile',
  'sso.settingsTitle': 'Çoklu oturum açma',
  'sso.settingsLead':
    'Üyeler, {provider} üzerinde kayıtlı doğrulanmış e-posta adresleriyle bu sağlayıcı üzerinden oturum açabilir.',
  'sso.settingsUnset':
    'Bu hizmette ayarlanmış bir kimlik sağlayıcı olmadığından çoklu oturum açma kullanılamaz.',
  'sso.requiredLabel': 'Çoklu oturum açmayı zorunlu kıl',
  'sso.requiredHint':
    'Bu durumda bu çalışma alanı için e-postayla gönderilen oturum açma bağlantıları ve geçiş anahtarları reddedilir.',
  'sso.joinDomainLabel': 'Kişilerinin katılabileceği alan adı',
  'sso.joinDomainHint':
    'Doğrulanmış adresi @ bu alan adıyla biten kişi, çalışma alanı alan adını kanıtladıktan sonra ilk oturum açışında üye olarak katılır. Kimsenin bu şekilde katılmaması için boş bırakın.',
  'sso.joinDomainInvalid': 'example.com gibi bir alan adı girin.',
  'sso.save': 'Çoklu oturum açmayı kaydet',
  'sso.saved': 'Çoklu oturum açma ayarları kaydedildi.',
  'sso.ownersOnly': 'Bu ayarları yalnızca sahipler değiştirebilir.',
  'sso.requiredOn': 'Çoklu oturum açma zorunludur.',
  'sso.requiredOff': 'Çoklu oturum açma isteğe bağlıdır.',
  'sso.joinDomainNone': 'Alan adıyla kimse katılmaz.',
  'sso.joinDomainIs': '{domain} alan adında adresi olan kişiler üye olarak katılır.',
  'audit.workspace.sso_changed': 'Çoklu oturum açma değiştirildi',
  'audit.member.joined': 'Çoklu oturum açma ile katıldı',
  'sso.refused.foreign':
    'Kimlik sağlayıcınızdan gelen bu yanıt başka bir oturum açma işlemine ait olduğu için kullanılmadı. Bu tarayıcıda bir oturum açma işlemi başlattıysanız hâlâ açıktır: tamamlayın veya yeniden başlayın.',
  'sso.joinDomainPublic':
    'Bu, herkesin adres alabileceği genel bir e-posta alan adıdır; bu nedenle kişilerin katılmasına izin veremez. Kuruluşunuzun kendi alan adını girin.',
  'sso.joinDomainTaken':
    'Bu alan adını başka bir çalışma alanı zaten kanıtladı; bu nedenle burada kullanılamaz.',
  'sso.verifyNotFound':
    'Bu çalışma alanının değerini içeren bir TXT kaydı henüz bulunamadı. Kaydın adını ve değerini kontrol edin; DNS değişikliklerinin görünmesi biraz zaman alabilir.',
  'sso.joinedNotice':
    'Doğrulanmış adresiniz bu çalışma alanının kanıtladığı bir alan adında olduğu için {workspace} çalışma alanına çoklu oturum açma ile katıldınız. Sahipleri adınızı ve adresinizi görebilir.',
  'sso.domainPending': '{domain} kanıtlanmayı bekliyor: o zamana kadar bu alan adıyla kimse katılmaz.',
  'sso.domainRecordLead':
    'Bu alan adının kuruluşunuza ait olduğunu kanıtlamak için DNS’ine bu kaydı ekleyin (gösterilen adda veya alan adının kendisinde), ardından kontrol edin:',
  'sso.domainRecordName': 'Ad (host)',
  'sso.domainRecordType': 'Kayıt türü',
  'sso.domainRecordValue': 'Değer',
  'sso.domainOperatorHint':
    'Veya bu hizmeti yöneten kişiden alan adını onaylamasını isteyin; bir sahibin kendi adresi {domain} alan adındaysa bunu yapabilir.',
  'sso.domainCheck': 'DNS kaydını kontrol et',
  'sso.domainVerifiedDns':
    '{domain} alan adında adresi olan kişiler üye olarak katılır: alan adı DNS kaydıyla kanıtlandı.',
  'sso.domainVerifiedOperator':
    '{domain} alan adında adresi olan kişiler üye olarak katılır: alan adını bu hizmeti yöneten kişi onayladı.',
  'audit.workspace.sso_domain_verified': 'Çoklu oturum açma alan adı kanıtlandı',
});
