// Le lien public d’un modèle (issue 45, point 4).
import type { publicLinks as en } from '../en/public-links.ts';

export const publicLinks: Record<keyof typeof en, string> = {
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
};
