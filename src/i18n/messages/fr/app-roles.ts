// Français, roles (issue 25 item 5): a plain member changes only the requests and templates they
// created; owners change all.
export const appRoles = () => ({
  'roles.notPermitted':
    'Seul le membre qui l’a créé, ou un propriétaire de l’espace de travail, peut le modifier.',
});
