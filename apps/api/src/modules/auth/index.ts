export { authRoutes } from './routes';
export { createAuthService } from './commands';
export { scheduleSignInFailurePrune } from './throttle';
export { createTokenService, embeddedSecret, type TokenService } from './tokens';
export { accountIsLive, principalColumns, revokeSessionsOf, sessionResolver } from './sessions';
