-- Issue 47: the hot reads keep an index plan whatever the planner's statistics say.
--
-- Right after a burst of inserts, before ANALYZE (and always on the embedded database, which has no
-- autovacuum), the planner guesses that a workspace holds a handful of rows, and for a page read in
-- index order (`ORDER BY … LIMIT`) it then prefers to fetch every row of the workspace and sort them.
-- This function runs a statement that returns ids with the scans and sorts that ignore the order
-- switched off, for that statement only (a function's SET clause is undone when it returns, and a
-- function with one is never inlined into its caller, so the caller's own plan is untouched).
-- A path switched off is not forbidden, only priced out of reach: if one were still chosen, its price
-- would make PostgreSQL compile the statement (JIT, 100 ms), hence jit off too.
-- The statement is the caller's constant SQL; its values come in `args`, as $1[1], $1[2], …
CREATE OR REPLACE FUNCTION countersign_ids_by_index(statement text, args text[]) RETURNS SETOF text
  LANGUAGE plpgsql STABLE
  SET enable_seqscan = off SET enable_bitmapscan = off SET enable_sort = off SET jit = off
AS $$
BEGIN
  RETURN QUERY EXECUTE statement USING args;
END
$$;

-- The list's pages, skipped on the index alone (issue 47 item 2): erased requests are not in it, so an
-- offset walks index entries (an index-only scan where the visibility map allows) without reading the
-- rows it skips.
CREATE INDEX IF NOT EXISTS signature_requests_pages
  ON signature_requests (workspace_id, created_at DESC, id DESC) WHERE erased_at IS NULL;
