/** Sign-in accounts: no routes of their own (auth and the parties' account calls use them). */
export { createUser } from './commands';
export { accountIsActive, countUsers, findUserByEmail, findUserById } from './queries';
export { toPublicUser } from './serialize';
