// A minimal POSIX tar (ustar) writer and reader for the operator's backup archive: a handful of
// regular files. The writer is a stream (sizes known up front), so the archive is never whole in
// memory. The reader lists the entries a header at a time (those of a tar inside a member too: the
// database's, which restore checks before loading it) and reads one member at a time, whole:
// fine for the token, the keys and each document; the database member, which can be large, is not
// read through here (restore hands PGlite a file-backed slice of the archive, src/cli/backup.ts). An
// operator can list or unpack the archive with any `tar`.
import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

const BLOCK = 512;

export interface TarEntry {
  name: string;
  size: number;
  /** The bytes, produced when the archive reaches this entry. */
  body: () => Promise<Uint8Array | Readable>;
  mode?: number;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mode: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`Archive entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, 'utf8');
  block.write(octal(mode, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  block.write('        ', 148); // the checksum counts its own field as spaces
  block.write('0', 156); // a regular file
  block.write('ustar\u000000', 257);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The archive as a stream; each entry's body is asked for only when the stream reaches it. */
export function tarStream(
  entries: Iterable<TarEntry> | AsyncIterable<TarEntry>,
  mtime = new Date(),
): Readable {
  async function* blocks() {
    for await (const entry of entries) {
      yield header(entry.name, entry.size, entry.mode ?? 0o600, mtime);
      const body = await entry.body();
      let written = 0;
      const chunks = body instanceof Uint8Array ? [body] : body;
      for await (const chunk of chunks) {
        written += (chunk as Uint8Array).byteLength;
        yield chunk as Uint8Array;
      }
      if (written !== entry.size)
        throw new Error(`Archive entry ${entry.name} has ${written} bytes, expected ${entry.size}`);
      yield padding(entry.size);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  return Readable.from(blocks(), { objectMode: false });
}

export interface TarMember {
  name: string;
  size: number;
  /** Where the member's bytes start in the file. */
  offset: number;
  /** The entry's type flag: '0' a regular file, '5' a directory, anything else another kind. */
  type: string;
}

/**
 * Lists the entries of a tar file (or of the tar held by one of its members, `within`), every kind,
 * in their order; throws a plain sentence when it is not one.
 */
export async function readTarIndex(file: FileHandle, within?: TarMember): Promise<TarMember[]> {
  const members: TarMember[] = [];
  const block = Buffer.alloc(BLOCK);
  const start = within?.offset ?? 0;
  const total = within ? within.offset + within.size : (await file.stat()).size;
  let position = start;
  while (position + BLOCK <= total) {
    const { bytesRead } = await file.read(block, 0, BLOCK, position);
    if (bytesRead < BLOCK) break;
    if (block.every((b) => b === 0)) return members;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
    const stored = Number.parseInt(block.toString('latin1', 148, 156).replace(/\0.*$/s, '').trim(), 8);
    if (stored !== sum)
      throw new Error('The file is not a backup archive (no tar header where one should be)');
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const prefix = block.toString('utf8', 345, 500).replace(/\0.*$/s, '');
    const size = Number.parseInt(block.toString('latin1', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    const flag = String.fromCharCode(block[156]);
    members.push({
      name: prefix ? `${prefix}/${name}` : name,
      size,
      offset: position + BLOCK,
      type: flag === '\0' ? '0' : flag,
    });
    position += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('The backup archive is cut short (it ends before its end marker)');
}

/** One member's bytes, in memory (Node reads at most 2 GiB at once: not for the database). */
export async function readTarMember(file: FileHandle, member: TarMember): Promise<Buffer> {
  const bytes = Buffer.alloc(member.size);
  const { bytesRead } = await file.read(bytes, 0, member.size, member.offset);
  if (bytesRead !== member.size) throw new Error(`The backup archive is cut short inside ${member.name}`);
  return bytes;
}
