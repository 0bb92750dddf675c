import { integer } from 'drizzle-orm/pg-core';
import { at, requiredRef, stampedAt } from './columns';
import { users } from './users';

/** The account a row belongs to (`user_id`): removed with it. */
export const ownerUserId = () => requiredRef('user_id', () => users.id, 'cascade');

/** The user who did something: kept when the user goes (no cascade), null when not done. */
export const userRef = <N extends string>(name: N) => integer(name).references(() => users.id);

type ByAt<S extends string> = Record<`${S}By`, ReturnType<typeof userRef>> &
  Record<`${S}At`, ReturnType<typeof at>>;

/** Who did `step` and when: `<step>_by` and `<step>_at` (both null until it is done). */
export const doneBy = <S extends string>(step: S) =>
  ({ [`${step}By`]: userRef(`${step}_by`), [`${step}At`]: at(`${step}_at`) }) as ByAt<S>;

/** Who created the row, and when (set on insert). */
export const createdBy = () => ({
  createdBy: userRef('created_by'),
  createdAt: stampedAt('created_at'),
});
