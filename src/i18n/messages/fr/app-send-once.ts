// Français, « Envoyer un document » une seule fois depuis la page des demandes (issue 32 item 5).
export const appSendOnce = {
  'sendOnce.title': 'Envoyer un document',
  'sendOnce.lead':
    'Téléversez le document, placez les champs à remplir et à signer, puis choisissez qui signe. Il est envoyé une fois et n’est pas ajouté à vos modèles.',
  'sendOnce.steps': 'Étapes',
  'sendOnce.stepUpload': 'Téléverser',
  'sendOnce.stepFields': 'Placer les champs',
  'sendOnce.stepSend': 'Choisir les signataires et envoyer',
  'sendOnce.name': 'Nom du document',
  'sendOnce.nameHint': 'Les signataires voient ce nom, et le fichier signé porte ce nom.',
  'sendOnce.nameRequired': 'Saisissez un nom pour le document.',
  'sendOnce.file': 'Le document (PDF)',
  'sendOnce.submit': 'Suivant : placer les champs',
  'sendOnce.next': 'Suivant : choisir les signataires',
  'sendOnce.unsent': 'Commencés, pas encore envoyés',
  'sendOnce.unsentHint':
    'Les documents que vous avez commencé à préparer. Reprenez là où vous vous étiez arrêté.',
  'sendOnce.continue': 'Reprendre « {name} »',
  'sendOnce.fromTemplate': 'Envoyer à partir d’un modèle',
  'sendOnce.orUpload': 'Ou téléversez un document et envoyez-le une fois, sans créer de modèle :',
  'sendOnce.uploadLink': 'Envoyer un document une fois',
  'sendOnce.documents': 'Documents',
  'sendOnce.documentsHint': 'Ce que reçoivent les signataires, dans cet ordre.',
  'sendOnce.pages.one': '{count} page',
  'sendOnce.pages.other': '{count} pages',
} as const;
