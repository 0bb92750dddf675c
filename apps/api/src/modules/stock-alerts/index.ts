/**
 * Low-stock alerts (thresholds per provider, type and model; `stock.low` once per fall) and the
 * daily idle-devices alert (`devices.idle`): their routes and background ticks.
 */
export { stockAlertsRoutes } from './routes';
export { checkStockThresholds } from './check';
export { lowStockTick, LOW_STOCK_EVERY_MS } from './low-stock-tick';
export { idleDevicesTick, tellIdleDevices, IDLE_SERIALS_SHOWN } from './idle-tick';
