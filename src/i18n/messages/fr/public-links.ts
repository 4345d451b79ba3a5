// Le lien public d’un modèle (issue 45, point 4).
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks = (): Record<keyof typeof en, string> => ({
  'publicLink.lead': '{workspace} vous demande de remplir et de signer « {document} ».',
  'publicLink.hint':
    'Indiquez votre nom et votre adresse e-mail pour commencer. Votre exemplaire signé sera envoyé à cette adresse.',
  'publicLink.verifyHint':
    'Nous vous envoyons un code par e-mail pour confirmer l’adresse avant que vous signiez.',
  'publicLink.nextHeading': 'Après vous',
  'publicLink.next': '{role} : {name}',
  'publicLink.name': 'Vos nom et prénom',
  'publicLink.email': 'Votre adresse e-mail',
  'publicLink.start': 'Continuer',
  'publicLink.working': 'Vérification de ce navigateur, un instant…',
  'publicLink.noscript':
    'Ce formulaire nécessite JavaScript : votre navigateur effectue un court calcul qui écarte les inscriptions automatisées.',
  'publicLink.problems': 'Veuillez vérifier le formulaire :',
  'publicLink.error.name': 'Saisissez votre nom.',
  'publicLink.error.email': 'Saisissez une adresse e-mail, par exemple nom@example.com.',
  'publicLink.error.proof':
    'La vérification de votre navigateur n’est pas arrivée ou était trop ancienne. Veuillez renvoyer le formulaire.',
  'publicLink.limited.title': 'Trop de signatures commencées',
  'publicLink.limited.lead':
    'Ce formulaire a été commencé trop de fois aujourd’hui, depuis cette connexion ou au total. Veuillez réessayer demain.',
  'publicLink.unavailable.title': 'Ce formulaire n’est pas disponible',
  'publicLink.unavailable.lead':
    'Le lien a peut-être été désactivé ou mal saisi, ou le formulaire n’accepte pas de nouvelles signatures pour le moment. Veuillez contacter la personne qui vous a donné le lien.',

  // The application: an owner turns a template’s link on and off.
  'publicLink.app.action': 'Lien public',
  'publicLink.app.actionLabel': 'Lien public de {name}',
  'publicLink.app.title': 'Lien public : {name}',
  'publicLink.app.lead':
    'Toute personne disposant du lien signe ce modèle en tant que {role} : elle indique son nom et son adresse e-mail, puis signe. La demande est ensuite transmise aux personnes que vous indiquez ici et est décomptée de votre quota mensuel.',
  'publicLink.app.on': 'Le lien est actif. Partagez-le là où les signataires le trouveront.',
  'publicLink.app.off': 'Le lien est désactivé.',
  'publicLink.app.url': 'Lien',
  'publicLink.app.people': 'Qui suit en tant que {role}',
  'publicLink.app.personName': 'Nom',
  'publicLink.app.personEmail': 'Adresse e-mail',
  'publicLink.app.verify': 'Demander un code envoyé par e-mail avant la signature (recommandé)',
  'publicLink.app.turnOn': 'Activer le lien',
  'publicLink.app.save': 'Enregistrer les modifications',
  'publicLink.app.turnOff': 'Désactiver le lien',
  'publicLink.app.turnedOn': 'Le lien est actif.',
  'publicLink.app.turnedOff': 'Le lien est désactivé : son adresse ne fonctionne plus.',
  'publicLink.app.ownersOnly':
    'Seul un propriétaire de l’espace de travail peut activer ou désactiver le lien public d’un modèle.',
  'publicLink.app.notPublished': 'Un lien public n’est possible que pour un modèle publié.',
  'publicLink.app.nameMissing': 'Saisissez le nom.',
  'publicLink.app.emailMissing': 'Saisissez une adresse e-mail, par exemple nom@example.com.',
});
