// Summarises a .cpuprofile: self time by function and by package; PROFILE_INCLUSIVE=a,b adds the
// time spent in the named functions and what they call, PROFILE_CALLERS=f the callers of one.
// Run: node bench/profile-summary.mjs file.cpuprofile [top]
import { readFileSync } from 'node:fs';

const [file, topArg] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const top = Number(topArg ?? 30);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
// PROFILE_SKIP_MS leaves out the start (module loading, key generation) before the load began.
const skipUs = Number(process.env.PROFILE_SKIP_MS ?? 0) * 1000;
let elapsed = 0;
for (const [i, id] of profile.samples.entries()) {
  elapsed += dt[i] ?? 0;
  if (elapsed >= skipUs) self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (n) => {
  const url = n.callFrame.url;
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.includes('/src/')) return `src/${url.split('/src/')[1].split('/')[0]}`;
  if (url.startsWith('node:')) return 'node';
  return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : url || '(native)';
};
const add = (map, key, v) => map.set(key, (map.get(key) ?? 0) + v);
const fn = new Map();
const pkg = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  add(
    fn,
    `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`,
    t,
  );
  add(pkg, where(n), t);
}
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  }
};
print('self time by package', pkg);
print('self time by function', fn);

// Callers of a function (by name), weighted by the function's self time: PROFILE_CALLERS=writev
const wanted = process.env.PROFILE_CALLERS;
if (wanted) {
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const chains = new Map();
  for (const [id, t] of self) {
    if (byId.get(id).callFrame.functionName !== wanted) continue;
    const chain = [];
    for (let p = parent.get(id); p !== undefined && chain.length < 12; p = parent.get(p)) {
      const f = byId.get(p).callFrame;
      chain.push(`${f.functionName || '(anon)'}@${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`);
    }
    add(chains, chain.join(' < '), t);
  }
  print(`callers of ${wanted}`, chains);
}

// Time inside each named function, callees included (counted once where it recurses).
const inclusiveNames = (process.env.PROFILE_INCLUSIVE ?? '').split(',').filter(Boolean);
if (inclusiveNames.length > 0) {
  const parentOf = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const inclusive = new Map();
  for (const [id, t] of self) {
    const seen = new Set();
    for (let p = id; p !== undefined; p = parentOf.get(p)) {
      const name = byId.get(p).callFrame.functionName;
      if (inclusiveNames.includes(name) && !seen.has(name)) {
        seen.add(name);
        add(inclusive, name, t);
      }
    }
  }
  print('inclusive time', inclusive);
}
