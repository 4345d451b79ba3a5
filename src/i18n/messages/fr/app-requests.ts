// Français, the requests pages and a request. Keys and {placeholders} as in ../en/app-requests.ts.
import type { appRequests as en } from '../en/app-requests.ts';

export const appRequests = (): Record<keyof typeof en, string> => ({
  // The allowance panel on the list.
  'usage.title': 'Ce mois-ci',
  'usage.limited.one': '{used} demande de signature utilisée sur {count}',
  'usage.limited.other': '{used} demandes de signature utilisées sur {count}',
  'usage.unlimited.one': '{count} demande de signature envoyée ; votre offre n’a pas de limite',
  'usage.unlimited.other': '{count} demandes de signature envoyées ; votre offre n’a pas de limite',
  'usage.none': 'Votre offre n’inclut pas la signature électronique.',
  'usage.period': 'Depuis le {start} ; le quota se renouvelle le {reset}.',

  // The status tabs of the list.
  'tabs.label': 'Filtrer par statut',
  'tabs.all': 'Toutes',
  'tabs.in_progress': 'En cours',
  'tabs.completed': 'Terminées',
  'tabs.declined': 'Refusées',
  'tabs.expired': 'Expirées',
  'tabs.voided': 'Annulées',

  // The list.
  'requests.title': 'Demandes de signature',
  'requests.send': 'Envoyer un document',
  'requests.searchLabel':
    'Rechercher par nom ou e-mail d’un signataire, par modèle ou par identifiant de demande',
  'requests.search': 'Rechercher',
  'requests.clear': 'Effacer la recherche',
  'requests.document': 'Document',
  'requests.signers': 'Signataires',
  'requests.status': 'Statut',
  'requests.sent': 'Envoyée',
  'requests.empty': 'Aucune demande ici pour l’instant.',
  'requests.emptySearch': 'Aucune demande ne correspond à « {query} ».',
  'requests.paging': 'Pagination',
  'requests.newer': 'Demandes plus récentes',
  'requests.older': 'Demandes plus anciennes',
  'requests.caption': 'Demandes : {tab}',
  'requests.captionSearch': 'Demandes : {tab}, correspondant à « {query} »',
  'requests.sentBy': 'Envoyée par',
  'requests.sentByApiKey': '{name} (clé API)',
  'requests.sentByUnnamedKey': 'Clé API sans nom …{lastFour}',
  'requests.formerMember': 'Un ancien membre',

  // One request.
  'request.sentOn': 'Envoyée',
  'request.expiresOn': 'Expire',
  'request.expiredOn': 'Expirée',
  'request.completedOn': 'Terminée',
  'request.signers': 'Signataires',
  'request.signersHint': 'Ils signent l’un après l’autre, dans cet ordre.',
  'request.invited': 'Invité',
  'request.opened': 'Ouvert',
  'request.signed': 'Signé',
  'request.declined': 'Refusé',
  'request.turn': 'C’est au tour de {name} de signer.',
  'request.nobodyWaiting': 'Personne n’attend de signer.',
  'request.copied': 'En copie (CC)',
  'request.copiedHint':
    'Elles ne signent rien. Elles reçoivent le document signé, ou apprennent que la demande s’est terminée autrement.',
  'request.declinedBy': 'Refusée par {name} : {reason}',
  'request.declinedByNoReason': 'Refusée par {name}.',
  'request.linkLabel': 'Lien de signature de {name}',
  'request.linkHint': 'Personnel à ce signataire : ne le partagez qu’avec lui.',
  'request.actions': 'Actions',
  'request.remind': 'Relancer {name}',
  'request.remindHint': 'Envoie un e-mail avec son lien au signataire dont c’est le tour.',
  'request.cooldown':
    '{name} a été relancé il y a moins de 15 minutes. Vous pourrez le relancer à nouveau dans {wait}.',
  'request.reminded': 'Relance envoyée à {email}.',
  'request.noPendingSigner': 'Personne n’attend de signer, aucune relance n’a donc été envoyée.',
  'request.void': 'Annuler cette demande…',
  'request.voided': 'La demande est annulée. Plus personne ne peut la signer.',
  'request.alreadyVoided': 'La demande était déjà annulée.',
  'request.notVoidable': 'La demande est {status} et ne peut plus être annulée.',
  'request.voidReason': 'Motif : {reason}',
  'request.download': 'Télécharger le PDF signé',
  'request.downloadHint': 'Le document signé, scellé, avec son certificat d’audit.',
  'request.sendAgain': 'Envoyer à nouveau',
  'request.sendAgainHint':
    'Ouvre le formulaire d’envoi rempli avec les mêmes signataires et les mêmes valeurs.',
  'request.viewSent': 'Voir le document tel qu’envoyé (PDF)',
  'request.timeline': 'Historique',
  'request.sentFlash': 'La demande est envoyée.',
  'request.erase': 'Supprimer définitivement…',
  'request.eraseHint':
    'Efface définitivement les coordonnées des signataires, les valeurs, les signatures et le PDF signé.',
  'request.eraseOwnersOnly': 'Seuls les propriétaires peuvent supprimer une demande définitivement.',
  'request.erasureDue.one':
    'Sera effacée le {date} : cet espace de travail conserve les demandes terminées pendant {count} jour.',
  'request.erasureDue.other':
    'Sera effacée le {date} : cet espace de travail conserve les demandes terminées pendant {count} jours.',
  'request.erasureAfterEnd.one':
    'Une fois terminée, elle sera effacée après {count} jour (la durée de conservation de l’espace de travail).',
  'request.erasureAfterEnd.other':
    'Une fois terminée, elle sera effacée après {count} jours (la durée de conservation de l’espace de travail).',
  'request.notTerminal':
    'La demande est {status} : annulez-la d’abord, elle pourra ensuite être supprimée définitivement.',

  // Deleting an ended request permanently.
  'erasePage.title': 'Supprimer « {template} » définitivement ?',
  'erasePage.which': 'Envoyée le {sent} à {signers}.',
  'erasePage.lead':
    'Cette action est irréversible. Tout ce que contient la demande est effacé définitivement :',
  'erasePage.lostPeople':
    'les noms et adresses e-mail des signataires, ainsi que les adresses IP et navigateurs depuis lesquels ils ont signé',
  'erasePage.lostValues': 'les valeurs saisies, les signatures et le motif du refus ou de l’annulation',
  'erasePage.lostDocuments': 'le document tel qu’envoyé et le PDF signé avec son certificat d’audit',
  'erasePage.lostMail': 'les e-mails et les notifications qui la concernent',
  'erasePage.kept':
    'Ce qui reste : l’identifiant, le statut et les dates de la demande, ainsi que l’empreinte (SHA-256) du PDF signé, afin qu’une copie conservée puisse encore être vérifiée. Le quota utilisé par la demande n’est pas restitué.',
  'erasePage.download': 'Télécharger d’abord le PDF signé',
  'erasePage.confirm': 'Supprimer définitivement',
  'erasePage.keep': 'Conserver la demande',
  'erasePage.erasedFlash': 'La demande a été supprimée définitivement.',

  // Voiding a request.
  'voidPage.title': 'Annuler « {template} » ?',
  'voidPage.lead':
    'L’annulation met fin à la demande : plus personne ne peut la signer, et les signataires déjà contactés par e-mail en sont informés.',
  'voidPage.reason': 'Motif',
  'voidPage.reasonHint': 'Facultatif. Il figure dans l’e-mail envoyé aux signataires.',
  'voidPage.confirm': 'Annuler la demande',
  'voidPage.keep': 'Conserver la demande',
  'voidPage.tooLong': 'Utilisez au plus {max} caractères.',
  'request.changeEmail': 'Changer l’adresse',
  'request.changeEmailOf': 'Changer l’adresse e-mail de {name}',
  'request.corrected': 'L’adresse e-mail de {name} est changée ; son ancien lien ne fonctionne plus.',
  'changeEmail.title': 'Changer l’adresse e-mail de {name}',
  'changeEmail.lead':
    'Son lien de signature actuel cesse aussitôt de fonctionner et un nouveau est créé. Un code déjà saisi devra l’être à nouveau. Rien n’est facturé de nouveau.',
  'changeEmail.current': 'Actuellement : {email}',
  'changeEmail.email': 'Nouvelle adresse e-mail',
  'changeEmail.emailInvalid': 'Saisissez une adresse e-mail, par exemple nom@example.com.',
  'changeEmail.invite': 'Envoyer maintenant le nouveau lien à cette adresse, si c’est son tour',
  'changeEmail.confirm': 'Changer l’adresse',
  'changeEmail.keep': 'La garder',
  'changeEmail.notCorrectable':
    'Ce signataire ne peut plus être modifié : il a signé ou refusé, ou la demande est terminée.',

  // The request's timeline (its audit trail).
  'timeline.sent': 'Envoyée par {who}',
  'timeline.reminded': 'Relance à {email} envoyée par {who}',
  'timeline.remindedSigner': 'Relance au signataire envoyée par {who}',
  'timeline.voided': 'Annulée par {who}',
  'timeline.signerCorrected': 'Adresse de {role} changée de {from} en {to} par {who}',
  'timeline.opened': 'Ouverte par {who}',
  'timeline.signed': 'Signée par {who}',
  'timeline.declined': 'Refusée par {who}',
  'timeline.declinedReason': 'Refusée par {who} : {reason}',
  'timeline.completed': 'Terminée : tous les signataires ont signé et le document est scellé',
  'timeline.expired': 'Expirée',
  'timeline.downloaded': 'Document signé téléchargé par {who}',
  'timeline.erased': 'Effacée par {who}',
  'timeline.event': '{event} ({who})',
  'timeline.other': '{action} (par {who})',
  'timeline.viaApi': '{name} (clé API)',
  'timeline.operator': 'l’opérateur',
  'timeline.formerMember': 'un ancien membre ({id})',
});
