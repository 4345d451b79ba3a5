// A VBA project (the vbaProject.bin of a .docm) written at test time, so the hostile-Word tests need
// no checked-in binary: a compound file (MS-CFB, version 3, every stream in the mini stream) holding
// PROJECT, VBA/_VBA_PROJECT, VBA/dir and one stream per module, the module sources and dir stream in
// MS-OVBA's compressed container (literal tokens only, which is valid and short enough here).

export interface VbaModule {
  name: string;
  /** A document module (ThisDocument) rather than a standard one. */
  document?: boolean;
  source: string;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const utf16 = (text: string) => Buffer.from(text, 'utf16le');

/** MS-OVBA 2.4.1 compression with literal tokens only: one chunk, at most 3,642 bytes of input. */
export function ovbaCompress(data: Buffer): Buffer {
  if (data.length > 3642) throw new Error('ovbaCompress: more than one chunk is not needed here');
  const body: number[] = [];
  for (let at = 0; at < data.length; at += 8) {
    body.push(0x00); // flag byte: the next (up to) 8 tokens are literals
    body.push(...data.subarray(at, at + 8));
  }
  // Header: size - 3 in bits 0–11, signature 0b011 in bits 12–14, compressed flag in bit 15.
  const header = ((body.length + 2 - 3) & 0x0fff) | (0b011 << 12) | 0x8000;
  const out = Buffer.alloc(1 + 2 + body.length);
  out[0] = 0x01;
  out.writeUInt16LE(header, 1);
  Buffer.from(body).copy(out, 3);
  return out;
}

function record(id: number, data: Buffer): Buffer {
  const head = Buffer.alloc(6);
  head.writeUInt16LE(id, 0);
  head.writeUInt32LE(data.length, 2);
  return Buffer.concat([head, data]);
}
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/** The decompressed dir stream (MS-OVBA 2.3.4.2). */
function dirStream(modules: VbaModule[]): Buffer {
  const version = Buffer.concat([u16(0x0009), u32(4), u32(0x5e8cb2a6), u16(0x0006)]);
  const parts = [
    record(0x0001, u32(1)), // SysKind: 32-bit Windows
    record(0x0002, u32(0x409)),
    record(0x0014, u32(0x409)),
    record(0x0003, u16(1252)),
    record(0x0004, latin1('Project')),
    record(0x0005, Buffer.alloc(0)),
    record(0x0040, Buffer.alloc(0)),
    record(0x0006, Buffer.alloc(0)),
    record(0x003d, Buffer.alloc(0)),
    record(0x0007, u32(0)),
    record(0x0008, u32(0)),
    version,
    record(0x000c, Buffer.alloc(0)),
    record(0x003c, Buffer.alloc(0)),
    record(0x000f, u16(modules.length)),
    record(0x0013, u16(0xffff)),
    ...modules.flatMap((m) => [
      record(0x0019, latin1(m.name)),
      record(0x0047, utf16(m.name)),
      record(0x001a, latin1(m.name)),
      record(0x0032, utf16(m.name)),
      record(0x001c, Buffer.alloc(0)),
      record(0x0048, Buffer.alloc(0)),
      record(0x0031, u32(0)), // the source starts the module stream
      record(0x001e, u32(0)),
      record(0x002c, u16(0xffff)),
      record(m.document ? 0x0022 : 0x0021, Buffer.alloc(0)),
      record(0x002b, Buffer.alloc(0)),
    ]),
    record(0x0010, Buffer.alloc(0)),
  ];
  return Buffer.concat(parts);
}

function projectStream(modules: VbaModule[]): Buffer {
  const lines = [
    'ID="{00000000-0000-0000-0000-000000000000}"',
    ...modules.map((m) => (m.document ? `Document=${m.name}/&H00000000` : `Module=${m.name}`)),
    'Name="Project"',
    'HelpContextID="0"',
    'VersionCompatible32="393222000"',
    'CMG="0705D8E3D8EDDBF1DBF1DBF1DBF1"',
    'DPB="0E0CD1ECDFF4E7F5E7F5E7"',
    'GC="1517CAF1D6F9D7F9D706"',
    '',
    '[Host Extender Info]',
    '&H00000001={3832D640-CF90-11CF-8E43-00A0C911005A};VBE;&H00000000',
    '',
  ];
  return latin1(lines.join('\r\n'));
}

/** vbaProject.bin with the modules. */
export function vbaProject(modules: VbaModule[]): Uint8Array {
  return compoundFile([
    { path: ['PROJECT'], data: projectStream(modules) },
    { path: ['VBA', '_VBA_PROJECT'], data: Buffer.from([0xcc, 0x61, 0xff, 0xff, 0x00, 0x00, 0x00]) },
    { path: ['VBA', 'dir'], data: ovbaCompress(dirStream(modules)) },
    ...modules.map((m) => ({ path: ['VBA', m.name], data: ovbaCompress(latin1(m.source)) })),
  ]);
}

// ---- MS-CFB, version 3 (512-byte sectors), every stream under 4096 bytes (so in the mini stream).

const SECTOR = 512;
const MINI = 64;
const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;

interface Entry {
  name: string;
  type: 1 | 2 | 5;
  data?: Buffer;
  children: Entry[];
  id?: number;
  start?: number;
}

/** CFB's order of siblings: shorter names first, then by upper-cased name. */
const cfbOrder = (a: Entry, b: Entry) =>
  a.name.length - b.name.length || (a.name.toUpperCase() < b.name.toUpperCase() ? -1 : 1);

export function compoundFile(streams: Array<{ path: string[]; data: Buffer }>): Uint8Array {
  const root: Entry = { name: 'Root Entry', type: 5, children: [] };
  for (const { path, data } of streams) {
    let at = root;
    for (const storage of path.slice(0, -1)) {
      let next = at.children.find((c) => c.name === storage);
      if (!next) {
        next = { name: storage, type: 1, children: [] };
        at.children.push(next);
      }
      at = next;
    }
    at.children.push({ name: path.at(-1)!, type: 2, data, children: [] });
  }
  const entries: Entry[] = [];
  const number = (e: Entry) => {
    e.id = entries.length;
    entries.push(e);
    e.children.sort(cfbOrder);
    for (const c of e.children) number(c);
  };
  number(root);

  // The mini stream: each stream in whole 64-byte mini sectors, chained in the mini FAT.
  const miniFat: number[] = [];
  const miniParts: Buffer[] = [];
  for (const e of entries.filter((x) => x.type === 2)) {
    const data = e.data!;
    if (data.length >= 4096)
      throw new Error('compoundFile: streams of 4096 bytes or more are not needed here');
    const count = Math.max(1, Math.ceil(data.length / MINI));
    e.start = miniFat.length;
    for (let i = 0; i < count; i++) miniFat.push(i === count - 1 ? ENDOFCHAIN : miniFat.length + 1);
    const padded = Buffer.alloc(count * MINI);
    data.copy(padded);
    miniParts.push(padded);
  }
  const miniStream = Buffer.concat(miniParts);

  // Sectors: 0 the FAT, then the directory, the mini FAT and the mini stream.
  const dirSectors = Math.ceil((entries.length * 128) / SECTOR);
  const miniFatSectors = Math.ceil((miniFat.length * 4) / SECTOR);
  const miniStreamSectors = Math.ceil(miniStream.length / SECTOR);
  const dirStart = 1;
  const miniFatStart = dirStart + dirSectors;
  const miniStreamStart = miniFatStart + miniFatSectors;
  const total = miniStreamStart + miniStreamSectors;
  if (total > SECTOR / 4) throw new Error('compoundFile: one FAT sector is enough here');
  const fat = new Array<number>(SECTOR / 4).fill(FREESECT);
  fat[0] = FATSECT;
  const chain = (start: number, count: number) => {
    for (let i = 0; i < count; i++) fat[start + i] = i === count - 1 ? ENDOFCHAIN : start + i + 1;
  };
  chain(dirStart, dirSectors);
  chain(miniFatStart, miniFatSectors);
  chain(miniStreamStart, miniStreamSectors);

  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(0, 40); // directory sectors (0 in version 3)
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(dirStart, 48);
  header.writeUInt32LE(0, 52);
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(miniFatSectors ? miniFatStart : ENDOFCHAIN, 60);
  header.writeUInt32LE(miniFatSectors, 64);
  header.writeUInt32LE(ENDOFCHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 72);
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREESECT, 76 + i * 4);

