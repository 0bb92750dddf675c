-- The stat cards and totals read machine_count_deltas (0005); nothing needs this index any more.
DROP INDEX "machines_stats_idx";