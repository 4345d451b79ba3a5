// Reads kept while the embedded database has not been written (issue 36: the embedded poll at the
// PostgreSQL server's speed). On the embedded database every write passes through this process and
// moves its write generation (write-generation.ts), so a read that started and ended within one
// generation is what the database holds for as long as the generation stands still: a poll, or a key's
// authentication, is then answered without a statement. Any write at all empties the cache, which is
// exact (nothing is ever served that a write could have changed) and cheap, as the hot reads are
// answered again by one batched statement. PostgreSQL, written by other processes as well, has no
// write generation: there `cachedReads` returns `load` itself.
import type { Db } from './types.ts';

/** At most this many reads are kept; beyond, the cache starts again empty. */
const LIMIT = 10_000;

/**
 * `load` with its answers kept by `keyOf(key)` while `db`'s write generation stands still. The
 * answers are shared by every caller that gets them, so they must not be changed (as a batch's are).
 */
export function cachedReads<K, V>(
  db: Db,
  load: (key: K) => Promise<V>,
  keyOf: (key: K) => string,
): (key: K) => Promise<V> {
  const generationOf = db.writeGeneration?.bind(db);
  if (!generationOf) return load;
  let kept = new Map<string, V>();
  let keptAt = generationOf();
  return async (key) => {
    const at = generationOf();
    if (at !== keptAt) {
      kept = new Map();
      keptAt = at;
    }
    const name = keyOf(key);
    if (kept.has(name)) return kept.get(name) as V;
    const value = await load(key);
    // Kept only when no write started or ended while it was read, and into the map of that generation.
    if (generationOf() === at && keptAt === at) {
      if (kept.size >= LIMIT) kept = new Map();
      kept.set(name, value);
    }
    return value;
  };
}
