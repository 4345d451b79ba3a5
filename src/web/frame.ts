// What every signed-in page's frame needs: the member, their CSRF token, their unread count, the page's
// words in their language, and where the page is (the language menu comes back to it).
import type { FastifyRequest } from 'fastify';
import { unreadCount } from '../audit/inbox.ts';
import { getBrand } from '../branding/brand.ts';
import type { Services } from '../platform/services.ts';
import { csrfToken, me, pagePath } from './http.ts';
import type { Frame } from './layout.ts';

export async function frameOf(services: Services, request: FastifyRequest): Promise<Frame> {
  const member = me(request);
  return {
    member,
    csrf: csrfToken(services, member),
    unread: await unreadCount(services.db, member),
    t: request.t,
    path: pagePath(request),
    // Issue 25: the workspace's name, logo and accent in the header.
    brand: (await getBrand(services.db, member.workspaceId)) ?? undefined,
  };
}
