// Türkçe ("siz" hitabı, resmî üslup). Keys and {placeholders} as in ../en/signing.ts.
import type { Area } from '../area.ts';
import type { signing as en } from '../en/signing.ts';

export const signing = (): Area<typeof en> => ({
  'page.skip': 'İçeriğe geç',
  'page.languages': 'Dil',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} ({workspace})',
  'sender.contact': '{member} ({workspace}, {email})',

  'sign.title': 'İmzalanacak belge: {document}',
  'sign.lead': '{sender}, sizden ({name}, {email}) bu belgeyi {role} sıfatıyla imzalamanızı rica ediyor.',
  'sign.deadline': 'Lütfen şu tarihe kadar imzalayın: {deadline}.',
  'sign.noscript':
    'İmzalamak için JavaScript gereklidir. Tarayıcınızda etkinleştirin veya elle imzalamak üzere basılı bir nüsha için şu kişiye başvurun: {sender}.',
  'sign.documentHeading': 'Belge',
  'sign.download': 'Okumak veya yazdırmak için: {link}.',
  'sign.downloadLink': 'Belgeyi PDF olarak indirin',
  'sign.documentLabel': 'Belge metni',
  'sign.pdfTitle': 'Belge (PDF)',
  'sign.nextField': 'Sonraki alan',
  'sign.allFilled': 'Tüm alanlar dolduruldu. Aşağıdaki kutuyu işaretleyip imzalayın.',
  'sign.signHere': 'Buraya imzalayın: {label}',
  'sign.pageOf': 'Sayfa {n} / {total}',
  'sign.heading': 'İmzala',
  'sign.details': 'Bilgileriniz',
  'sign.required': '(zorunlu)',
  'sign.choose': 'Seçin…',
  'sign.signatureLegend': 'İmzanız',
  'sign.modeTyped': 'Adımı yazarak',
  'sign.modeDrawn': 'İmzamı çizerek',
  'sign.typedLabel': 'İmza olarak adınızı ve soyadınızı yazın',
  'sign.drawHelp': 'İmzanızı kutunun içine fare, parmak veya kalemle çizin.',
  'sign.drawArea': 'İmza çizim alanı',
  'sign.clear': 'Çizimi temizle',
  'sign.consentLegend': 'Elektronik imza onayı',
  'sign.button': 'İmzala',
  'sign.signing': 'İmzalanıyor…',
  'sign.yes': 'Evet',
  'sign.no': 'Hayır',
  'sign.fillBelow': '{label}: bunu aşağıda siz doldurursunuz',
  'sign.fillBy': '{label}: dolduracak taraf: {role}',
  'sign.fillBySender': '{label}: gönderen tarafından doldurulacak',
  'sign.signedBy': '(imzalayan: {name})',
  'sign.signedOn': 'İmzalayan: {name}, {date}',
  'cert.initials': 'Paraf',
  'sign.notSigned': 'Henüz imzalanmadı',
  'sign.guideLabel': 'Alanlarınız',
  'sign.fieldOf': 'Alan {n} / {total}',
  'sign.back': 'Geri',
  'sign.next': 'İleri',
  'sign.finish': 'Bitir',
  'sign.done': 'Tamam',
  'sign.ready': 'Her şey hazır: aşağıda gözden geçirip imzalayın',
  'sign.optional': '(isteğe bağlı)',
  'sign.emptyBox': '{label}: boş',
  'sign.filledBox': '{label}: {value}',
  'sign.checked': 'işaretli',
  'sign.unchecked': 'işaretsiz',
  'sign.zoomIn': 'Yakınlaştır',
  'sign.zoomOut': 'Uzaklaştır',
  'sign.zoomFit': 'Genişliğe sığdır',
  'sign.zoomLabel': 'Yakınlaştırma',
  'sign.signingDate': 'İmza tarihi, sizin için dolduruldu.',
  'sign.initialsLegend': 'Parafınız',
  'sign.initialsTyped': 'Parafımı yazarak',
  'sign.initialsDrawn': 'Parafımı çizerek',
  'sign.initialsLabel': 'Parafınız',
  'sign.initialsHelp': 'Parafınızı kutunun içine çizin.',
  'sign.initialsArea': 'Paraf çizim alanı',
  'sign.fieldProblem': 'Şuraya git: {label}',

  'verification.title': 'Kimliğinizi doğrulayın: {document}',
  'verification.lead':
    '{sender}, bu belgeyi imzalamanızı rica ediyor. Belge açılmadan önce bu imza bağlantısının size ait olduğunu doğrulayın.',
  'verification.accessHeading': 'Erişim kodunuzu girin',
  'verification.accessHelp':
    '{sender}, bu bağlantıyı içeren e-postadan ayrı olarak size bu belge için bir erişim kodu verdi. Kodunuz yoksa şu kişiden isteyin: {sender}.',
  'verification.accessLabel': 'Erişim kodu',
  'verification.emailHeading': 'E-postayla kod alın',
  'verification.emailHelp':
    '6 haneli bir kodu şu adrese e-postayla göndeririz: {email}. Kod {minutes} dakika geçerlidir.',
  'verification.emailLabel': 'E-postadaki 6 haneli kod',
  'verification.send': 'Bana kod gönder',
  'verification.sendAgain': 'Bana yeni kod gönder',
  'verification.submit': 'Devam',
  'verification.lockedUntil':
    'Çok fazla hatalı kod girildi. Şu zamandan itibaren yeniden deneyebilirsiniz: {time}.',
  'verification.sent': 'Şu adrese bir kod gönderdik: {email}. Kod {minutes} dakika geçerlidir.',
  'verification.sending': 'Gönderiliyor…',
  'verification.checking': 'Kontrol ediliyor…',
  'verification.error.empty': 'Kodu girin.',
  'verification.error.digits': 'Kod 6 hanelidir.',
  'verification.error.wrong': 'Bu kod hatalı veya süresi dolmuş. Kalan deneme hakkı: {count}.',
  'verification.error.locked': 'Çok fazla hatalı kod. {wait} dakika sonra yeniden deneyin.',
  'verification.error.sendLimit': 'Son bir saatte 5 kod istediniz. {wait} dakika sonra yeniden deneyin.',
  'verification.error.failed': 'Bir hata oluştu. Lütfen yeniden deneyin.',

  'order.only': 'Tek imzalayan sizsiniz.',
  'order.first':
    'Siz, {count} imzalayan arasında ilk sırada imzalıyorsunuz; diğerleri sizden sonra imzalayacak.',
  'order.firstOfTwo':
    'İki imzalayan arasında ilk siz imzalıyorsunuz; diğer imzalayan sizden sonra imzalayacak.',
  'order.afterOne':
    'Siz, {count} imzalayan arasında {position} sırada imzalıyorsunuz; ilk imzalayan imzasını attı.',
  'order.afterMany':
    'Siz, {count} imzalayan arasında {position} sırada imzalıyorsunuz; ilk {earlier} imzalayan imzalarını attı.',
  'order.ordinals': 'birinci|ikinci|üçüncü|dördüncü|beşinci|altıncı|yedinci|sekizinci|dokuzuncu|onuncu',
  'order.numbers': 'bir|iki|üç|dört|beş|altı|yedi|sekiz|dokuz|on',

  'consent.intro':
    '{sender}, imzaları elektronik olarak toplamak için Countersign’ı kullanmaktadır. İmzalamadan önce lütfen aşağıdakileri dikkate alın:',
  'consent.electronic':
    'Kutuyu işaretleyerek bu belgeyi ve bununla ilgili bildirimleri elektronik ortamda almayı ve belgeyi elektronik olarak imzalamayı kabul etmiş olursunuz. Elektronik imzanız, kâğıt üzerindeki imza ile aynı hükmü taşır.',
  'consent.paper':
    'İstediğiniz zaman ücretsiz olarak basılı bir nüsha alabilirsiniz: yukarıdaki PDF’i indirip yazdırın veya size bir nüsha göndermesi için şu kişiye başvurun: {contact}. Herkes imzaladığında, nihai PDF şu adrese e-postayla gönderilir ve bu sayfadan indirilebilir: {email}.',
  'consent.paperNoEmail':
    'İstediğiniz zaman ücretsiz olarak basılı bir nüsha alabilirsiniz: yukarıdaki PDF’i indirip yazdırın veya size bir nüsha göndermesi için şu kişiye başvurun: {contact}. Herkes imzaladığında, nihai PDF bu sayfadan indirilebilir.',
  'consent.withdraw':
    'Elektronik olarak imzalamak zorunda değilsiniz. Aşağıdan reddedebilir veya bunun yerine kâğıt üzerinde imzalamak için şu kişiyle iletişime geçebilirsiniz: {contact}. Onayınızı daha sonra geri çekmeniz, önceden atılmış bir imzayı geçersiz kılmaz.',
  'consent.requirements':
    'Güncel bir web tarayıcısına, belgeyi görüntülemek veya yazdırmak için bir PDF okuyucuya ve şu e-posta adresine erişime ihtiyacınız vardır: {email}. Bu adres değişirse şu kişiye bildirin: {contact}.',
  'consent.agree':
    'Yukarıdaki bilgilendirmeyi okudum; elektronik kayıtların kullanılmasını ve bu belgeyi elektronik olarak imzalamayı kabul ediyorum ve elektronik imzamın, el yazısı imzam gibi beni bağlamasını amaçlıyorum.',

  'decline.summary': 'İmzalamayı reddet',
  'decline.explain':
    'Reddederseniz bu talebi artık kimse imzalayamaz ve {sender} e-postayla bilgilendirilir.',
  'decline.reason': 'Gerekçe (isteğe bağlı, {sender} ile paylaşılır)',
  'decline.button': 'İmzalamayı reddet',
  'decline.confirmQuestion': 'Şu belgeyi imzalamayı reddediyor musunuz: {document}? Bu işlem geri alınamaz.',
  'decline.confirm': 'Evet, reddediyorum',
  'decline.cancel': 'Hayır, geri dön',

  'error.typed': 'İmza olarak adınızı yazın.',
  'error.drawn': 'İmzanızı kutunun içine çizin.',
  'error.consent': 'Elektronik olarak imzalamayı kabul etmek için kutuyu işaretleyin.',
  'error.required': '{label}: bu alan zorunludur.',
  'error.number': '{label}: bir sayı olmalıdır.',
  'error.email': '{label}: bir e-posta adresi olmalıdır.',
  'error.tick': 'İmzalamak için işaretleyin: {label}. Bu alan zorunludur.',
  'error.date': '{label}: {example} biçiminde yazılmış bir tarih olmalıdır.',
  'error.dateMonth': '{label}: {month}. ay diye bir ay yoktur.',
  'error.dateDays': '{label}: {month}. ay {days} gün çeker.',
  'error.signFailed': 'Bir hata oluştu ve hiçbir şey imzalanmadı. Lütfen yeniden deneyin.',
  'error.declineFailed': 'Bir hata oluştu ve ret işlemi gerçekleşmedi. Lütfen yeniden deneyin.',
  'error.initials': 'Parafınızı yazın veya çizin.',
  'error.range': '{label}: {min} ile {max} arasında olmalıdır.',
  'error.min': '{label}: en az {min} olmalıdır.',
  'error.max': '{label}: en fazla {max} olmalıdır.',
  'error.integer': '{label}: tam sayı olmalıdır.',
  'error.summary': 'Lütfen aşağıdakileri düzeltin:',

  'waiting.title': 'Henüz sıra sizde değil',
  'waiting.lead':
    '{document} belirli bir sırayla imzalanmaktadır. Önce şu kişinin imzalaması bekleniyor: {waitingFor}.',
  'waiting.email':
    'Sıra size geldiğinde şu adrese e-posta alacaksınız: {email}, {name}. Bu sayfayı kapatabilirsiniz.',
  'waiting.noEmail':
    '{sender} sıranın size geldiğini bildirdiğinde bu bağlantıya geri dönün. Bu sayfayı kapatabilirsiniz.',
  'signed.title': 'Teşekkürler, imzanız alındı',
  'signed.lead': '{document} belgesini {date} tarihinde {role} sıfatıyla imzaladınız.',
  'signed.next':
    'Diğer kişilerin de imzalaması gerekiyor. Herkes imzaladığında imzalı belge şu adrese e-postayla gönderilir: {email}; ayrıca bu bağlantıdan da indirebilirsiniz. Bu sayfayı kapatabilirsiniz.',
  'signed.nextNoEmail':
    'Diğer kişilerin de imzalaması gerekiyor. Herkes imzaladığında imzalı belgeyi bu bağlantıdan indirebilirsiniz. Bu sayfayı kapatabilirsiniz.',
  'signed.nextEmbedded':
    'Diğer kişilerin de imzalaması gerekiyor. Herkes imzaladığında imzalı belge şu adrese e-postayla gönderilir: {email}. Bu sayfayı kapatabilirsiniz.',
  'signed.nextEmbeddedNoEmail': 'Diğer kişilerin de imzalaması gerekiyor. Bu sayfayı kapatabilirsiniz.',
  'completed.title': 'Herkes imzaladı',
  'completed.lead':
    'Teşekkürler, {name}. {document} belgesini {date} tarihinde imzaladınız; diğer herkes de imzaladı: belge tamamlandı.',
  'completed.leadOnly':
    'Teşekkürler, {name}. {document} belgesini {date} tarihinde imzaladınız: belge tamamlandı.',
  'completed.leadViewer': '{document} belgesini herkes imzaladı: belge tamamlandı.',
  'completed.download': 'İmzalı belgeyi indirin (PDF)',
  'completed.keep':
    'Kayıtlarınız için bir nüsha saklayın. Belge bir denetim sertifikasıyla sona erer ve dijital bir mühür taşır; böylece sonradan yapılan her değişiklik tespit edilebilir.',
  'completed.emailed': 'Bir nüsha ayrıca şu adrese e-postayla gönderildi: {email}.',
  'declined.title': 'Bu talep reddedildi',
  'declined.byYou': '{document} belgesini imzalamayı reddettiniz. {sender} bilgilendirildi.',
  'declined.other': 'Bir imzalayan imzalamayı reddetti; bu nedenle {document} artık imzalanamaz.',
  'voided.title': 'Bu talep geçersiz kılındı',
  'voided.text': '{sender} bu talebi geçersiz kıldı; bu nedenle {document} artık imzalanamaz.',
  'expired.title': 'Bu talebin süresi doldu',
  'expired.text':
    '{document} için imza süresi {date} tarihinde sona erdi. İmzanız hâlâ gerekiyorsa {sender} kişisinden yeni bir talep isteyin.',
  'removed.title': 'Bu talep kaldırıldı',
  'removed.text':
    'Bu talep ve içerdiği her şey kalıcı olarak silindi; bu nedenle burada artık görüntülenecek veya imzalanacak bir şey yok. İmzalı belgeyi sakladıysanız, üzerinde yazılı adresten hâlâ doğrulanabilir.',
  'notFound.title': 'Bu imza bağlantısı çalışmıyor',
  'notFound.text':
    'Bağlantı geçerli değil. E-postadaki bağlantının tamamını açtığınızdan emin olun veya gönderenden bağlantıyı yeniden paylaşmasını isteyin.',

  'mail.greeting': 'Sayın {name},',
  'mail.greetingAnonymous': 'Sayın İlgili,',
  'mail.messageFrom': '{sender} tarafından gönderilen mesaj:',
  'mail.reason': 'Belirtilen gerekçe:',
  'mail.button': 'İncele ve imzala',
  'mail.orOpen': 'Veya şu bağlantıyı açın: {url}',
  'mail.deadline': 'Lütfen şu tarihe kadar imzalayın: {deadline}.',
  'mail.footerLink':
    '{sender} adına Countersign tarafından gönderilmiştir. Bu imza bağlantısı kişiseldir: lütfen başkasına iletmeyin.',
  'mail.footer': '{sender} adına Countersign tarafından gönderilmiştir.',
  'mail.footerReply': 'Bu e-postaya verilen yanıtlar şu kişiye iletilir: {member} ({email}).',
  'mail.fromName': '{sender} (Countersign aracılığıyla)',
  'mail.invitation.subject': 'Lütfen imzalayın: {document}, gönderen: {sender}',
  'mail.invitation.body':
    '{sender}, elektronik olarak imzalamanız için size "{document}" belgesini gönderdi.',
  'mail.reminder.subject': 'Hatırlatma: lütfen imzalayın: {document}, gönderen: {sender}',
  'mail.reminder.body':
    '{sender} tarafından gönderilen "{document}" belgesinin imzanızı beklediğini hatırlatırız.',
  'mail.voided.subject': 'Geçersiz kılındı: {document}',
  'mail.voided.body':
    '{sender}, "{document}" için imza talebini geçersiz kıldı. Yapmanız gereken başka bir işlem yoktur.',
  'mail.declined.subject': 'Reddedildi: {document}',
  'mail.declined.body':
    '{decliner}, "{document}" belgesini imzalamayı reddetti; bu nedenle {sender} tarafından gönderilen talep sona erdi. Yapmanız gereken başka bir işlem yoktur.',
  'mail.declineConfirmation.subject': 'Reddettiniz: {document}',
  'mail.declineConfirmation.body':
    '"{document}" belgesini imzalamayı reddettiniz. {sender} tarafından gönderilen talep sona erdi ve gönderen bilgilendirildi.',
  'mail.declineConfirmation.mistake':
    'Bu bir hataysa, şu kişiye ulaşmak için bu e-postayı yanıtlayın: {member}.',
  'mail.completed.subject': 'Tamamlandı: {document}',
  'mail.completed.body':
    '{sender} tarafından gönderilen "{document}" belgesini herkes imzaladı. Tamamlanmış belge kayıtlarınız için ektedir.',
  'mail.expired.subject': 'Süresi doldu: {document}',
  'mail.expired.body':
    '{sender} tarafından gönderilen "{document}" imza talebinin süresi, herkes imzalamadan doldu. Yapmanız gereken başka bir işlem yoktur.',
  'mail.footerCopied':
    '{sender} sizi bu talepte bilgi alıcısı (CC) olarak ekledi: talebin nasıl sonuçlandığı size bildirilir; imzalamanız gereken bir şey yoktur.',
  'mail.senderCompleted.body':
    '"{document}" belgesini herkes imzaladı. Tamamlanmış belge kayıtlarınız için ektedir.',
  'mail.senderCompleted.optOut':
    'Bu e-postayı talebi siz gönderdiğiniz için alıyorsunuz. Bu e-postaları durdurmak için Countersign’da Bildirimler bölümünden kapatın.',

  'mail.senderDeclined.subject': '{decliner} reddetti: {document}',
  'mail.senderDeclined.body':
    '{role} sıfatıyla imzalayacak olan {decliner} ({email}), "{document}" belgesini imzalamayı reddetti. Talep sona erdi ve başka kimse imzalayamaz.',
  'mail.senderDeclined.open': 'Talebi aç',
  'mail.senderDeclined.request': 'Talep: {id}',
  'mail.senderDeclined.reply': 'Şu kişiye ulaşmak için bu e-postayı yanıtlayın: {decliner}.',
  'mail.senderFooter': '{workspace} için Countersign tarafından gönderilmiştir.',

  'mail.verification.subject': '{document} belgesini açmak için kodunuz',
  'mail.verification.body':
    '{sender}, "{document}" belgesini imzalamanızı rica etti. Belgeyi açmak için imza sayfasına şu kodu girin:',
  'mail.verification.valid': 'Kod {minutes} dakika geçerlidir. Yalnızca en son gönderilen kod çalışır.',
  'mail.verification.button': 'İmza sayfasını aç',
  'mail.verification.notYou':
    'Kod istemediyseniz bu e-postayı dikkate almayabilirsiniz: bu kod olmadan kimse belgeyi açamaz.',

  'cert.email': 'E-posta',
  'cert.role': 'Rol',
  'cert.ip': 'IP adresi',
  'cert.userAgent': 'Kullanıcı aracısı (user agent)',
  'cert.invited': 'Davet edildi',
  'cert.opened': 'Açıldı',
  'cert.signed': 'İmzalandı',
  'cert.declined': 'Reddedildi',
  'cert.method': 'İmza',
  'cert.typed': 'Yazılmış ad',
  'cert.drawn': 'Elle çizilmiş',
  'cert.consent': 'Onay',
  'cert.consentText': 'Elektronik imza bilgilendirmesini kabul etti ({language}); metnin SHA-256 değeri:',
  'cert.language': 'Dil',
  'cert.verification': 'Kimlik doğrulama',
  'cert.verifiedEmail': 'Kimlik, {email} adresine gönderilen kodla doğrulandı; giriş zamanı: {date}',
  'cert.verifiedAccessCode': 'Gönderenin verdiği erişim kodu; giriş zamanı: {date}',
  'cert.notVerified': 'Kod gerekliydi; kod girilmedi',
  'cert.copied': 'Bilgi alıcıları (CC)',
  'cert.copiedNote': 'Bu kişilere talebin sonucu gönderilir. Kendilerinden imza istenmemiştir.',
  'sign.dateFormat': 'Şu biçimde yazın: {pattern}',
  'sign.dateLetters': 'GG AA YYYY',
  'verification.lockedUntilReminded':
    'Çok fazla hatalı kod girildi. Bu bağlantı, {sender} size yeniden gönderene kadar kilitli kalır: lütfen kendisine başvurun.',
  'verification.error.linkLocked':
    'Çok fazla hatalı kod girildi. Bu bağlantı, {sender} size yeniden gönderene kadar kilitli kalır.',
  'verification.accessCase': 'Büyük ve küçük harfler aynı kabul edilir.',
  'mail.accessCodeNeeded':
    'Belgeyi açmak için {sender} tarafından size ayrıca verilen erişim koduna ihtiyacınız vardır. Kod bu e-postada yer almaz; kodunuz yoksa şu kişiden isteyin: {sender}.',
  'mail.senderLinkLocked.subject': 'İmza bağlantısı kilitlendi: {signer}, {document}',
  'mail.senderLinkLocked.body':
    '"{document}" belgesini {role} sıfatıyla imzalayacak olan {signer} ({email}) kişisinin imza bağlantısına {count} hatalı kod girildi. Bağlantı kilitlendi: siz {signer} kişisine hatırlatma gönderene kadar kimse için açılmaz.',
  'mail.senderLinkLocked.unlock':
    'Hataları {signer} yaptıysa, talepten (veya API’nin remind çağrısıyla) kendisine bir hatırlatma gönderin: hatırlatma bağlantının kilidini açar. Aksi hâlde bağlantı başka birinin elinde olabilir: talebi geçersiz kılmayı değerlendirin.',
  'verification.error.lockedHours': 'Çok fazla hatalı kod. {wait} saat sonra yeniden deneyin.',

  'field.chooseBetween': '{min} ile {max} arasında seçim yapın.',
  'field.chooseAtLeast': 'En az {min} seçim yapın.',
  'field.chooseAtMost': 'En fazla {max} seçim yapın.',
  'field.fileHint': 'En fazla 10 MB boyutunda bir PDF, PNG veya JPEG dosyası.',
  'field.filesHint': 'Her biri en fazla 10 MB olan en fazla {max} PDF, PNG veya JPEG dosyası.',
  'field.imageHint': 'En fazla 5 MB boyutunda bir PNG veya JPEG resmi.',
  'field.remove': 'Kaldır',
  'field.removeFile': 'Kaldır: {name}',
  'field.uploading': 'Yükleniyor: {name}',
  'field.preview': 'Önizleme: {name}',
  'field.readonlyNote': 'Gönderen tarafından dolduruldu; değiştirilemez.',
  'field.imageGiven': 'Gönderenden gelen bir resim',
  'error.phone': '{label}: telefon numarası değil.',
  'error.phoneRegion':
    '{label}: telefon numarası değil. Ülke kodu olmadan numara {code} numarası olarak okunur: başka bir ülke için + ve ülke koduyla başlayın.',
  'error.pattern': '{label}: istenen biçimde değil.',
  'error.patternReason': '{label}: {reason}',
  'error.chooseMin': '{label} için en az {min} seçim yapın.',
  'error.chooseMax': '{label} için en fazla {max} seçim yapın.',
  'error.tooManyFiles': '{label}: en fazla {max} dosya kabul eder; önce birini kaldırın.',
  'error.fileType': '{name} bir PDF, PNG veya JPEG dosyası değil.',
  'error.imageType': '{name} bir PNG veya JPEG resmi değil.',
  'error.fileSize': '{name}, {size} boyutundan büyük.',
  'error.upload': '{name} eklenemedi: {reason}',
  'error.uploadFailed': '{name} eklenemedi. Lütfen yeniden deneyin.',
});
