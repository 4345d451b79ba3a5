// The language menu's form (issue 22): POST /app/language {language, back}. A signed-in member's
// choice is kept with them (their pages and their e-mails follow it); anyone's is also kept in this
// browser for the pages before signing in. Open to anyone, as changing the language changes nothing
// else; it still refuses posts from other sites (http.ts). Answers with a redirect back to the page.
import type { FastifyInstance } from 'fastify';
import { isLanguage } from '../../i18n/locales.ts';
import type { Services } from '../../platform/services.ts';
import { field, LANGUAGE_COOKIE, safeNext, seeOther, setCookie } from '../http.ts';
import { FormBody } from './schemas.ts';

const YEAR_SECONDS = 365 * 86_400;

export async function languageRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  fastify.post(
    '/language',
    { config: { public: true }, schema: { body: FormBody } },
    async (request, reply) => {
      const language = field(request.body, 'language', 10);
      const back = safeNext(field(request.body, 'back', 2000));
      if (!isLanguage(language)) return seeOther(reply, back);
      setCookie(reply, services.config.publicUrl, {
        name: LANGUAGE_COOKIE,
        value: language,
        maxAgeSeconds: YEAR_SECONDS,
      });
      if (request.member) {
        await services.db.query('UPDATE members SET locale = $2 WHERE id = $1', [
          request.member.memberId,
          language,
        ]);
      }
      return seeOther(reply, back);
    },
  );
}
