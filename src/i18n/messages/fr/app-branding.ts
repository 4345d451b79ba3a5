// Français, image de marque de l'espace de travail (issue 25 item 3).
export const appBranding = () => ({
  'branding.title': 'Image de marque',
  'branding.lead':
    'Les signataires voient votre nom, votre logo et votre couleur sur la page de signature, dans leurs e-mails et sur le certificat d’audit. Sans eux, tout garde l’apparence neutre de Countersign.',
  'branding.displayName': 'Nom affiché',
  'branding.displayNameHint':
    'Les e-mails aux signataires viennent de « {example} ». Laissez vide pour utiliser le nom de l’espace de travail.',
  'branding.displayNameTooLong': 'Le nom affiché peut compter au plus 100 caractères.',
  'branding.accent': 'Couleur d’accent',
  'branding.accentHint':
    'Écrite #rrggbb. Elle doit atteindre un contraste d’au moins 4,5:1 avec un texte blanc et sur le fond de la page (WCAG AA).',
  'branding.accentFormat': 'Écrivez la couleur sous la forme #rrggbb, par exemple #0b3d91.',
  'branding.accentLow':
    'La couleur {colour} atteint un contraste de {ratio} avec {where} ; il faut au moins 4,5:1.',
  'branding.whereWhite': 'le texte blanc des boutons et de l’en-tête',
  'branding.wherePage': 'les liens sur le fond de la page',
  'branding.save': 'Enregistrer le nom et la couleur',
  'branding.logo': 'Logotype',
  'branding.logoHint': 'Un fichier PNG ou JPEG d’au plus 200 Ko et 1000 × 1000 pixels.',
  'branding.upload': 'Téléverser le logo',
  'branding.removeLogo': 'Retirer le logo',
  'branding.noLogo': 'Pas de logo : le nom est affiché à la place.',
  'branding.notSet': 'Non défini',
  'branding.logoTooLarge': 'Le fichier fait {size} Ko ; un logo peut faire au plus 200 Ko.',
  'branding.logoNotImage':
    'Le logo doit être une image PNG ou JPEG. Le SVG et les autres formats ne sont pas acceptés.',
  'branding.logoMismatch': 'Le fichier est nommé ou envoyé comme {declared}, mais son contenu est {actual}.',
  'branding.logoTooManyPixels': 'Le logo fait {width} × {height} pixels ; 1000 × 1000 au plus sont permis.',
  'branding.logoCorrupt': 'Le fichier est endommagé : il ne se lit pas comme une image complète.',
  'branding.logoEmpty': 'Choisissez un fichier PNG ou JPEG à téléverser.',
  // The settings page's audit log names these actions.
  'audit.workspace.branding_changed': 'Image de marque modifiée',
  'audit.workspace.logo_changed': 'Logo modifié',
  'audit.workspace.logo_removed': 'Logo retiré',
});
