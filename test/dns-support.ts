// A tiny DNS server on loopback for the domain-verification tests (issue 31 item 2): it answers TXT
// questions (UDP, node:dgram) from a map the test sets, and NXDOMAIN for any other name, so the
// service's node:dns Resolver (DNS_SERVERS) can be pointed at it. Only what a TXT lookup needs.
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface TestDns {
  /** TXT records by lower-case name, each record one string. */
  records: Map<string, string[]>;
  /** `127.0.0.1:<port>`, the value of DNS_SERVERS. */
  server: string;
  close(): Promise<void>;
}

const TXT = 16;

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = start;
  while (message[at] !== 0) {
    const length = message[at];
    labels.push(message.subarray(at + 1, at + 1 + length).toString('latin1'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function answer(query: Buffer, records: Map<string, string[]>): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const found = records.get(name);
  const answers =
    type === TXT && found
      ? found.map((text) => {
          const data = Buffer.from(text, 'utf8');
          const rdata = Buffer.concat([Buffer.from([data.length]), data]);
          const head = Buffer.alloc(12);
          head.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
          head.writeUInt16BE(TXT, 2);
          head.writeUInt16BE(1, 4); // IN
          head.writeUInt32BE(60, 6);
          head.writeUInt16BE(rdata.length, 10);
          return Buffer.concat([head, rdata]);
        })
      : [];
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the id
  // QR, the question's RD, RA; RCODE 3 (NXDOMAIN) for a name with no records at all.
  header.writeUInt16BE(0x8180 | ((query[2] & 0x01) << 8) | (found ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, question, ...answers]);
}

export async function startTestDns(): Promise<TestDns> {
  const socket = createSocket('udp4');
  const records = new Map<string, string[]>();
  socket.on('message', (query, peer) => {
    try {
      socket.send(answer(query, records), peer.port, peer.address);
    } catch {
      // A malformed question gets no answer, as from a real server.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    records,
    server: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
