/** Test answers shared by the distributors' and retailers' screens' tests. */

interface Stats {
  total: number;
  active: number;
  inactive: number;
}

/** A list screen's first page (20 rows a page): `key` holds the rows, with the stat cards. */
export function listAnswer<K extends 'distributors' | 'retailers', Row>(
  key: K,
  rows: Row[],
  stats: Stats,
  total = rows.length,
) {
  return {
    body: { [key]: rows, stats, total, page: 1, pageSize: 20 } as Record<K, Row[]> & {
      stats: Stats;
      total: number;
      page: number;
      pageSize: number;
    },
  };
}
