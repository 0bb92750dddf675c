/** Two-factor sign-in (TOTP): enrolment, the sign-in's code step, recovery codes, the admin rule. */
export { twoFactorRoutes } from './routes';
export { createTwoFactorService, type TwoFactorService } from './commands';
export { startSignInChallenge } from './challenges';
export { ENROLMENT_ROUTES, twoFactorGate } from './gate';
