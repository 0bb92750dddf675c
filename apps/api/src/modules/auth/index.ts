export { authRoutes } from './routes';
export { createAuthService } from './commands';
export { registerSignInFailurePrune } from './throttle';
export { createTokenService, embeddedSecret, type TokenService } from './tokens';
export {
  accountIsLive,
  countOtherSessions,
  principalColumns,
  revokeSessionsOf,
  revokeUserSessions,
  sessionResolver,
} from './sessions';
