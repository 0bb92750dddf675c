/** Sign-in accounts: no routes of their own (auth and the parties' account calls use them). */
export {
  accountIsActive,
  countUsers,
  createUser,
  findUserByEmail,
  findUserById,
  toPublicUser,
  type NewAccount,
} from './commands';
