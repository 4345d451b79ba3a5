// Français, the send pages. Keys and {placeholders} as in ../en/app-send.ts.
import type { appSend as en } from '../en/app-send.ts';

export const appSend: Record<keyof typeof en, string> = {
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
};
