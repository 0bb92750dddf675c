import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { queriesOf } from '../../test/fixtures/machines';
import { assignmentList, makeAssignment } from '../../test/fixtures/assignments';

const SLOW = 20_000;

function setup(routes: Parameters<typeof mockFetch>[0], role: 'admin' | 'retailer' = 'admin') {
  setToken('tok');
  const calls = mockFetch({ 'GET /auth/me': { body: { user: makeUser(role) } }, ...routes });
  return { calls, user: userEvent.setup() };
}

/** Answers Return in the "Return assignment" dialog that a card's Return opened. */
async function confirmReturn(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Return assignment' });
  await user.click(within(dialog).getByRole('button', { name: 'Return' }));
}

const ACTIVE = makeAssignment({
  id: 5,
  validFrom: '2024-05-01',
  validTo: '2024-12-31',
  retailer: { id: 21, name: 'Hetal Joshi' },
});
const RETURNED = makeAssignment({
  id: 6,
  status: 'RETURNED',
  notes: null,
  // A transfer brought it: the server's words come as a phrase, said in the reader's language.
  phrase: { key: 'transferReceived', params: { transferNumber: 'TR-000004' } },
  returnedAt: '2024-06-15T09:00:00.000Z',
});

describe('AssignmentsPage', () => {
  it(
    'shows each card: status, created date, parties, period, machines, notes; Return only when ACTIVE',
    async () => {
      setup({ 'GET /assignments': { body: assignmentList([ACTIVE, RETURNED]) } });
      renderApp('/assignments');
      const active = await screen.findByRole('article', { name: 'Assignment #5' });
      expect(within(active).getByText('Active')).toBeInTheDocument();
      expect(within(active).getByText('Created May 1, 2024')).toBeInTheDocument();
      expect(within(active).getByText('ABC Distributors')).toBeInTheDocument();
      expect(within(active).getByText('Hetal Joshi')).toBeInTheDocument();
      expect(within(active).getByText('May 1, 2024 - Dec 31, 2024')).toBeInTheDocument();
      expect(within(active).getByText('TLR-POS-000011')).toBeInTheDocument();
      expect(within(active).getByText('Festive season stock')).toBeInTheDocument();
      expect(within(active).getByRole('button', { name: 'Return' })).toBeInTheDocument();
      expect(
        within(active).getByRole('button', { name: 'Delete assignment #5' }),
      ).toBeInTheDocument();

      const returned = screen.getByRole('article', { name: 'Assignment #6' });
      expect(within(returned).getByText('Direct Assignment')).toBeInTheDocument();
      expect(within(returned).getByText('May 1, 2024 - No End Date')).toBeInTheDocument();
      expect(within(returned).getByText('Returned on')).toBeInTheDocument();
      expect(within(returned).getByText('Jun 15, 2024')).toBeInTheDocument();
      expect(within(returned).getByText('Received by transfer TR-000004')).toBeInTheDocument();
      expect(within(active).queryByText(/Received by transfer/)).toBeNull();
      expect(within(returned).queryByRole('button', { name: 'Return' })).toBeNull();
      expect(within(active).queryByText('Returned on')).toBeNull();
    },
    SLOW,
  );

  it(
    'Return sends RETURNED; a failure shows the alert text with the server error',
    async () => {
      const { calls, user } = setup({
        'GET /assignments': { body: assignmentList([ACTIVE]) },
        'PUT /assignments/5/status': {
          status: 409,
          body: {
            error: 'The assignment is already Returned',
            code: 'already_in_status',
            params: { status: 'RETURNED' },
          },
        },
      });
      renderApp('/assignments');
      const card = await screen.findByRole('article', { name: 'Assignment #5' });
      const returnButton = within(card).getByRole('button', { name: 'Return' });
      // Return asks first; cancelling sends nothing and gives the focus back to the button.
      await user.click(returnButton);
      const confirm = await screen.findByRole('dialog', { name: 'Return assignment' });
      expect(
        within(confirm).getByText('Return assignment #5? Its machines go back to stock.'),
      ).toBeInTheDocument();
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(returnButton).toHaveFocus());
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);

      await user.click(returnButton);
      await confirmReturn(user);
      expect(
        await screen.findByText('Error updating assignment: The status is already Returned'),
      ).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'RETURNED' });
    },
    SLOW,
  );

  it(
    'after a Return, Undo asks the server to undo it; a refusal shows why',
    async () => {
      let undoAnswer: { status: number; body: unknown } = {
        status: 200,
        body: { assignment: ACTIVE },
      };
      const { calls, user } = setup({
        'GET /assignments': { body: assignmentList([ACTIVE]) },
        'PUT /assignments/5/status': { body: { assignment: { ...ACTIVE, status: 'RETURNED' } } },
        'POST /assignments/5/undo-return': () => undoAnswer,
      });
      renderApp('/assignments');
      const returnAndUndo = async () => {
        const card = await screen.findByRole('article', { name: 'Assignment #5' });
        await user.click(within(card).getByRole('button', { name: 'Return' }));
        await confirmReturn(user);
        expect(
          await screen.findByText('Assignment returned; its machines are available again'),
        ).toBeInTheDocument();
        await user.click(await screen.findByRole('button', { name: 'Undo' }));
      };

      await returnAndUndo();
      expect(
        await screen.findByText('Return undone; the machines are assigned again'),
      ).toBeInTheDocument();
      expect(calls.filter((c) => c.path === '/assignments/5/undo-return')).toHaveLength(1);

      undoAnswer = {
        status: 409,
        body: { error: 'This return can no longer be undone', code: 'undo_not_possible' },
      };
      await returnAndUndo();
      expect(
        await screen.findByText(
          'Error updating assignment: This return can no longer be undone: the devices changed since, or the time to undo is over',
        ),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'Delete asks first; cancelling sends nothing; a failure without text uses the fallback',
    async () => {
      const { calls, user } = setup({
        'GET /assignments': { body: assignmentList([ACTIVE]) },
        'DELETE /assignments/5': { status: 404 },
      });
      renderApp('/assignments');
      const card = await screen.findByRole('article', { name: 'Assignment #5' });
      await user.click(within(card).getByRole('button', { name: 'Delete assignment #5' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete assignment' });
      expect(
        within(confirm).getByText('Are you sure you want to delete this assignment?'),
      ).toBeInTheDocument();
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

      await user.click(within(card).getByRole('button', { name: 'Delete assignment #5' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Delete assignment' })).getByRole(
          'button',
          {
            name: 'Delete',
          },
        ),
      );
      expect(await screen.findByText('Failed to delete assignment')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'filters by status and searches on the server, kept in the URL',
    async () => {
      const { user } = setup({ 'GET /assignments': { body: assignmentList([ACTIVE]) } });
      const { router } = renderApp('/assignments');
      await screen.findByRole('article', { name: 'Assignment #5' });
      const group = screen.getByRole('group', { name: 'Filter by status' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['All20', 'Active14', 'Inactive3', 'Returned2', 'Reassigned1']);
      await user.click(within(group).getByRole('button', { name: /Returned/ }));
      expect(within(group).getByRole('button', { name: /Returned/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ABC');
      await waitFor(() => expect(router.state.location.search).toBe('?status=RETURNED&search=ABC'));
      await waitFor(() =>
        expect(Object.fromEntries(queriesOf('/assignments').at(-1)!)).toEqual({
          status: 'RETURNED',
          search: 'ABC',
          page: '1',
          pageSize: '25',
        }),
      );
    },
    SLOW,
  );

  it(
    'sorts from the sort bar (keyboard too) and keeps the sort and page size in the URL',
    async () => {
      const { user } = setup({ 'GET /assignments': { body: assignmentList([ACTIVE, RETURNED]) } });
      const { router } = renderApp('/assignments?status=ACTIVE&page=2');
      await screen.findByRole('article', { name: 'Assignment #5' });
      const bar = screen.getByRole('group', { name: 'Sort by' });
      expect(
        within(bar)
          .getAllByRole('button')
          .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
      ).toEqual([
        // The server's default order (newest first) is the sort shown before any is chosen.
        ['Created', 'true'],
        ['Valid From', 'false'],
        ['Status', 'false'],
      ]);

      await user.click(within(bar).getByRole('button', { name: 'Valid From' }));
      await waitFor(() =>
        expect(Object.fromEntries(queriesOf('/assignments').at(-1)!)).toEqual({
          status: 'ACTIVE',
          page: '1',
          pageSize: '25',
          sort: 'validFrom',
          order: 'asc',
        }),
      );
      expect(router.state.location.search).toBe('?status=ACTIVE&sort=validFrom&order=asc');
      const pressed = within(bar).getByRole('button', { name: 'Valid From (ascending)' });
      expect(pressed).toHaveAttribute('aria-pressed', 'true');

      pressed.focus();
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(router.state.location.search).toBe('?status=ACTIVE&sort=validFrom&order=desc'),
      );
      expect(within(bar).getByRole('button', { name: 'Valid From (descending)' })).toHaveFocus();
      await user.tab();
      await user.keyboard(' ');
      await waitFor(() => expect(queriesOf('/assignments').at(-1)!.get('sort')).toBe('status'));
      expect(router.state.location.search).toBe('?status=ACTIVE&sort=status&order=asc');
      expect(within(bar).getByRole('button', { name: 'Valid From' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );

      await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
      await waitFor(() => expect(queriesOf('/assignments').at(-1)!.get('pageSize')).toBe('50'));
      expect(router.state.location.search).toBe('?status=ACTIVE&sort=status&order=asc&pageSize=50');
    },
    SLOW,
  );

  it(
    "empty: 'No assignments found'; load failure: 'Failed to load data'",
    async () => {
      setup({ 'GET /assignments': { body: assignmentList([]) } });
      const first = renderApp('/assignments?search=zzz');
      expect(await screen.findByText('No assignments found')).toBeInTheDocument();
      first.unmount();

      setup({ 'GET /assignments': { status: 500, body: { error: 'Boom' } } });
      renderApp('/assignments');
      expect(await screen.findAllByText('Failed to load data')).not.toHaveLength(0);
    },
    SLOW,
  );
});
