/** Two-factor sign-in (TOTP): enrolment, the sign-in's code step, recovery codes, the admin rule. */
export { twoFactorRoutes } from './routes';
export { createTwoFactorService } from './commands';
export { startSignInChallenge } from './challenges';
export { twoFactorGate } from './gate';
