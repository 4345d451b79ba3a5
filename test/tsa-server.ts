// A real RFC 3161 time-stamping authority on loopback for the tests: a test CA and a TSA certificate
// (extendedKeyUsage critical timeStamping) made with openssl in a temporary directory, and an HTTP
// server answering each query with `openssl ts -reply`. `mode` makes it fail (HTTP 500), reject
// (a granted-status-free reply), hang (never answer) or answer normally, to test the fallback.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export type TsaMode = 'ok' | 'fail' | 'hang' | 'reject';

export interface TestTsa {
  url: string;
  dir: string;
  /** The test authority's root certificate (PEM file) and the TSA's own certificate. */
  caFile: string;
  tsaCertFile: string;
  mode: TsaMode;
  /** Queries received, whatever the mode. */
  requests: number;
  /** Basic credentials required when set. */
  credentials?: { username: string; password: string };
  close(): Promise<void>;
}

const TS_CONFIG = `[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
serial = SERIAL
crypto_device = builtin
signer_digest = sha256
default_policy = 1.3.6.1.4.1.99999.1
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = yes
tsa_name = no
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;

const REJECTION = Buffer.from([0x30, 0x05, 0x30, 0x03, 0x02, 0x01, 0x02]);

/** Command-line words without spaces of their own, written as one string. */
export const words = (line: string) => line.split(' ');

async function openssl(args: string[], cwd: string): Promise<void> {
  await exec('openssl', args, { cwd });
}

export async function startTestTsa(
  options: { mode?: TsaMode; credentials?: { username: string; password: string } } = {},
): Promise<TestTsa> {
  const dir = await mkdtemp(path.join(tmpdir(), 'countersign-tsa-'));
  await writeFile(path.join(dir, 'serial'), '01\n');
  await writeFile(path.join(dir, 'ts.cnf'), TS_CONFIG.replace('SERIAL', path.join(dir, 'serial')));
  await writeFile(
    path.join(dir, 'tsa-ext.cnf'),
    'extendedKeyUsage=critical,timeStamping\nbasicConstraints=critical,CA:FALSE\n' +
      'keyUsage=critical,digitalSignature,nonRepudiation\n',
  );
  await openssl(
    [
      ...words('req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.crt -days 3650'),
      ...['-subj', '/CN=Test TSA Root/O=Countersign Tests'],
      ...words('-addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign'),
    ],
    dir,
  );
  await openssl(
    [
      ...words('req -newkey rsa:2048 -nodes -keyout tsa.key -out tsa.csr'),
      ...['-subj', '/CN=Test Time Stamping Authority/O=Countersign Tests'],
    ],
    dir,
  );
  await openssl(
    words(
      'x509 -req -in tsa.csr -CA ca.crt -CAkey ca.key -CAcreateserial -out tsa.crt -days 3650 -extfile tsa-ext.cnf',
    ),
    dir,
  );

  let counter = 0;
  const hanging = new Set<ServerResponse>();
  const tsa: TestTsa = {
    url: '',
    dir,
    caFile: path.join(dir, 'ca.crt'),
    tsaCertFile: path.join(dir, 'tsa.crt'),
    mode: options.mode ?? 'ok',
    requests: 0,
    credentials: options.credentials,
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await rm(dir, { recursive: true, force: true });
    },
  };

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    tsa.requests += 1;
    if (tsa.credentials) {
      const expected = `Basic ${Buffer.from(`${tsa.credentials.username}:${tsa.credentials.password}`).toString('base64')}`;
      if (req.headers.authorization !== expected) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="tsa"' }).end();
        return;
      }
    }
    if (tsa.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (tsa.mode === 'fail' || req.method !== 'POST') {
      res.writeHead(500).end('authority unavailable');
      return;
    }
    if (tsa.mode === 'reject') {
      // TimeStampResp { status { status rejection(2) } } and no token: a refusal in good form.
      res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(REJECTION);
      return;
    }
    const id = ++counter;
    const query = path.join(dir, `q${id}.tsq`);
    const reply = path.join(dir, `r${id}.tsr`);
    await writeFile(query, Buffer.concat(chunks));
    try {
      await openssl(
        [
          ...['ts', '-reply', '-config', path.join(dir, 'ts.cnf'), '-queryfile', query],
          ...words('-inkey tsa.key -signer tsa.crt -chain ca.crt -out'),
          reply,
        ],
        dir,
      );
      res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(await readFile(reply));
    } catch {
      res.writeHead(500).end('openssl ts -reply failed');
    } finally {
      await rm(query, { force: true });
      await rm(reply, { force: true });
    }
  };

  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  tsa.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/tsa`;
  return tsa;
}
