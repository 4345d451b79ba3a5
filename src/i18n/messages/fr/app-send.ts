// Français, the send pages. Keys and {placeholders} as in ../en/app-send.ts.
import type { appSend as en } from '../en/app-send.ts';

export const appSend = (): Record<keyof typeof en, string> => ({
  'send.title': 'Envoyer un document',
  'send.choose': 'Choisissez un modèle publié',
  'send.noTemplates':
    'Il n’y a pas encore de modèle publié. Créez-en un et publiez-le (ou faites les deux via l’API), puis envoyez-le d’ici.',
  'send.toTemplates': 'Aller aux modèles',
  'send.formTitle': 'Envoyer « {template} »',
  'send.signers': 'Signataires',
  'send.signersHint': 'Ils signent l’un après l’autre, dans cet ordre.',
  'send.roleLegend': '{n}. {role}',
  'send.name': 'Nom',
  'send.email': 'Adresse e-mail',
  'send.locale': 'Langue',
  'send.localeHint': 'Ses pages de signature et ses e-mails sont rédigés dans cette langue.',
  'send.localeInvalid': 'Choisissez l’une des langues proposées.',
  'send.summaryName': '{role}, nom',
  'send.summaryEmail': '{role}, adresse e-mail',
  'send.summaryLocale': '{role}, langue',
  // Vérification du signataire (ticket 24)
  'send.verification': 'Avant l’ouverture du document',
  'send.verificationNone': 'Aucun code',
  'send.verificationNoneHint': 'Le lien de signature suffit à ouvrir le document.',
  'send.verificationAccessCode': 'Un code d’accès que vous lui donnez',
  'send.verificationAccessCodeHint':
    'Communiquez le code vous-même, pas par e-mail (par téléphone, par exemple). Il ne sera plus jamais affiché.',
  'send.accessCode': 'Code d’accès',
  'send.accessCodeHint': 'Seulement avec un code d’accès : de 4 à 64 caractères.',
  'send.accessCodeLength': 'Le code d’accès doit comporter de {min} à {max} caractères.',
  'send.verificationEmailCode': 'Un code envoyé par e-mail',
  'send.verificationEmailCodeHint':
    'La page de signature envoie un code à 6 chiffres à son adresse avant l’ouverture du document.',
  'send.summaryAccessCode': '{role}, code d’accès',
  'send.details': 'Informations pour le document',
  'send.detailsHint': 'Elles sont insérées dans le document avant son envoi.',
  'send.selectPrompt': 'Choisir…',
  'send.messageLegend': 'Message et e-mail',
  'send.message': 'Message aux signataires',
  'send.messageHint': 'Facultatif. Inclus dans l’e-mail qui invite chaque signataire.',
  'send.sendEmail': 'Inviter les signataires par e-mail',
  'send.sendEmailHint':
    'Décochez pour transmettre vous-même les liens de signature ; ils figurent sur la page de la demande.',
  'send.expiryLegend': 'Expiration',
  'send.expiresOn': 'Date d’expiration',
  'send.expiresOnHint.one':
    'Facultatif. La demande expire à la fin de ce jour (UTC). Sans date, elle expire {count} jour après son envoi.',
  'send.expiresOnHint.other':
    'Facultatif. La demande expire à la fin de ce jour (UTC). Sans date, elle expire {count} jours après son envoi.',
  'send.expiresInvalid': 'Saisissez la date d’expiration sous forme de date, par exemple 2027-01-31.',
  'send.expiresPast': 'La date d’expiration est passée. Choisissez aujourd’hui ou un jour ultérieur.',
  'send.expiresTooFar.one': 'Choisissez une date d’expiration dans {count} jour au plus.',
  'send.expiresTooFar.other': 'Choisissez une date d’expiration dans {count} jours au plus.',
  'send.preview': 'Aperçu du PDF',
  'send.previewHint': 'Ouvre le document rempli dans un nouvel onglet ; rien n’est envoyé.',
  'send.submit': 'Envoyer pour signature',
  'send.otherTemplate': 'Choisir un autre modèle',
  'send.blankName': 'Saisissez le nom du signataire.',
  'send.nameNotOneLine':
    'Écrivez le nom sur une seule ligne, sans tabulation ni autre caractère de contrôle.',
  'send.badEmail': 'Saisissez une adresse e-mail, par exemple nom@example.com.',
  'send.tooLong.one': 'Utilisez au plus {count} caractère.',
  'send.tooLong.other': 'Utilisez au plus {count} caractères.',
  'send.limitReached':
    'Votre espace de travail a utilisé {used} de ses {limit} demandes de signature ce mois-ci : rien n’a donc été envoyé. Le quota se renouvelle le {reset}.',
  'send.planMissing':
    'L’offre de votre espace de travail n’inclut pas la signature électronique : rien n’a donc été envoyé. Demandez à la personne qui gère Countersign dans votre entreprise de changer d’offre.',
  'send.templateGone': 'Ce modèle n’est plus publié. Choisissez-en un autre.',
  'send.invalidValue': '{label} {reason}.',
  'send.duplicateTitle': 'Envoyé aux mêmes signataires il y a un instant',
  'send.duplicateWarning':
    '« {template} » a été envoyé aux mêmes signataires il y a moins de 10 minutes : {link}. Un nouvel envoi crée une seconde demande et utilise à nouveau votre quota.',
  'send.duplicateLink': 'la demande envoyée le {time}',
  'send.sendAnyway': 'Envoyer quand même',
  'send.sendAnywayHint':
    'Cochez cette case, puis envoyez à nouveau le formulaire, si la seconde demande est voulue.',
  'send.ccLegend': 'Personnes en copie',
  'send.cc': 'Copie à (CC)',
  'send.ccHint.one':
    'Facultatif, {count} personne au plus. Une par ligne : son adresse e-mail, puis une virgule et son nom si vous le souhaitez. Elles ne signent rien : elles reçoivent le document signé, ou apprennent que la demande s’est terminée autrement.',
  'send.ccHint.other':
    'Facultatif, {count} personnes au plus. Une par ligne : son adresse e-mail, puis une virgule et son nom si vous le souhaitez. Elles ne signent rien : elles reçoivent le document signé, ou apprennent que la demande s’est terminée autrement.',
  'send.ccTooMany.one': 'Mettez en copie {count} personne au plus.',
  'send.ccTooMany.other': 'Mettez en copie {count} personnes au plus.',
  'send.ccBadEmail': 'Ligne {line} : « {text} » n’est pas une adresse e-mail, comme nom@example.com.',
  'send.ccSigner':
    'Ligne {line} : {email} signe cette demande, et les signataires reçoivent déjà chaque notification.',
  'send.ccTwice': 'Ligne {line} : {email} figure deux fois.',
  'send.ccNameTooLong': 'Ligne {line} : utilisez au plus {count} caractères pour le nom.',
  'send.ccNameNotOneLine': 'Ligne {line} : écrivez le nom sans tabulation ni autre caractère de contrôle.',
  // Bulk send from a spreadsheet (issue 24, web/send/bulk).
  'bulk.link': 'Envoyer à plusieurs',
  'bulk.linkHint': 'Envoyez ce modèle à 1 000 personnes au plus en une fois, depuis un tableur (CSV).',
  'bulk.back': 'Envoyer « {template} » à une personne',
  'bulk.title': 'Envoyer « {template} » à plusieurs',
  'bulk.intro':
    'Remplissez un tableau avec une ligne par demande, enregistrez-le en CSV et importez-le. Chaque ligne est vérifiée avant tout envoi.',
  'bulk.step1': '1. Télécharger les colonnes',
  'bulk.columnsHint':
    'Le fichier a une colonne pour le nom et une pour l’adresse e-mail de chaque signataire, puis une colonne pour chaque information du document, nommée par sa clé. Les colonnes suivantes sont facultatives : omettez-les ou laissez-les vides pour envoyer comme le formulaire d’envoi laissé tel quel :',
  'bulk.columnHeading': 'Colonne',
  'bulk.meaningHeading': 'Ce qu’elle contient',
  'bulk.signerName': 'Le nom du signataire {role}',
  'bulk.signerEmail': 'L’adresse e-mail du signataire {role}',
  'bulk.required': 'obligatoire',
  'bulk.optional': 'facultatif',
  'bulk.type.text': 'texte',
  'bulk.type.number': 'un nombre, comme 1200.50',
  'bulk.type.date': 'une date, comme 2027-01-31',
  'bulk.type.email': 'une adresse e-mail',
  'bulk.type.checkbox': '1, yes ou true pour cocher ; vide, 0, no ou false pour laisser décoché',
  'bulk.type.select': 'l’une de : {options}',
  'bulk.type.multiple': 'au choix parmi : {options}, séparées par |, p. ex. {example}',
  'bulk.download': 'Télécharger l’en-tête CSV',
  'bulk.step2': '2. Importer le fichier rempli',
  'bulk.file': 'Fichier CSV',
  'bulk.fileHint':
    'Jusqu’à {count} lignes et {size}, en UTF-8, séparées par des virgules ou des points-virgules. Les lignes sont numérotées comme dans un tableur : l’en-tête est la ligne 1.',
  'bulk.check': 'Vérifier le fichier',
  'bulk.checkHint': 'Rien n’est encore envoyé : vous voyez d’abord chaque ligne vérifiée.',
  'bulk.noFile': 'Choisissez le fichier CSV à importer.',
  'bulk.empty': 'Le fichier est vide.',
  'bulk.tooLarge': 'Le fichier dépasse {size}. Découpez-le en fichiers plus petits.',
  'bulk.notText':
    'Le fichier n’est pas du texte UTF-8. Enregistrez-le depuis votre tableur en « CSV UTF-8 ».',
  'bulk.unreadable':
    'Le fichier n’a pas pu être lu comme CSV vers la ligne {line}. Vérifiez que chaque guillemet est fermé.',
  'bulk.missingColumns': 'Il manque au fichier la colonne {columns}. Partez de l’en-tête téléchargé.',
  'bulk.unknownColumns': 'Ce modèle n’a pas de colonne {columns}. Supprimez-la ou corrigez son titre.',
  'bulk.untitledColumn': 'la colonne {n} (sans titre)',
  'bulk.repeatedColumns': 'Ces colonnes apparaissent plusieurs fois : {columns}.',
  'bulk.noRows': 'Le fichier a un en-tête mais aucune ligne à envoyer.',
  'bulk.tooManyRows':
    'Le fichier a {rows} lignes ; un fichier peut en avoir {max} au plus. Découpez-le en fichiers plus petits.',
  'bulk.overAllowance':
    'Ce fichier enverrait {count} demandes, mais il reste à votre espace de travail {remaining} de ses {limit} demandes de signature ce mois-ci : rien n’a donc été envoyé. Le quota se renouvelle le {reset}.',
  'bulk.cellProblem': '{column} : {problem}',
  'bulk.extraCells.one': 'La ligne a {count} cellule au-delà des colonnes de l’en-tête.',
  'bulk.extraCells.other': 'La ligne a {count} cellules au-delà des colonnes de l’en-tête.',
  'bulk.previewTitle': 'Vérifier « {template} » avant l’envoi',
  'bulk.fileRows.one': '{file} : {count} ligne.',
  'bulk.fileRows.other': '{file} : {count} lignes.',
  'bulk.countReady': 'Prêtes à envoyer',
  'bulk.countInvalid': 'Avec des problèmes, non envoyées',
  'bulk.countAlready': 'Déjà envoyées, pas renvoyées',
  'bulk.countFailed': 'N’ont pas pu être envoyées',
  'bulk.problemsTitle': 'Lignes avec des problèmes',
  'bulk.problemsHint':
    'Ces lignes ne sont pas envoyées. Corrigez-les et importez de nouveau le fichier : les lignes déjà envoyées ne le sont pas deux fois, seules les lignes corrigées partent.',
  'bulk.rowHeading': 'Ligne',
  'bulk.signersHeading': 'Signataires',
  'bulk.problemsHeading': 'Problèmes',
  'bulk.resultHeading': 'Résultat',
  'bulk.readyTitle': 'Lignes à envoyer',
  'bulk.alreadyTitle': 'Lignes déjà envoyées',
  'bulk.send.one': 'Envoyer {count} demande',
  'bulk.send.other': 'Envoyer {count} demandes',
  'bulk.sendHint':
    'Chaque ligne devient une demande et utilise l’une des demandes de signature du mois. Renvoyer plus tard ce même fichier n’envoie rien deux fois.',
  'bulk.nothingToSend': 'Il ne reste rien à envoyer dans ce fichier.',
  'bulk.otherFile': 'Importer un autre fichier',
  'bulk.resultTitle': '« {template} » envoyé à plusieurs',
  'bulk.resultSent': 'Envoyée',
  'bulk.resultAlready': 'Déjà envoyée',
  'bulk.resultFailed': 'Non envoyée',
  'bulk.open': 'Ouvrir',
  'bulk.requestOfRow': 'la demande de la ligne {row}',
  'bulk.erased': 'Sa demande a été effacée depuis.',
  'bulk.limitRanOut': 'Le quota du mois était épuisé avant cette ligne.',
  'bulk.rowError': 'Cette ligne n’a pas pu être envoyée. Renvoyez le même fichier pour réessayer.',
  'bulk.toRequests': 'Aller aux demandes',
  // Bulk send's optional columns and repeated rows (issue 31, web/send/bulk).
  'bulk.signerLanguage':
    'Facultatif : la langue des e-mails et des pages de signature du signataire {role}, parmi {languages}. Vide : la vôtre.',
  'bulk.signerEmailCode':
    'Facultatif : oui pour que la page de signature envoie par e-mail au signataire {role} un code à saisir avant de signer (pas avec un code d’accès). Vide : aucun code.',
  'bulk.emailCodeCell':
    'Écrivez oui, ou laissez la cellule vide ; un signataire ne reçoit pas à la fois un code d’accès et un code par e-mail.',
  'bulk.signerAccessCode':
    'Facultatif : un code de {min} à {max} caractères que le signataire {role} saisit avant de signer ; communiquez-le-lui vous-même. Vide : aucun code.',
  'bulk.ccColumn.one':
    'Facultatif : au plus {count} personne en copie de la demande, sous la forme « e-mail, nom » (le nom peut manquer). Elle reçoit l’issue, pas de lien de signature.',
  'bulk.ccColumn.other':
    'Facultatif : au plus {count} personnes en copie de la demande, chacune sous la forme « e-mail, nom » (le nom peut manquer), séparées par des points-virgules. Elles reçoivent l’issue, pas de lien de signature.',
  'bulk.expiresColumn':
    'Facultatif : le jour où la demande expire (à sa fin, UTC), par exemple 2027-01-31. Vide : la durée habituelle d’une demande.',
  'bulk.repeatedRow': 'Cette ligne est identique à la ligne {row} : elle est envoyée une seule fois.',
  'bulk.countRecent': 'Envoyées aux mêmes personnes à l’instant',
  'bulk.recentTitle': 'Lignes envoyées aux mêmes signataires à l’instant',
  'bulk.recentHint':
    'Les signataires de ces lignes ont reçu ce modèle il y a moins de 10 minutes, depuis un autre fichier ou un autre envoi (une ligne corrigée depuis, par exemple). Elles ne sont envoyées que si vous choisissez de les envoyer quand même : chacune créerait une seconde demande et utiliserait à nouveau votre quota.',
  'bulk.sendAnyway.one': 'Envoyer {count} demande, répétitions comprises',
  'bulk.sendAnyway.other': 'Envoyer {count} demandes, répétitions comprises',
  'bulk.resultRecent': 'Répétition',
  'bulk.recentOf': 'Les mêmes signataires ont reçu {link}.',
});