  const fatSector = Buffer.alloc(SECTOR);
  fat.forEach((v, i) => {
    fatSector.writeUInt32LE(v, i * 4);
  });

  const directory = Buffer.alloc(dirSectors * SECTOR);
  entries.forEach((e, i) => {
    const at = i * 128;
    const name = utf16(`${e.name}\u0000`);
    name.copy(directory, at);
    directory.writeUInt16LE(name.length, at + 64);
    directory[at + 66] = e.type;
    directory[at + 67] = 1; // black
    directory.writeUInt32LE(NOSTREAM, at + 68); // left sibling
    directory.writeUInt32LE(NOSTREAM, at + 72); // right sibling (set below)
    directory.writeUInt32LE(e.children.length ? e.children[0].id! : NOSTREAM, at + 76);
    if (e.type === 5) {
      directory.writeUInt32LE(miniStreamSectors ? miniStreamStart : ENDOFCHAIN, at + 116);
      directory.writeUInt32LE(miniStream.length, at + 120);
    } else if (e.type === 2) {
      directory.writeUInt32LE(e.start!, at + 116);
      directory.writeUInt32LE(e.data!.length, at + 120);
    }
  });
  // Siblings as a chain of right links in CFB order: a valid (if unbalanced) search tree.
  for (const e of entries) {
    e.children.forEach((c, i) => {
      const next = e.children[i + 1];
      if (next) directory.writeUInt32LE(next.id!, c.id! * 128 + 72);
    });
  }
  // Unused directory slots are empty entries with no siblings or child.
  for (let i = entries.length; i < dirSectors * 4; i++) {
    for (const offset of [68, 72, 76]) directory.writeUInt32LE(NOSTREAM, i * 128 + offset);
  }

  const miniFatBuffer = Buffer.alloc(miniFatSectors * SECTOR, 0xff);
  miniFat.forEach((v, i) => {
    miniFatBuffer.writeUInt32LE(v, i * 4);
  });
  const miniStreamBuffer = Buffer.alloc(miniStreamSectors * SECTOR);
  miniStream.copy(miniStreamBuffer);

  return new Uint8Array(Buffer.concat([header, fatSector, directory, miniFatBuffer, miniStreamBuffer]));
}
