// Français, signature intégrée (issue 25 item 4) : l'avis de la page intégrée quand le navigateur ne
// garde rien dans un cadre, et les origines autorisées dans les paramètres.
export const embed = () => ({
  'embed.cookiesBlocked':
    'Votre navigateur ne permet pas à cette page de retenir votre code tant qu’elle est affichée dans un autre site.',
  'embed.openInTab': 'Ouvrir dans un nouvel onglet',
  'settings.embedding': 'Signature intégrée',
  'settings.embeddingLead':
    'Votre propre site peut afficher les pages de signature en son sein (le lien de signature avec ?embed=1, ou l’élément countersign-signing de /embed.js). Indiquez les origines exactes autorisées, une par ligne. Tout autre site est refusé.',
  'settings.embeddingOrigins': 'Origines autorisées',
  'settings.embeddingOriginsHint':
    'Une par ligne, par exemple https://app.example.com ou https://app.example.com:8443.',
  'settings.embeddingNone': 'Aucun site ne peut intégrer les pages de signature.',
  'settings.embeddingSaved': 'Les origines autorisées sont enregistrées.',
  'settings.embeddingInvalid': 'Ligne {line} : {problem}',
  'settings.embeddingTooMany': 'Indiquez au plus {max} origines.',
  'embed.problem.notUrl': 'ce n’est pas une origine comme https://app.example.com.',
  'embed.problem.scheme': 'une origine commence par https://.',
  'embed.problem.httpRefused':
    'utilisez https:// (http:// n’est accepté que si cette instance fonctionne en http).',
  'embed.problem.path': 'indiquez l’origine seule, sans chemin, requête ni fragment.',
  'embed.problem.credentials': 'une origine ne contient ni nom d’utilisateur ni mot de passe.',
  'embed.problem.host':
    'le nom d’hôte n’est pas valide (les jokers ne sont pas acceptés : indiquez chaque origine).',
  'audit.workspace.embedding_changed': 'Origines d’intégration modifiées',
});
