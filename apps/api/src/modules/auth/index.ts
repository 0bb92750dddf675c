export { authRoutes } from './routes';
export { createAuthService } from './commands';
export { scheduleSignInFailurePrune } from './throttle';
export { createTokenService, embeddedSecret, type TokenService } from './tokens';
export { revokeSessionsOf, sessionResolver } from './sessions';
