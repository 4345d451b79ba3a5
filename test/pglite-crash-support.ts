// A process that holds the embedded database on DATA_DIR (argv[2]) and is killed in the middle of a
// transaction (test/pglite-thread.test.ts): it commits `committed` rows, then writes `uncommitted`
// rows in a transaction it never finishes, says so on stdout, and waits to be SIGKILLed.
import { openDb } from '../src/platform/db/index.ts';

const [dataDir, committed, uncommitted] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const db = await openDb({ dataDir });
await db.exec('CREATE TABLE IF NOT EXISTS crash_rows (id int PRIMARY KEY, state text, padding text)');
await db.transaction(async (tx) => {
  for (let id = 0; id < committed; id++) {
    await tx.query("INSERT INTO crash_rows VALUES ($1, 'committed', repeat('c', 1000))", [id]);
  }
});
setInterval(() => {}, 60_000);
await db.transaction(async (tx) => {
  // Enough rows that some reach the files (write-ahead log and data) before the kill.
  await tx.query(
    "INSERT INTO crash_rows SELECT id, 'uncommitted', repeat('u', 1000) FROM generate_series($1::int, $2::int) AS id",
    [committed, committed + uncommitted - 1],
  );
  await tx.query("UPDATE crash_rows SET state = 'overwritten' WHERE state = 'committed'");
  process.stdout.write('in transaction\n');
  await new Promise(() => {});
});
