import {
  MACHINE_TYPES,
  STOCK_THRESHOLD_MAX,
  STOCK_THRESHOLD_MIN,
  stockThresholdKey,
  type MachineType,
  type StockThreshold,
  type StockThresholdInput,
} from '@dd/contract';

/** One row of the low-stock editor as typed (the threshold stays text until saved). */
export type DraftRow = {
  /** React key: the saved id, or a local one for a new row. */
  key: string;
  id?: number;
  machineType: MachineType;
  model: string;
  threshold: string;
};

export type RowProblem = 'thresholdInvalid' | 'repeated';

let next = 0;
export const newRow = (): DraftRow => ({
  key: `new-${next++}`,
  machineType: MACHINE_TYPES[0],
  model: '',
  threshold: '',
});

export const draftOf = (saved: StockThreshold[]): DraftRow[] =>
  saved.map((s) => ({
    key: `saved-${s.id}`,
    id: s.id,
    machineType: s.machineType,
    model: s.model ?? '',
    threshold: String(s.threshold),
  }));

/** The rows' problems by key (the server's rules, so a save is not sent to be refused). */
export function problemsOf(rows: DraftRow[]): Map<string, RowProblem> {
  const problems = new Map<string, RowProblem>();
  const seen = new Set<string>();
  for (const row of rows) {
    const n = Number(row.threshold);
    const whole = row.threshold.trim() !== '' && Number.isInteger(n);
    if (!whole || n < STOCK_THRESHOLD_MIN || n > STOCK_THRESHOLD_MAX)
      problems.set(row.key, 'thresholdInvalid');
    const key = stockThresholdKey(row);
    if (seen.has(key) && !problems.has(row.key)) problems.set(row.key, 'repeated');
    seen.add(key);
  }
  return problems;
}

export const toInput = (rows: DraftRow[]): StockThresholdInput[] =>
  rows.map((r) => ({
    machineType: r.machineType,
    model: r.model.trim() || null,
    threshold: Number(r.threshold),
  }));

/** Saved thresholds the draft no longer has: saving removes them (asked first). */
export const removedBy = (saved: StockThreshold[], rows: DraftRow[]) =>
  saved.filter((s) => !rows.some((r) => r.id === s.id)).length;
