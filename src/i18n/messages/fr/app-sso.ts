// Français, authentification unique (issue 25 item 2) : le bouton « Continuer avec », les refus d’une
// connexion par le fournisseur d’identité, le choix de l’espace de travail et les réglages.
export const appSso = () => ({
  'sso.continueWith': 'Continuer avec {provider}',
  'sso.refusedTitle': 'Vous n’êtes pas connecté',
  'sso.refused.expired':
    'Cette connexion a expiré ou a déjà été terminée. Recommencez depuis la page de connexion.',
  'sso.refused.denied': 'Votre fournisseur d’identité ne vous a pas connecté. Vous pouvez réessayer.',
  'sso.refused.invalid':
    'La réponse de votre fournisseur d’identité n’a pas pu être vérifiée (elle a été modifiée, déjà utilisée ou a expiré) : vous n’avez pas été connecté. Recommencez.',
  'sso.refused.unverified':
    'Votre fournisseur d’identité n’a pas vérifié votre adresse e-mail et ne peut donc pas vous connecter ici. Faites d’abord vérifier l’adresse par votre fournisseur.',
  'sso.refused.unknown':
    'Aucun espace de travail ici n’a de membre avec l’adresse e-mail confirmée par votre fournisseur d’identité. Demandez à un propriétaire de votre espace de vous inviter.',
  'sso.unavailable':
    'Votre fournisseur d’identité est injoignable pour le moment. Réessayez dans quelques minutes.',
  'sso.notConfigured': 'L’authentification unique n’est pas configurée sur ce service.',
  'sso.backToSignIn': 'Retour à la connexion',
  'sso.chooseTitle': 'Choisir un espace de travail',
  'sso.chooseLead': 'Votre adresse appartient à plusieurs espaces de travail. Lequel voulez-vous ouvrir ?',
  'sso.chooseButton': 'Ouvrir {workspace}',
  'sso.requiredTitle': 'Authentification unique obligatoire',
  'sso.required':
    '{workspace} exige l’authentification unique : connectez-vous avec {provider} plutôt qu’avec un lien par e-mail ou une clé d’accès.',
  'sso.requiredUnset':
    '{workspace} exige l’authentification unique, que ce service ne propose pas pour le moment. Adressez-vous à la personne qui l’administre.',
  'sessions.method.oidc': 'par authentification unique',
  'sso.settingsTitle': 'Authentification unique',
  'sso.settingsLead':
    'Les membres peuvent se connecter avec {provider}, grâce à l’adresse e-mail vérifiée qu’il détient.',
  'sso.settingsUnset':
    'Aucun fournisseur d’identité n’est configuré sur ce service : l’authentification unique est indisponible.',
  'sso.requiredLabel': 'Exiger l’authentification unique',
  'sso.requiredHint':
    'Les liens de connexion par e-mail et les clés d’accès sont alors refusés pour cet espace de travail.',
  'sso.joinDomainLabel': 'Domaine dont les personnes peuvent rejoindre',
  'sso.joinDomainHint':
    'Une personne dont l’adresse vérifiée se termine par @ ce domaine rejoint l’espace comme membre à sa première connexion, une fois le domaine prouvé par l’espace de travail. Laissez vide pour que personne ne rejoigne ainsi.',
  'sso.joinDomainInvalid': 'Saisissez un nom de domaine, par exemple example.com.',
  'sso.save': 'Enregistrer l’authentification unique',
  'sso.saved': 'Réglages de l’authentification unique enregistrés.',
  'sso.ownersOnly': 'Seuls les propriétaires peuvent modifier ces réglages.',
  'sso.requiredOn': 'L’authentification unique est obligatoire.',
  'sso.requiredOff': 'L’authentification unique est facultative.',
  'sso.joinDomainNone': 'Personne ne rejoint par domaine.',
  'sso.joinDomainIs': 'Les personnes ayant une adresse chez {domain} rejoignent comme membres.',
  // The audit log's names of these actions (settings page).
  'audit.workspace.sso_changed': 'Authentification unique modifiée',
  'audit.member.joined': 'A rejoint par authentification unique',
  'sso.refused.foreign':
    'Cette réponse de votre fournisseur d’identité appartient à une autre connexion ; elle n’a donc pas été utilisée. Si vous avez commencé une connexion dans ce navigateur, elle est toujours ouverte : terminez-la ou recommencez.',
  'sso.joinDomainPublic':
    'Il s’agit d’un domaine de messagerie public où n’importe qui peut avoir une adresse ; il ne peut donc faire rejoindre personne. Saisissez le domaine propre à votre organisation.',
  'sso.joinDomainTaken':
    'Un autre espace de travail a déjà prouvé ce domaine ; il ne peut pas être utilisé ici.',
  'sso.verifyNotFound':
    'Aucun enregistrement TXT portant la valeur de cet espace de travail n’a encore été trouvé. Vérifiez le nom et la valeur de l’enregistrement ; les changements DNS peuvent mettre un moment à apparaître.',
  'sso.joinedNotice':
    'Vous avez rejoint {workspace} par authentification unique, car votre adresse vérifiée appartient à un domaine que cet espace de travail a prouvé. Ses propriétaires voient votre nom et votre adresse.',
  'sso.domainPending': '{domain} attend d’être prouvé : personne ne rejoint par ce domaine d’ici là.',
  'sso.domainRecordLead':
    'Pour prouver que votre organisation détient ce domaine, ajoutez cet enregistrement dans son DNS (au nom indiqué, ou sur le domaine lui-même), puis faites-le vérifier :',
  'sso.domainRecordName': 'Nom (hôte)',
  'sso.domainRecordType': 'Type d’enregistrement',
  'sso.domainRecordValue': 'Valeur',
  'sso.domainOperatorHint':
    'Vous pouvez aussi demander à la personne qui exploite ce service de confirmer le domaine ; elle le peut lorsque l’adresse d’un propriétaire est sur {domain}.',
  'sso.domainCheck': 'Vérifier l’enregistrement DNS',
  'sso.domainVerifiedDns':
    'Les personnes ayant une adresse sur {domain} rejoignent l’espace comme membres : son enregistrement DNS a prouvé le domaine.',
  'sso.domainVerifiedOperator':
    'Les personnes ayant une adresse sur {domain} rejoignent l’espace comme membres : la personne qui exploite ce service a confirmé le domaine.',
  'audit.workspace.sso_domain_verified': 'Domaine d’authentification unique prouvé',
});
