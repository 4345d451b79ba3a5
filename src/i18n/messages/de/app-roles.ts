// Deutsch, roles (issue 25 item 5): a plain member changes only the requests and templates they
// created; owners change all.
export const appRoles = () => ({
  'roles.notPermitted':
    'Nur das Mitglied, das dies erstellt hat, oder ein Inhaber des Arbeitsbereichs darf es ändern.',
});
