import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * The first steps every sortable list proves: a click on a header sorts ascending on the server
 * (`query`, the whole request), in the URL (`search`) and in `aria-sort`; Enter on the focused
 * header turns it descending.
 */
export async function expectHeaderSorts({
  user,
  scope = document.body,
  router,
  name,
  lastQuery,
  query,
  search,
}: {
  user: UserEvent;
  scope?: HTMLElement;
  router: { state: { location: { search: string } } };
  /** The header's accessible name. */
  name: string;
  lastQuery: () => Record<string, string> | undefined;
  query: Record<string, string> & { sort: string };
  search: string;
}) {
  const header = () => within(scope).getByRole('columnheader', { name });
  const button = () => within(scope).getByRole('button', { name });
  await user.click(button());
  await waitFor(() => expect(lastQuery()).toEqual(query));
  expect(router.state.location.search).toBe(search);
  expect(header()).toHaveAttribute('aria-sort', 'ascending');

  button().focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
  expect(lastQuery()).toMatchObject({ sort: query.sort, order: 'desc' });
}
