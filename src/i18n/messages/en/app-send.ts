// English, the send pages (issue 22).
export const appSend = {};
