/**
 * Devices at the merchant: the activation lifecycle (ALLOTTED -> INSTALLED -> ACTIVATED ->
 * DEACTIVATED) and the idle rule.
 */
export {
  DEFAULT_IDLE_DAYS,
  daysSinceAllotted,
  idleCondition,
  idleDaysOfProvider,
  idleRule,
} from './idle';
