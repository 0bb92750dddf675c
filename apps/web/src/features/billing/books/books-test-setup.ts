import type { UserType } from '@dd/contract';
import { setToken } from '../../../lib/auth-storage';
import { mockFetch } from '../../../test/fetch-mock';
import { makeDistributor } from '../../../test/fixtures/parties';
import { makeUser } from '../../../test/render';

/** Signed in as `userType`, with the distributor options every admin filter asks for. */
export function signedInAs(userType: UserType, routes: Parameters<typeof mockFetch>[0] = {}) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser(userType) } },
    'GET /distributors': {
      body: {
        distributors: [
          makeDistributor(1, 'ABC Distributors'),
          makeDistributor(2, 'XYZ Distributors'),
        ],
        stats: { total: 2, active: 2, inactive: 0 },
        total: 2,
        page: 1,
        pageSize: 500,
      },
    },
    ...routes,
  });
}
