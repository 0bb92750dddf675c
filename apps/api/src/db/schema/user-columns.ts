import { requiredRef } from './columns';
import { users } from './users';

/** The account a row belongs to (`user_id`): removed with it. */
export const ownerUserId = () => requiredRef('user_id', () => users.id, 'cascade');
