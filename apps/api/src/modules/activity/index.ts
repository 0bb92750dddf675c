/**
 * Device activity (decision 0176): the providers' events, each device's daily rollup and
 * current health, and what follows (online, offline, dormant, a first transaction).
 */
export { activityRoutes } from './routes';
export { registerActivity } from './background';
export { activeCondition, noteActivity, type Seen } from './health';
export { prepareEvents, storeEvents } from './ingest';
export { markDormant } from './sweep';
export { activityStateOf } from './queries';
