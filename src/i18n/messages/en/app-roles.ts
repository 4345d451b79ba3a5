// English, roles (issue 25 item 5): a plain member changes only the requests and templates they
// created; owners change all.
export const appRoles = {
  'roles.notPermitted': 'Only the member who created this, or an owner of the workspace, may change it.',
};
