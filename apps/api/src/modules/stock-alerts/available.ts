import { sql, type SQL } from 'drizzle-orm';
import { machines } from '../../db/schema';

/**
 * The AVAILABLE devices a threshold counts (`st` is the stock_thresholds row): the provider's
 * devices of its type, and of its model when it names one (any case), in stock now.
 */
export const availableOfThreshold: SQL = sql`(SELECT count(*)::int FROM ${machines} m
  WHERE m.service_provider_id = st.service_provider_id
    AND m.machine_type = st.machine_type
    AND m.status = 'AVAILABLE'
    AND (st.model IS NULL OR lower(m.model) = lower(st.model)))`;
