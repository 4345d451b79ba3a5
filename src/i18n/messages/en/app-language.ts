// English, the workspace's default language on the settings page (issue 46 item 4): what signers
// the sender chose no language for read.
export const appLanguage = {
  'settings.language': 'Signers’ language',
  'settings.languageLead':
    'Signers you choose no language for get their e-mails in this language, and their signing page in their browser’s language, else this one. The audit certificate is written in it.',
  'settings.languageCurrent': 'Default language: {language}.',
  'settings.languageChoice': 'Default language',
  'settings.languageInvalid': 'Choose one of the languages in the list.',
  'audit.workspace.language_changed': 'Signers’ default language changed',
};
