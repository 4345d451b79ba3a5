// A real OpenID Provider for the single sign-on tests (issue 25 item 2): oidc-provider on a loopback
// port with one client whose redirect URI is the app's callback, accounts whose claims the test sets
// (the dev login page's "login" is the account id), and its development login and consent pages,
// which a test drives over HTTP (providerLogin) or a browser clicks through.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { AppClient } from './app-support.ts';

export const CLIENT_ID = 'countersign-test';
export const CLIENT_SECRET = 'a-client-secret-long-enough-for-hs256-0123456789';

export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  /** Claims per account id; a test sets them before signing in. */
  accounts: Map<string, AccountClaims>;
  /** Builds the provider for this app (its callback), once the app's URL is known. */
  configure(appUrl: string): void;
  /** The OIDC_* variables that point the app at this provider. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Listens first (the issuer needs the port); the provider itself is made when the app's URL is known. */
export async function startTestProvider(): Promise<TestProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (!handler) {
      res.statusCode = 503;
      res.end('not configured');
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, AccountClaims>();
  return {
    issuer,
    accounts,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_NAME: 'Acme ID',
    },
    configure(appUrl: string) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: CLIENT_ID,
            client_secret: CLIENT_SECRET,
            redirect_uris: [`${appUrl}/app/sign-in/oidc/callback`],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        pkce: { required: () => true },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        cookies: { keys: ['oidc-test-cookie-key'] },
        features: { devInteractions: { enabled: true } },
        async findAccount(_ctx: unknown, id: string) {
          return {
            accountId: id,
            async claims() {
              return { sub: id, ...(accounts.get(id) ?? {}) };
            },
          };
        },
      });
      handler = provider.callback();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider's development pages as a browser would (login as `accountId`, then consent)
 * from the app's redirect to the provider; returns the app callback URL the provider sends back to.
 */
export async function providerLogin(provider: TestProvider, authorizationUrl: string, accountId: string) {
  const browser = new AppClient(provider.issuer);
  const pathOf = (url: string) => {
    const u = new URL(url, provider.issuer);
    return `${u.pathname}${u.search}`;
  };
  let location = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (!location.startsWith(provider.issuer) && /^https?:/.test(location)) return location;
    const page = await browser.get(pathOf(location));
    if (page.location) {
      location = new URL(page.location, provider.issuer).href;
      continue;
    }
    const action = /action="([^"]+)"/.exec(page.text)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page.text)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page ${page.status}: ${page.text.slice(0, 500)}`);
    const form: Record<string, string> =
      prompt === 'login' ? { prompt, login: accountId, password: 'any' } : { prompt };
    const posted = await browser.request('POST', pathOf(action), new URLSearchParams(form).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    if (!posted.location)
      throw new Error(`the provider did not redirect: ${posted.status} ${posted.text.slice(0, 500)}`);
    location = new URL(posted.location, provider.issuer).href;
  }
  throw new Error('the provider never sent the browser back');
}

/**
 * Starts at the app (GET /app/sign-in/oidc), goes through the provider as `accountId`, and returns
 * the app callback's path with its query, without opening it.
 */
export async function ssoCallbackFor(
  provider: TestProvider,
  appUrl: string,
  client: AppClient,
  accountId: string,
): Promise<string> {
  const start = await client.get('/app/sign-in/oidc');
  if (start.status !== 303 || !start.location?.startsWith(provider.issuer))
    throw new Error(`the app did not send the browser to the provider: ${start.status}`);
  const callback = new URL(await providerLogin(provider, start.location, accountId));
  if (!callback.href.startsWith(`${appUrl}/app/sign-in/oidc/callback?`))
    throw new Error(`the provider sent the browser elsewhere: ${callback.href}`);
  return `${callback.pathname}${callback.search}`;
}
