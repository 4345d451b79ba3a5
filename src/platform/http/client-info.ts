// Where a call came from, as an action records it (signers' actions, members' actions): the IP
// address Fastify reports (so TRUST_PROXY decides which address that is) and the user agent, cut short.
/** Where a call came from, as the route saw it. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export const USER_AGENT_MAX = 500;

export function clientInfo(request: { ip: string; headers: { 'user-agent'?: string } }): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, USER_AGENT_MAX) || null };
}
