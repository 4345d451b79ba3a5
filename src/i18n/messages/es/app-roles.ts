// Español, roles (issue 25 item 5): a plain member changes only the requests and templates they
// created; owners change all.
export const appRoles = () => ({
  'roles.notPermitted':
    'Solo el miembro que lo creó, o un propietario del espacio de trabajo, puede cambiarlo.',
});
