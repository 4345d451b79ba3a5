// English, the requests pages and a request (issue 22).
export const appRequests = {};
