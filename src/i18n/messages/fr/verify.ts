// Français, la page publique de vérification (/verify). Keys and {placeholders} as in ../en/verify.ts.
import type { verify as en } from '../en/verify.ts';

export const verify = (): Record<keyof typeof en, string> => ({
  'verify.title': 'Vérifier un document signé',
  'verify.lead':
    'Vérifiez qu’un document exécuté par ce service est authentique et inchangé. Le fichier est vérifié sur ce serveur et n’est pas conservé.',
  'verify.dropLabel': 'Déposez le PDF ici, ou choisissez-le',
  'verify.chooseLabel': 'Choisissez le PDF',
  'verify.dropHint': 'Un PDF de 25 Mio au plus.',
  'verify.submit': 'Vérifier',
  'verify.checking': 'Vérification du fichier…',
  'verify.again': 'Vérifier un autre fichier',
  'verify.resultTitle': 'Résultat de la vérification',
  'verify.fileHash': 'SHA-256 du fichier',
  'verify.sealsHeading': 'Sceaux et horodatages',
  'verify.requestHeading': 'La demande de signature',
  'verify.claimedHeading': 'La demande dont ce fichier prétend provenir',
  'verify.claimed':
    'Le fichier a été modifié après avoir été scellé : ces informations ne disent donc que ce qu’il prétend. Elles sont données telles que le service les a enregistrées.',
  'verify.noRequest':
    'Aucune demande terminée par ce service n’a ces pages exécutées : aucune information sur la demande n’est affichée.',
  'verify.erased':
    'Ce service a terminé cette demande, et son dossier a depuis été effacé : les noms et les informations qu’il contenait ne sont plus conservés. Le sceau ci-dessus indique toujours si ce fichier est celui qu’il a scellé.',
  'verify.kind.signature': 'Sceau',
  'verify.kind.document_timestamp': 'Horodatage du document',
  'verify.label.signer': 'Signé par',
  'verify.label.ours': 'De ce service',
  'verify.label.intact': 'Intact',
  'verify.label.covers': 'Couvre tout le fichier',
  'verify.label.signedAt': 'Signé le (déclaré)',
  'verify.label.timestamp': 'Horodatage de confiance',
  'verify.label.noTimestamp': 'aucun',
  'verify.label.requestId': 'Identifiant de la demande',
  'verify.label.template': 'Modèle',
  'verify.label.completed': 'Terminée',
  'verify.label.erased': 'Dossier effacé',
  'verify.label.signers': 'Signataires',
  'verify.signerSigned': '{role} : signé le {date}',
  'verify.signerNotSigned': '{role} : non signé',
  'verify.yes': 'oui',
  'verify.no': 'non',
  'verify.timestampBy': '{time} par {authority}',
  'verify.timestampByBroken': '{time} par {authority} (altéré)',
  'verify.verdict.valid.heading': 'Authentique et inchangé',
  'verify.verdict.valid.text':
    'Ce fichier est exactement tel que ce service l’a scellé : le sceau est intact et rien n’a été modifié ni ajouté depuis.',
  'verify.verdict.modified.heading': 'Modifié après le scellement',
  'verify.verdict.modified.text':
    'Ce fichier porte le sceau de ce service, mais son contenu ne correspond plus à ce qui a été scellé, ou quelque chose a été ajouté après le sceau. Ne vous y fiez pas ; demandez l’original à l’expéditeur.',
  'verify.verdict.not_ours.heading': 'Signé, mais pas par ce service',
  'verify.verdict.not_ours.text':
    'Ce fichier porte une signature numérique, mais aucune faite par ce service. Vérifiez-la auprès de son signataire.',
  'verify.verdict.not_sealed.heading': 'Aucun sceau',
  'verify.verdict.not_sealed.text':
    'Ce PDF ne porte aucune signature numérique : rien ne peut confirmer sa provenance ni qu’il est inchangé.',
  'verify.error.notPdf': 'Le fichier n’est pas un PDF.',
  'verify.error.noFile': 'Choisissez un PDF à vérifier.',
  'verify.error.tooLarge': 'Le fichier dépasse 25 Mio.',
  'verify.error.generic': 'Le fichier n’a pas pu être vérifié. Veuillez réessayer.',
});
