/**
 * Activation: the steps of a device at the merchant (installed, activated, deactivated) from its
 * detail, a selection or the provider's file, and a provider's settings. The idle rule itself is
 * in modules/lifecycle.
 */
export { activationRoutes } from './routes';
