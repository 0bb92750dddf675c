export { authRoutes } from './routes';
export { createAuthService } from './commands';
export { registerSignInFailurePrune } from './throttle';
export { createTokenService, embeddedSecret } from './tokens';
export {
  accountIsLive,
  countOtherSessions,
  credentialIsLive,
  principalColumns,
  revokeSessionsOf,
  revokeUserSessions,
  sessionResolver,
  withAccount,
} from './sessions';
