-- The test clock can be frozen (issue 31 item 14): while frozen_ms is set the clock reads that
-- instant (milliseconds since the epoch) and only advanceSeconds moves it; NULL is a running clock.
ALTER TABLE test_clock ADD COLUMN frozen_ms bigint;
