// English, sign-in, passkeys, sessions, API keys, members (issue 22).
export const appAccount = {};
