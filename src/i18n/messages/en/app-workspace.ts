// English, the notifications page and the workspace's settings (issue 22).
export const appWorkspace = {};
