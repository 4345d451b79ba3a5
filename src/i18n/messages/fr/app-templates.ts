// Français, the templates list, the new-template form, the flow editor. Keys and {placeholders} as in ../en/app-templates.ts.
import type { appTemplates as en } from '../en/app-templates.ts';

export const appTemplates = (): Record<keyof typeof en, string> => ({
  // The kinds of field, shared by the builder and the flow editor.
  'fieldType.text': 'Texte',
  'fieldType.number': 'Nombre',
  'fieldType.date': 'Date',
  'fieldType.email': 'E-mail',
  'fieldType.checkbox': 'Case à cocher',
  'fieldType.select': 'Choix',
  'fieldType.signature': 'Signature',
  'fieldType.initials': 'Initiales',
  'fieldType.radio': 'Boutons radio',
  'fieldType.multiple': 'Cases à cocher',
  'fieldType.phone': 'Téléphone',
  'fieldType.file': 'Fichier',
  'fieldType.image': 'Photo',

  // The list.
  'templates.title': 'Modèles',
  'templates.lead':
    'Les documents que vous envoyez pour signature. Les brouillons peuvent être modifiés ; publiez-en un pour l’envoyer. Pour modifier un modèle publié, dupliquez-le.',
  'templates.newTemplate': 'Nouveau modèle',
  'templates.empty': 'Aucun modèle pour l’instant. Créez-en un pour l’envoyer pour signature.',
  'templates.name': 'Nom',
  'templates.kind': 'Type',
  'templates.status': 'Statut',
  'templates.created': 'Créé le',
  'templates.kinds.flow': 'Document rédigé',
  'templates.kinds.coordinate': 'PDF avec champs',
  'templates.statuses.draft': 'Brouillon',
  'templates.statuses.published': 'Publié',
  'templates.statuses.archived': 'Archivé',
  'templates.edit': 'Modifier',
  'templates.editLabel': 'Modifier {name}',
  'templates.duplicate': 'Dupliquer',
  'templates.duplicateLabel': 'Dupliquer {name}',
  'templates.publish': 'Publier',
  'templates.publishLabel': 'Publier {name}',
  'templates.archive': 'Archiver',
  'templates.archiveLabel': 'Archiver {name}',
  'templates.preview': 'Aperçu',
  'templates.previewLabel': 'Aperçu de {name} rempli avec des valeurs d’exemple',
  'templates.send': 'Envoyer',
  'templates.sendLabel': 'Envoyer {name} pour signature',
  'templates.copyName': 'Copie de {name}',
  'templates.defaultRole': 'Signataire',
  'templates.notDraft':
    'Seul un brouillon peut être modifié. Dupliquez le modèle pour en modifier une copie.',
  'templates.published': '« {name} » est publié et peut être envoyé.',
  'templates.archived': '« {name} » est archivé.',
  'templates.duplicated': '« {name} » a été créé comme brouillon.',
  // The editor's address of a template that is no longer a draft.
  'templates.locked.title': '« {name} » ne peut plus être modifié',
  'templates.locked.published':
    'Il est publié : chaque demande envoyée à partir de ce modèle doit rester identique, il reste donc tel quel. Dupliquez-le pour modifier une copie, qui commence comme brouillon.',
  'templates.locked.archived':
    'Il est archivé : il reste tel qu’il était lors de sa dernière utilisation. Dupliquez-le pour modifier une copie, qui commence comme brouillon.',
  'templates.locked.duplicate': 'Dupliquer et modifier la copie',
  'templates.locked.view': 'Voir le modèle',
  'templates.locked.send': 'L’envoyer',
  'templates.saved': 'Enregistré.',
  'templates.pdfCleaned':
    'Ce PDF contenait des éléments pouvant s’exécuter dans un lecteur (scripts, actions, fichiers joints ou formulaires) : ils ont été retirés avant l’enregistrement. Les pages sont inchangées.',
  'templates.createdNotice': '« {name} » a été créé comme brouillon.',

  // The confirmation steps of publishing and archiving.
  'templates.publishConfirm.title': 'Publier « {name} » ?',
  'templates.publishConfirm.lead':
    'Une fois publié, le modèle peut être envoyé pour signature et ne peut plus être modifié. Pour le modifier ensuite, dupliquez-le.',
  'templates.publishConfirm.confirm': 'Publier',
  'templates.archiveConfirm.title': 'Archiver « {name} » ?',
  'templates.archiveConfirm.lead':
    'Un modèle archivé ne peut plus être envoyé. Les demandes déjà envoyées avec lui ne sont pas concernées.',
  'templates.archiveConfirm.confirm': 'Archiver',

  // The new-template form.
  'templates.create.title': 'Nouveau modèle',
  'templates.create.name': 'Nom du modèle',
  'templates.create.kind': 'Quel type de document ?',
  'templates.create.flow':
    'Un document rédigé : du texte avec des espaces réservés, mis en page par Countersign',
  'templates.create.coordinate': 'Un PDF que vous téléversez, avec des champs placés sur ses pages',
  'templates.create.pdf': 'Document PDF',
  'templates.create.pdfHint':
    '10 Mo et 100 pages au plus, sans mot de passe. Choisissez un fichier ou déposez-le ici.',
  'templates.create.pdfNeedsScript': 'Le téléversement d’un PDF nécessite JavaScript.',
  'templates.create.pdfRequired': 'Choisissez le document PDF auquel ajouter des champs.',
  'templates.create.submit': 'Créer le brouillon',
  'templates.create.nameRequired': 'Saisissez un nom pour le modèle.',
  'templates.create.uploading': 'Téléversement…',
  'templates.create.failed': 'Le modèle n’a pas pu être créé.',

  // The flow editor.
  'templates.flow.title': 'Modifier « {name} »',
  'templates.flow.roles': 'Signataires, dans l’ordre de signature',
  'templates.flow.rolesHint':
    'Chaque rôle signe à son tour, en partant du haut. Pour renommer un rôle, saisissez son nouveau nom.',
  'templates.flow.role': 'Rôle {n}',
  'templates.flow.addRole': 'Ajouter un rôle',
  'templates.flow.up': 'Monter',
  'templates.flow.upLabel': 'Monter {name}',
  'templates.flow.remove': 'Retirer',
  'templates.flow.removeLabel': 'Retirer {name}',
  'templates.flow.body': 'Texte du document',
  'templates.flow.bodyHint':
    'Markdown : # titres, **gras**, *italique*, listes. Placez {{key}} là où va la valeur d’une variable.',
  'templates.flow.variables': 'Variables',
  'templates.flow.variablesHint':
    'Ce que l’expéditeur remplit à l’envoi (aucun rôle), ou ce qu’un signataire remplit en signant (un rôle).',
  'templates.flow.variable': 'Variable {n}',
  'templates.flow.key': 'Clé',
  'templates.flow.label': 'Libellé',
  'templates.flow.type': 'Type de champ',
  'templates.flow.required': 'Obligatoire',
  'templates.flow.options': 'Options (une par ligne, pour un choix)',
  'templates.flow.roleOf': 'Rempli par',
  'templates.flow.sender': 'Expéditeur',
  'templates.flow.addVariable': 'Ajouter une variable',
  'templates.flow.save': 'Enregistrer le brouillon',
  'templates.flow.previewButton': 'Aperçu PDF',
  'templates.flow.previewTitle': 'Aperçu',
  'templates.flow.previewHint':
    'Le document tel qu’il s’imprime, avec des valeurs d’exemple. Il suit vos modifications.',
  'templates.flow.previewPagesLabel': 'Pages de l’aperçu',
  'templates.flow.previewWorking': 'Mise à jour de l’aperçu…',
  'templates.flow.previewFailed': 'L’aperçu montre la dernière version sans problème.',
  'templates.flow.workingCopy':
    'Voici ce que vous aviez saisi lorsque l’enregistrement a été refusé ; ce n’est pas encore enregistré.',
  'templates.flow.problemsAbout.one': 'Il y a {count} problème à corriger',
  'templates.flow.problemsAbout.other': 'Il y a {count} problèmes à corriger',
  // A new role's name ("Signer 2"), numbered after the roles already there.
  'templates.flow.newRole': 'Signataire {n}',
  'templates.flow.previewSaved': 'L’aperçu montre la dernière version enregistrée.',
  // The draft is saved as the author types; this line says how it stands.
  'templates.flow.autosaveSaving': 'Enregistrement…',
  'templates.flow.autosaveSaved': 'Enregistré',
  'templates.flow.autosaveFailed':
    'Non enregistré : la connexion a échoué. Un nouvel essai aura lieu dans un instant.',
  'templates.flow.autosaveRefused':
    'Non enregistré : corrigez les problèmes pour enregistrer le brouillon. Ce que vous avez saisi est conservé.',
  // The problems of a refused definition, next to what they concern; rows are counted from 1.
  'templates.flow.problem.name': 'Saisissez un nom pour le modèle.',
  'templates.flow.problem.nameLong': 'Le nom peut compter au plus {max} caractères.',
  'templates.flow.problem.roles': 'Ajoutez au moins un rôle : une personne qui signe.',
  'templates.flow.problem.tooManyRoles': 'Un modèle peut avoir au plus {max} rôles.',
  'templates.flow.problem.roleName': 'Le rôle {n} doit avoir un nom.',
  'templates.flow.problem.roleNameLong': 'Le nom du rôle {n} peut compter au plus {max} caractères.',
  'templates.flow.problem.roleTwice':
    'Le rôle {n} porte le même nom qu’un autre rôle. Donnez à chaque rôle son propre nom.',
  'templates.flow.problem.tooManyVariables': 'Un modèle peut avoir au plus {max} variables.',
  'templates.flow.problem.keyMissing': 'La variable {n} doit avoir une clé.',
  'templates.flow.problem.keyInvalid':
    'La clé de la variable {n} doit commencer par une lettre et ne contenir que des lettres, des chiffres et _ (au plus {max} caractères).',
  'templates.flow.problem.keyTwice':
    'La variable {n} a la même clé qu’une autre variable. Donnez à chaque variable sa propre clé.',
  'templates.flow.problem.labelMissing': 'La variable {n} doit avoir un libellé.',
  'templates.flow.problem.labelLong': 'Le libellé de la variable {n} peut compter au plus {max} caractères.',
  'templates.flow.problem.type': 'Choisissez un type de champ pour la variable {n}.',
  'templates.flow.problem.roleGone':
    'La variable {n} est remplie par {role}, qui ne fait plus partie des rôles. Choisissez qui la remplit.',
  'templates.flow.problem.needsRole':
    'La variable {n} est une signature ou des initiales : choisissez le signataire qui la remplit.',
  'templates.flow.problem.options': 'La variable {n} est un choix : indiquez ses options, une par ligne.',
  'templates.flow.problem.tooManyOptions': 'La variable {n} peut avoir au plus {max} options.',
  'templates.flow.problem.optionLong':
    'Chaque option de la variable {n} peut compter au plus {max} caractères.',
  'templates.flow.problem.optionTwice': 'La variable {n} contient deux fois la même option.',
  'templates.flow.problem.bodyMissing': 'Rédigez le texte du document.',
  'templates.flow.problem.bodyLong': 'Le texte du document peut compter au plus {max} caractères.',
  'templates.flow.problem.placeholderInvalid':
    'Le texte contient {placeholder}, qui n’est pas un espace réservé valide : une clé commence par une lettre et ne contient que des lettres, des chiffres et _.',
  'templates.flow.problem.undeclared':
    'Le texte utilise {placeholder}, qui n’est pas une variable. Ajoutez-la sous Variables ou corrigez le nom.',
  'templates.flow.problem.other': 'Le modèle n’a pas été accepté : {detail}',
  'templates.flow.minSelected': 'Nombre minimal de choix',
  'templates.flow.maxSelected': 'Nombre maximal de choix',
  'templates.flow.countHint': 'Facultatif : laissez vide pour ne pas limiter.',
  'templates.flow.region': 'Pays des numéros',
  'templates.flow.regionHint': 'Deux lettres, comme FR. Vide : la langue du signataire décide.',
  'templates.flow.maxFiles': 'Nombre maximal de fichiers',
  'templates.flow.pattern': 'Format (expression régulière)',
  'templates.flow.patternHint': 'Facultatif. La valeur doit y correspondre, par exemple [A-Z]{2}[0-9]{6}.',
  'templates.flow.patternMessage': 'Message si le format ne correspond pas',
  'templates.flow.readonly': 'L’expéditeur le remplit ; le signataire ne peut pas le modifier',
  'templates.flow.readonlyHint': 'La valeur est donnée à l’envoi du document.',
  'templates.flow.showIf': 'Afficher seulement si',
  'templates.flow.showAlways': 'Toujours affiché',
  'templates.flow.showIfCondition': 'Critère',
  'templates.flow.showIfEquals': 'vaut',
  'templates.flow.showIfNotEquals': 'ne vaut pas',
  'templates.flow.showIfNotEmpty': 'est rempli',
  'templates.flow.showIfValue': 'Valeur',
  'templates.flow.ticked': 'cochée',
  'templates.flow.notTicked': 'non cochée',
  'templates.flow.rangeHint': 'Facultatif : laissez une borne vide pour ne pas limiter.',
  'templates.flow.min': 'Valeur minimale',
  'templates.flow.max': 'Valeur maximale',
  'templates.flow.integer': 'Nombres entiers uniquement',
  'templates.flow.editable': 'Le signataire peut modifier la date',
  'templates.flow.editableHint': 'Sinon, la date est celle du jour de la signature.',
});
