import type { User } from '@dd/contract';

/** 'EMP-' + the user id, zero-padded to four digits (EMP-0007). */
export function employeeId(user: Pick<User, 'id'>): string {
  return `EMP-${String(user.id).padStart(4, '0')}`;
}
