// Français (vouvoiement). Keys and {placeholders} as in en.ts.
import type { signing as en } from '../en/signing.ts';

export const signing = (): Record<keyof typeof en, string> => ({
  'page.skip': 'Aller au contenu',
  'page.languages': 'Langue',
  'page.titleSuffix': 'Countersign',

  'sender.memberAt': '{member} de {workspace}',
  'sender.contact': '{member} de {workspace} ({email})',

  'sign.title': 'Signer {document}',
  'sign.lead': '{sender} vous demande, {name} ({email}), de signer ce document en tant que {role}.',
  'sign.deadline': 'Merci de signer avant le {deadline}.',
  'sign.noscript':
    'La signature nécessite JavaScript. Activez-le dans votre navigateur, ou demandez à {sender} un exemplaire papier à signer à la main.',
  'sign.documentHeading': 'Le document',
  'sign.download': '{link} pour le lire ou l’imprimer.',
  'sign.downloadLink': 'Téléchargez le document en PDF',
  'sign.documentLabel': 'Texte du document',
  'sign.pdfTitle': 'Le document (PDF)',
  'sign.nextField': 'Champ suivant',
  'sign.allFilled': 'Tous les champs sont remplis. Cochez la case ci-dessous et signez.',
  'sign.signHere': 'Signez ici : {label}',
  'sign.pageOf': 'Page {n} sur {total}',
  'sign.heading': 'Signer',
  'sign.details': 'Vos informations',
  'sign.required': '(obligatoire)',
  'sign.choose': 'Choisir…',
  'sign.signatureLegend': 'Votre signature',
  'sign.modeTyped': 'Saisir mon nom',
  'sign.modeDrawn': 'Dessiner ma signature',
  'sign.typedLabel': 'Saisissez votre nom complet comme signature',
  'sign.drawHelp': 'Dessinez votre signature dans le cadre avec une souris, un doigt ou un stylet.',
  'sign.drawArea': 'Zone de dessin de la signature',
  'sign.clear': 'Effacer le dessin',
  'sign.consentLegend': 'Consentement à la signature électronique',
  'sign.button': 'Signer',
  'sign.signing': 'Signature en cours…',
  'sign.yes': 'Oui',
  'sign.no': 'Non',
  'sign.fillBelow': '{label} : à remplir par vous ci-dessous',
  'sign.fillBy': '{label} : à remplir par {role}',
  'sign.fillBySender': '{label} : à remplir par l’expéditeur',
  'sign.signedBy': '(signé par {name})',
  'sign.signedOn': 'Signé par {name} le {date}',
  'cert.initials': 'Initiales',
  'sign.notSigned': 'Pas encore signé',
  'sign.guideLabel': 'Vos champs',
  'sign.fieldOf': 'Champ {n} sur {total}',
  'sign.back': 'Précédent',
  'sign.next': 'Suivant',
  'sign.finish': 'Terminer',
  'sign.done': 'OK',
  'sign.ready': 'Tout est rempli : vérifiez et signez ci-dessous',
  'sign.optional': '(facultatif)',
  'sign.emptyBox': '{label} : vide',
  'sign.filledBox': '{label} : {value}',
  'sign.checked': 'coché',
  'sign.unchecked': 'non coché',
  'sign.zoomIn': 'Agrandir',
  'sign.zoomOut': 'Réduire',
  'sign.zoomFit': 'Ajuster à la largeur',
  'sign.zoomLabel': 'Zoom',
  'sign.signingDate': 'La date de signature, remplie pour vous.',
  'sign.initialsLegend': 'Vos initiales',
  'sign.initialsTyped': 'Taper mes initiales',
  'sign.initialsDrawn': 'Dessiner mes initiales',
  'sign.initialsLabel': 'Vos initiales',
  'sign.initialsHelp': 'Dessinez vos initiales dans le cadre.',
  'sign.initialsArea': 'Zone de dessin des initiales',
  'sign.fieldProblem': 'Aller à {label}',

  // Le formulaire de code (ticket 24)
  'verification.title': 'Confirmez que c’est bien vous : {document}',
  'verification.lead':
    '{sender} vous demande de signer ce document. Avant qu’il ne s’ouvre, confirmez que ce lien de signature est bien le vôtre.',
  'verification.accessHeading': 'Saisissez votre code d’accès',
  'verification.accessHelp':
    '{sender} vous a donné un code d’accès pour ce document, séparément de l’e-mail contenant ce lien. Si vous ne l’avez pas, demandez-le à {sender}.',
  'verification.accessLabel': 'Code d’accès',
  'verification.emailHeading': 'Recevoir un code par e-mail',
  'verification.emailHelp': 'Nous envoyons un code à 6 chiffres à {email}. Il est valable {minutes} minutes.',
  'verification.emailLabel': 'Code à 6 chiffres reçu par e-mail',
  'verification.send': 'M’envoyer un code',
  'verification.sendAgain': 'M’envoyer un nouveau code',
  'verification.submit': 'Continuer',
  'verification.lockedUntil':
    'Trop de codes erronés ont été saisis. Vous pourrez réessayer à partir de {time}.',
  'verification.sent': 'Nous avons envoyé un code à {email}. Il est valable {minutes} minutes.',
  'verification.sending': 'Envoi…',
  'verification.checking': 'Vérification…',
  'verification.error.empty': 'Saisissez le code.',
  'verification.error.digits': 'Le code comporte 6 chiffres.',
  'verification.error.wrong': 'Ce code est erroné ou a expiré. Essais restants : {count}.',
  'verification.error.locked': 'Trop de codes erronés. Réessayez dans {wait} minutes.',
  'verification.error.sendLimit':
    'Vous avez demandé 5 codes au cours de la dernière heure. Réessayez dans {wait} minutes.',
  'verification.error.failed': 'Un problème est survenu. Veuillez réessayer.',

  'order.only': 'Vous êtes la seule personne à signer.',
  'order.firstOfTwo': 'Vous signez en premier sur deux ; l’autre signataire signe après vous.',
  'order.first': 'Vous signez en premier sur {count} ; les autres signent après vous.',
  'order.afterOne': 'Vous signez en {position} position sur {count} ; la première personne a signé.',
  'order.afterMany':
    'Vous signez en {position} position sur {count} ; les {earlier} premières personnes ont signé.',
  'order.ordinals':
    'première|deuxième|troisième|quatrième|cinquième|sixième|septième|huitième|neuvième|dixième',
  'order.numbers': 'un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix',

  'consent.intro':
    '{sender} utilise Countersign pour recueillir des signatures électroniques. Avant de signer, veuillez noter :',
  'consent.electronic':
    'En cochant la case, vous acceptez de recevoir ce document et les avis qui le concernent par voie électronique, et de le signer électroniquement. Votre signature électronique a le même effet qu’une signature sur papier.',
  'consent.paper':
    'Vous pouvez obtenir un exemplaire papier à tout moment, gratuitement : téléchargez le PDF ci-dessus et imprimez-le, ou demandez à {contact} de vous en envoyer un. Quand tout le monde aura signé, le PDF signé sera envoyé à {email} et pourra être téléchargé depuis cette page.',
  'consent.paperNoEmail':
    'Vous pouvez obtenir un exemplaire papier à tout moment, gratuitement : téléchargez le PDF ci-dessus et imprimez-le, ou demandez à {contact} de vous en envoyer un. Quand tout le monde aura signé, le PDF signé pourra être téléchargé depuis cette page.',
  'consent.withdraw':
    'Vous n’êtes pas obligé de signer électroniquement. Vous pouvez refuser ci-dessous, ou contacter {contact} pour signer sur papier. Retirer votre consentement plus tard n’annule pas une signature déjà donnée.',
  'consent.requirements':
    'Il vous faut un navigateur récent, un lecteur de PDF pour afficher ou imprimer le document, et un accès à l’adresse e-mail {email}. Si elle change, prévenez {contact}.',
  'consent.agree':
    'J’ai lu l’avis ci-dessus, j’accepte d’utiliser des documents électroniques et de signer ce document électroniquement, et je veux que ma signature électronique m’engage comme ma signature manuscrite.',

  'decline.summary': 'Refuser de signer',
  'decline.explain':
    'Si vous refusez, plus personne ne pourra signer cette demande et {sender} en sera informé par e-mail.',
  'decline.reason': 'Motif (facultatif, communiqué à {sender})',
  'decline.button': 'Refuser de signer',
  'decline.confirmQuestion': 'Refuser de signer {document} ? C’est définitif.',
  'decline.confirm': 'Oui, refuser',
  'decline.cancel': 'Non, revenir',

  'error.typed': 'Saisissez votre nom comme signature.',
  'error.drawn': 'Dessinez votre signature dans le cadre.',
  'error.consent': 'Cochez la case pour accepter de signer électroniquement.',
  'error.required': '{label} est obligatoire.',
  'error.number': '{label} doit être un nombre.',
  'error.email': '{label} doit être une adresse e-mail.',
  'error.tick': 'Cochez {label} pour signer : c’est obligatoire.',
  'error.date': '{label} doit être une date, écrite comme {example}.',
  'error.dateMonth': '{label} : il n’y a pas de mois {month}.',
  'error.dateDays': '{label} : {month} compte {days} jours.',
  'error.signFailed': 'Une erreur s’est produite et rien n’a été signé. Veuillez réessayer.',
  'error.declineFailed': 'Une erreur s’est produite et rien n’a été refusé. Veuillez réessayer.',
  'error.initials': 'Tapez ou dessinez vos initiales.',
  'error.range': '{label} doit être compris entre {min} et {max}.',
  'error.min': '{label} doit être au moins {min}.',
  'error.max': '{label} doit être au plus {max}.',
  'error.integer': '{label} doit être un nombre entier.',
  'error.summary': 'Veuillez corriger ce qui suit :',

  'waiting.title': 'Ce n’est pas encore votre tour',
  'waiting.lead': '{document} se signe dans l’ordre. Nous attendons que {waitingFor} signe d’abord.',
  'waiting.email':
    'Vous recevrez un e-mail à {email} quand ce sera votre tour, {name}. Vous pouvez fermer cette page.',
  'waiting.noEmail':
    'Revenez sur ce lien quand {sender} vous dira que c’est votre tour. Vous pouvez fermer cette page.',
  'signed.title': 'Merci, vous avez signé',
  'signed.lead': 'Vous avez signé {document} en tant que {role} le {date}.',
  'signed.next':
    'D’autres personnes doivent encore signer. Quand tout le monde aura signé, le document signé sera envoyé à {email}, et vous pourrez aussi le télécharger depuis ce lien. Vous pouvez fermer cette page.',
  'signed.nextNoEmail':
    'D’autres personnes doivent encore signer. Quand tout le monde aura signé, vous pourrez télécharger le document signé depuis ce lien. Vous pouvez fermer cette page.',
  'signed.nextEmbedded':
    'D’autres personnes doivent encore signer. Quand tout le monde aura signé, le document signé sera envoyé à {email}. Vous pouvez fermer cette page.',
  'signed.nextEmbeddedNoEmail': 'D’autres personnes doivent encore signer. Vous pouvez fermer cette page.',
  'completed.title': 'Tout le monde a signé',
  'completed.lead':
    'Merci, {name}. Vous avez signé {document} le {date}, et tous les autres aussi : le document est finalisé.',
  'completed.leadOnly': 'Merci, {name}. Vous avez signé {document} le {date} : le document est finalisé.',
  'completed.leadViewer': 'Tout le monde a signé {document} : le document est finalisé.',
  'completed.download': 'Télécharger le document signé (PDF)',
  'completed.keep':
    'Conservez-en une copie. Il se termine par un certificat d’audit et porte un sceau numérique : toute modification ultérieure est détectable.',
  'completed.emailed': 'Une copie a aussi été envoyée à {email}.',
  'declined.title': 'Cette demande a été refusée',
  'declined.byYou': 'Vous avez refusé de signer {document}. {sender} en a été informé.',
  'declined.other': 'Une personne a refusé de signer, {document} ne peut donc plus être signé.',
  'voided.title': 'Cette demande a été annulée',
  'voided.text': '{sender} a annulé cette demande, {document} ne peut donc plus être signé.',
  'expired.title': 'Cette demande a expiré',
  'expired.text':
    'Le délai pour signer {document} a pris fin le {date}. Demandez à {sender} une nouvelle demande si votre signature est toujours nécessaire.',
  'removed.title': 'Cette demande a été supprimée',
  'removed.text':
    'Cette demande et tout ce qu’elle contenait ont été supprimés définitivement : il n’y a plus rien à voir ni à signer ici. Si vous avez gardé le document signé, vous pouvez toujours le vérifier à l’adresse qui y figure.',
  'notFound.title': 'Ce lien de signature ne fonctionne pas',
  'notFound.text':
    'Le lien n’est pas valide. Vérifiez que vous avez ouvert le lien complet de l’e-mail, ou demandez à l’expéditeur de le renvoyer.',

  'mail.greeting': 'Bonjour {name},',
  'mail.greetingAnonymous': 'Bonjour,',
  'mail.messageFrom': 'Message de {sender} :',
  'mail.reason': 'Motif indiqué :',
  'mail.button': 'Consulter et signer',
  'mail.orOpen': 'Ou ouvrez ce lien : {url}',
  'mail.deadline': 'Merci de signer avant le {deadline}.',
  'mail.footerLink':
    'Envoyé par Countersign pour le compte de {sender}. Ce lien de signature est personnel : ne le transférez pas.',
  'mail.footer': 'Envoyé par Countersign pour le compte de {sender}.',
  'mail.footerReply': 'Les réponses à cet e-mail parviennent à {member} ({email}).',
  'mail.fromName': '{sender} via Countersign',
  'mail.invitation.subject': 'À signer : {document}, de {sender}',
  'mail.invitation.body': '{sender} vous a envoyé « {document} » à signer électroniquement.',
  'mail.reminder.subject': 'Rappel : merci de signer {document}, de {sender}',
  'mail.reminder.body': 'Petit rappel : « {document} » de {sender} attend votre signature.',
  'mail.voided.subject': 'Annulée : {document}',
  'mail.voided.body':
    '{sender} a annulé la demande de signature de « {document} ». Vous n’avez plus rien à faire.',
  'mail.declined.subject': 'Refusé : {document}',
  'mail.declined.body':
    '{decliner} a refusé de signer « {document} », la demande de {sender} est donc terminée. Vous n’avez plus rien à faire.',
  'mail.declineConfirmation.subject': 'Vous avez refusé : {document}',
  'mail.declineConfirmation.body':
    'Vous avez refusé de signer « {document} ». La demande de {sender} est terminée, et l’expéditeur en a été informé.',
  'mail.declineConfirmation.mistake':
    'S’il s’agit d’une erreur, répondez à cet e-mail pour joindre {member}.',
  'mail.completed.subject': 'Terminé : {document}',
  'mail.completed.body':
    'Tout le monde a signé « {document} », envoyé par {sender}. Le document signé est joint pour vos archives.',
  'mail.expired.subject': 'Expirée : {document}',
  'mail.expired.body':
    'La demande de signature de « {document} » envoyée par {sender} a expiré avant que tout le monde ait signé. Vous n’avez plus rien à faire.',
  'mail.footerCopied':
    '{sender} vous a mis en copie de cette demande : vous apprenez comment elle se termine, et vous n’avez rien à signer.',
  'mail.senderCompleted.body':
    'Tout le monde a signé « {document} ». Le document signé est joint pour vos archives.',
  'mail.senderCompleted.optOut':
    'Vous recevez cet e-mail parce que vous avez envoyé la demande. Pour ne plus les recevoir, désactivez-les dans Countersign, rubrique Notifications.',

  'mail.senderDeclined.subject': 'Refusé par {decliner} : {document}',
  'mail.senderDeclined.body':
    '{decliner} ({email}), qui signait en tant que {role}, a refusé de signer « {document} ». La demande est terminée et plus personne ne peut la signer.',
  'mail.senderDeclined.open': 'Ouvrir la demande',
  'mail.senderDeclined.request': 'Demande : {id}',
  'mail.senderDeclined.reply': 'Répondez à cet e-mail pour joindre {decliner}.',
  'mail.senderFooter': 'Envoyé par Countersign pour {workspace}.',

  // E-mail avec un code de vérification (ticket 24)
  'mail.verification.subject': 'Votre code pour ouvrir {document}',
  'mail.verification.body':
    '{sender} vous demande de signer « {document} ». Pour l’ouvrir, saisissez ce code sur la page de signature :',
  'mail.verification.valid': 'Le code est valable {minutes} minutes. Seul le code le plus récent fonctionne.',
  'mail.verification.button': 'Ouvrir la page de signature',
  'mail.verification.notYou':
    'Si vous n’avez pas demandé de code, ignorez cet e-mail : personne ne peut ouvrir le document sans lui.',

  'cert.email': 'E-mail',
  'cert.role': 'Rôle',
  'cert.ip': 'Adresse IP',
  'cert.userAgent': 'Navigateur',
  'cert.invited': 'Invité',
  'cert.opened': 'Ouvert',
  'cert.signed': 'Signé',
  'cert.declined': 'Refusé',
  'cert.method': 'Signature',
  'cert.typed': 'Nom saisi',
  'cert.drawn': 'Dessinée à la main',
  'cert.consent': 'Consentement',
  'cert.consentText': 'Avis sur la signature électronique accepté ({language}) ; SHA-256 de son texte :',
  'cert.language': 'Langue',
  'cert.verification': 'Vérification d’identité',
  'cert.verifiedEmail': 'Identité vérifiée par un code envoyé à {email}, saisi le {date}',
  'cert.verifiedAccessCode': 'Code d’accès donné par l’expéditeur, saisi le {date}',
  'cert.notVerified': 'Un code était exigé ; aucun n’a été saisi',
  'cert.copied': 'En copie',
  'cert.copiedNote': 'Ces personnes reçoivent l’issue de la demande. Il ne leur a pas été demandé de signer.',
  'sign.dateFormat': 'Écrivez-la sous la forme {pattern}',
  'sign.dateLetters': 'JJ MM AAAA',
  'verification.lockedUntilReminded':
    'Trop de codes erronés ont été saisis. Ce lien reste bloqué jusqu’à ce que {sender} vous l’envoie à nouveau : demandez-le-lui.',
  'verification.error.linkLocked':
    'Trop de codes erronés ont été saisis. Ce lien reste bloqué jusqu’à ce que {sender} vous l’envoie à nouveau.',
  'verification.accessCase': 'Majuscules et minuscules sont considérées comme identiques.',
  'mail.accessCodeNeeded':
    'Pour ouvrir le document, il vous faut le code d’accès que {sender} vous donne séparément. Il ne figure pas dans cet e-mail ; si vous ne l’avez pas, demandez-le à {sender}.',
  'mail.senderLinkLocked.subject': 'Lien de signature bloqué : {signer}, {document}',
  'mail.senderLinkLocked.body':
    '{count} codes erronés ont été saisis sur le lien de signature de {signer} ({email}), qui signe « {document} » en tant que {role}. Le lien est bloqué : il ne s’ouvre pour personne tant que vous n’avez pas relancé {signer}.',
  'mail.senderLinkLocked.unlock':
    'Si {signer} s’est trompé, envoyez-lui un rappel depuis la demande (ou avec l’appel remind de l’API) : le rappel débloque le lien. Sinon, quelqu’un d’autre a peut-être le lien : envisagez d’annuler la demande.',
  'verification.error.lockedHours': 'Trop de codes erronés. Réessayez dans {wait} heures.',

  // The field types and rules of issue 34 on the signing page
  'field.chooseBetween': 'Choisissez de {min} à {max}.',
  'field.chooseAtLeast': 'Choisissez-en au moins {min}.',
  'field.chooseAtMost': 'Choisissez-en au plus {max}.',
  'field.fileHint': 'Un fichier PDF, PNG ou JPEG de 10 Mo au plus.',
  'field.filesHint': 'Jusqu’à {max} fichiers PDF, PNG ou JPEG, de 10 Mo au plus chacun.',
  'field.imageHint': 'Une image PNG ou JPEG de 5 Mo au plus.',
  'field.remove': 'Retirer',
  'field.removeFile': 'Retirer {name}',
  'field.uploading': 'Envoi de {name}',
  'field.preview': 'Aperçu de {name}',
  'field.readonlyNote': 'Rempli par l’expéditeur ; non modifiable.',
  'field.imageGiven': 'Une image de l’expéditeur',
  'error.phone': '{label} n’est pas un numéro de téléphone.',
  'error.phoneRegion':
    '{label} n’est pas un numéro de téléphone. Sans indicatif de pays, un numéro est lu comme un numéro {code} : pour un autre pays, commencez par + et son indicatif.',
  'error.pattern': '{label} n’a pas la forme demandée.',
  'error.patternReason': '{label} : {reason}',
  'error.chooseMin': 'Choisissez-en au moins {min} pour {label}.',
  'error.chooseMax': 'Choisissez-en au plus {max} pour {label}.',
  'error.tooManyFiles': '{label} accepte au plus {max} fichiers : retirez-en un d’abord.',
  'error.fileType': '{name} n’est pas un fichier PDF, PNG ou JPEG.',
  'error.imageType': '{name} n’est pas une image PNG ou JPEG.',
  'error.fileSize': '{name} dépasse {size}.',
  'error.upload': '{name} n’a pas pu être joint : {reason}',
  'error.uploadFailed': '{name} n’a pas pu être joint. Veuillez réessayer.',
});
