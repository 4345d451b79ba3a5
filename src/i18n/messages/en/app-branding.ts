// English, workspace branding (issue 25 item 3): the settings page's section and its refusals.
export const appBranding = {
  'branding.title': 'Branding',
  'branding.lead':
    'Signers see your name, logo and colour on the signing page, in their e-mails and on the audit certificate. Without them, everything keeps the neutral Countersign look.',
  'branding.displayName': 'Display name',
  'branding.displayNameHint':
    'E-mails to signers come from “{example}”. Leave it empty to use the workspace name.',
  'branding.displayNameTooLong': 'The display name may be at most 100 characters.',
  'branding.accent': 'Accent colour',
  'branding.accentHint':
    'Written #rrggbb. It must reach a contrast of at least 4.5:1 with white text and on the page background (WCAG AA).',
  'branding.accentFormat': 'Write the colour as #rrggbb, for example #0b3d91.',
  'branding.accentLow':
    'The colour {colour} reaches a contrast of {ratio} with {where}; at least 4.5:1 is needed.',
  'branding.whereWhite': 'white text on buttons and the header',
  'branding.wherePage': 'links on the page background',
  'branding.save': 'Save name and colour',
  'branding.logo': 'Logo',
  'branding.logoHint': 'A PNG or JPEG file of at most 200 KB and 1000 × 1000 pixels.',
  'branding.upload': 'Upload logo',
  'branding.removeLogo': 'Remove logo',
  'branding.noLogo': 'No logo: the name is shown instead.',
  'branding.notSet': 'Not set',
  'branding.logoTooLarge': 'The file is {size} KB; a logo may be at most 200 KB.',
  'branding.logoNotImage': 'The logo must be a PNG or JPEG image. SVG and other formats are not accepted.',
  'branding.logoMismatch': 'The file is named or sent as {declared}, but its contents are {actual}.',
  'branding.logoTooManyPixels': 'The logo is {width} × {height} pixels; at most 1000 × 1000 is allowed.',
  'branding.logoCorrupt': 'The file is damaged: it does not read as a whole image.',
  'branding.logoEmpty': 'Choose a PNG or JPEG file to upload.',
  // The settings page's audit log names these actions.
  'audit.workspace.branding_changed': 'Branding changed',
  'audit.workspace.logo_changed': 'Logo changed',
  'audit.workspace.logo_removed': 'Logo removed',
};
