import { z } from 'zod';
import { IntId, IsoDateTime, line } from './common';
import { MachineType } from './enums';

/** The lowest and highest threshold an admin may set (devices in stock). */
export const STOCK_THRESHOLD_MIN = 1;
export const STOCK_THRESHOLD_MAX = 100_000;
/** Thresholds one provider may have. */
export const STOCK_THRESHOLDS_MAX = 50;

/** One low-stock threshold as an admin writes it: a type, a model (blank: every model), a count. */
export const StockThresholdInput = z.strictObject({
  machineType: MachineType,
  /** Blank or null: every model of the type. Matched without regard to case. */
  model: line(100).nullable().optional(),
  threshold: z.number().int().min(STOCK_THRESHOLD_MIN).max(STOCK_THRESHOLD_MAX),
});
export type StockThresholdInput = z.infer<typeof StockThresholdInput>;

/** The key that makes two thresholds the same: type and model, model blank = all, any case. */
export const stockThresholdKey = (t: { machineType: string; model?: string | null }) =>
  `${t.machineType}|${(t.model ?? '').trim().toLowerCase()}`;

/** PUT /service-providers/{id}/stock-thresholds: the provider's whole list (replaces it). */
export const StockThresholdsUpdate = z
  .strictObject({ thresholds: z.array(StockThresholdInput).max(STOCK_THRESHOLDS_MAX) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.thresholds.forEach((t, i) => {
      const key = stockThresholdKey(t);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: 'Two thresholds have the same type and model',
          path: ['thresholds', i],
          params: { code: 'stock_threshold_repeated' },
        });
      seen.add(key);
    });
  });
export type StockThresholdsUpdate = z.infer<typeof StockThresholdsUpdate>;

/** A saved threshold with the provider's AVAILABLE devices it counts, right now. */
export const StockThreshold = z.object({
  id: IntId,
  machineType: MachineType,
  model: z.string().nullable(),
  threshold: z.number().int(),
  /** AVAILABLE devices of the provider of this type (and model). */
  available: z.number().int(),
  /** available < threshold. */
  below: z.boolean(),
  updatedAt: IsoDateTime,
});
export type StockThreshold = z.infer<typeof StockThreshold>;

/** GET and PUT /service-providers/{id}/stock-thresholds answer the provider's list. */
export const StockThresholdList = z.object({ thresholds: z.array(StockThreshold) });
export type StockThresholdList = z.infer<typeof StockThresholdList>;
