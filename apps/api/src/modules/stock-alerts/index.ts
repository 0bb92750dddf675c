/**
 * Low-stock alerts (thresholds per provider, type and model; `stock.low` once per fall) and the
 * daily idle-devices alert (`devices.idle`): their routes and periodic jobs.
 */
export { stockAlertsRoutes } from './routes';
export { registerStockAlerts } from './background';
