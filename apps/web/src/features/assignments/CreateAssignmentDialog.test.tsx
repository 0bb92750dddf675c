import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { queriesOf } from '../../test/fixtures/machines';
import { partyList } from '../../test/fixtures/parties';
import {
  assignmentList,
  AVAILABLE,
  DISTRIBUTORS,
  RETAILERS,
} from '../../test/fixtures/assignments';
import { today } from '../../lib/clock';

const SLOW = 20_000;

function setup(
  routes: Parameters<typeof mockFetch>[0] = {},
  role: 'admin' | 'distributor' = 'admin',
) {
  setToken('tok');
  const calls = mockFetch({
    'GET /auth/me': { body: { user: makeUser(role) } },
    'GET /assignments': { body: assignmentList([]) },
    'GET /assignments/machines/available': { body: AVAILABLE },
    'GET /distributors': partyList(
      'distributors',
      role === 'admin' ? DISTRIBUTORS : DISTRIBUTORS.slice(0, 1),
    ),
    'GET /retailers': () => {
      const id = queriesOf('/retailers').at(-1)?.get('distributorId') ?? '';
      return partyList('retailers', RETAILERS[id] ?? []);
    },
    ...routes,
  });
  return { calls, user: userEvent.setup() };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/assignments');
  await user.click(await screen.findByRole('button', { name: 'New Assignment' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Assignment' });
  await within(dialog).findByText('TLR-POS-000011');
  return dialog;
}

const options = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((o) => o.text);

describe('create assignment modal', () => {
  it(
    "says 'Please fill in all required fields' without a machine or a distributor, and sends nothing",
    async () => {
      const { calls, user } = setup();
      const dialog = await openModal(user);
      expect(within(dialog).getByLabelText(/Valid From/)).toHaveValue(today());

      await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
      expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();

      // A machine alone is not enough: the distributor is required too.
      await user.click(within(dialog).getByLabelText(/TLR-POS-000011/));
      await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
      expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();

      // And a distributor without a valid-from date is not either.
      await user.selectOptions(within(dialog).getByLabelText(/^Distributor/), '1');
      await user.clear(within(dialog).getByLabelText(/Valid From/));
      await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
      expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    },
    SLOW,
  );

  it(
    "lists only the chosen distributor's retailers, and a new distributor clears the retailer",
    async () => {
      const { user } = setup();
      const dialog = await openModal(user);
      const retailer = within(dialog).getByLabelText(/^Retailer/);
      expect(retailer).toBeDisabled();

      await user.selectOptions(within(dialog).getByLabelText(/^Distributor/), '1');
      await waitFor(() => expect(options(retailer)).toContain('Hetal Joshi (Hetal Joshi Mobiles)'));
      expect(options(retailer)).toEqual([
        'No retailer (Direct Assignment)',
        'Hetal Joshi (Hetal Joshi Mobiles)',
        'Mahesh Patel (Mahesh Patel Mobiles)',
      ]);
      expect(queriesOf('/retailers').at(-1)?.get('distributorId')).toBe('1');
      await user.selectOptions(retailer, '22');
      expect(retailer).toHaveValue('22');

      await user.selectOptions(within(dialog).getByLabelText(/^Distributor/), '2');
      expect(retailer).toHaveValue('');
      await waitFor(() =>
        expect(options(retailer)).toEqual([
          'No retailer (Direct Assignment)',
          'Suresh Yadav (Suresh Yadav Mobiles)',
        ]),
      );
    },
    SLOW,
  );

  it(
    'shows Valid To before Valid From on the field and does not send',
    async () => {
      const { calls, user } = setup();
      const dialog = await openModal(user);
      await user.click(within(dialog).getByLabelText(/TLR-POS-000011/));
      await user.selectOptions(within(dialog).getByLabelText(/^Distributor/), '1');
      const from = within(dialog).getByLabelText(/Valid From/);
      await user.clear(from);
      await user.type(from, '2024-06-10');
      const to = within(dialog).getByLabelText(/Valid To/);
      await user.type(to, '2024-06-01');
      expect(within(dialog).getByText('Valid To cannot be before Valid From')).toBeInTheDocument();
      expect(to).toHaveAttribute('aria-invalid', 'true');
      await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      await user.clear(to);
      await user.type(to, '2024-06-10');
      expect(within(dialog).queryByText('Valid To cannot be before Valid From')).toBeNull();
    },
    SLOW,
  );

  it(
    "puts the server's Valid To refusal on the field, not in a generic message",
    async () => {
      const { calls, user } = setup({
        'POST /assignments': {
          status: 400,
          body: {
            error: 'Valid To cannot be before Valid From',
            code: 'valid_to_before_valid_from',
            details: [{ path: 'body.validTo', message: 'x', code: 'valid_to_before_valid_from' }],
          },
        },
      });
      const dialog = await openModal(user);
      await user.click(within(dialog).getByLabelText(/TLR-POS-000011/));
      await user.selectOptions(within(dialog).getByLabelText(/^Distributor/), '1');
      const to = within(dialog).getByLabelText(/Valid To/);
      await user.type(to, '2099-01-01');
      await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      expect(
        await within(dialog).findByText('Valid To cannot be before Valid From'),
      ).toBeInTheDocument();
      expect(to).toHaveAttribute('aria-invalid', 'true');
      expect(to).toHaveFocus();
      expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
      expect(screen.queryByText(/Error creating assignment/)).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'names a chosen machine the server answers as not found (taken out of sight)',
    async () => {
      const { user } = setup({
        'POST /assignments': {
          status: 404,
          body: { error: 'Machines not found', code: 'machines_not_found', params: { ids: [12] } },
        },
      });
      const dialog = await openModal(user);
      await user.click(within(dialog).getByLabelText(/TLR-POS-000011/));
      await user.click(within(dialog).getByLabelText(/EVL-SB-000012/));
      await user.selectOptions(within(dialog).getByLabelText(/^Distributor/), '1');
      const from = within(dialog).getByLabelText(/Valid From/);
      await user.clear(from);
      await user.type(from, '2024-06-01');
      await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));
      expect(
        await screen.findByText(
          'Error creating assignment: These machines are no longer available: EVL-SB-000012',
        ),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "sends the spec's body with an Idempotency-Key; a failure shows 'Error creating assignment: …'",
    async () => {
      const { calls, user } = setup({
        'POST /assignments': {
          status: 409,
          body: {
            error: 'Machines not available: TLR-POS-000011',
            code: 'machines_unavailable',
            params: { serials: ['TLR-POS-000011'] },
          },
        },
      });
      const dialog = await openModal(user);
      await user.click(within(dialog).getByLabelText(/TLR-POS-000011/));
      await user.click(within(dialog).getByLabelText(/EVL-SB-000012/));
      expect(within(dialog).getByText(/2 selected/)).toBeInTheDocument();
      await user.selectOptions(within(dialog).getByLabelText(/^Distributor/), '1');
      const retailer = within(dialog).getByLabelText(/^Retailer/);
      await waitFor(() => expect(options(retailer)).toHaveLength(3));
      await user.selectOptions(retailer, '21');
      const from = within(dialog).getByLabelText(/Valid From/);
      await user.clear(from);
      await user.type(from, '2024-06-01');
      await user.type(within(dialog).getByLabelText(/^Notes/), '  Diwali stock  ');
      await user.click(within(dialog).getByRole('button', { name: 'Create Assignment' }));

      expect(
        await screen.findByText(
          'Error creating assignment: These machines are no longer available: TLR-POS-000011',
        ),
      ).toBeInTheDocument();
      const post = calls.find((c) => c.method === 'POST' && c.path === '/assignments')!;
      expect(post.body).toEqual({
        machineIds: [11, 12],
        distributorId: 1,
        retailerId: 21,
        assignedBy: 'admin',
        assignedByRole: 'admin',
        validFrom: '2024-06-01',
        validTo: null,
        notes: 'Diwali stock',
      });
      expect(post.headers['idempotency-key']).toMatch(/\S{8,}/);
      // The modal stays open with the choices kept, so the user can fix and retry.
      expect(within(dialog).getByLabelText(/TLR-POS-000011/)).toBeChecked();
    },
    SLOW,
  );

  it(
    'a distributor user gets itself chosen, as the only distributor',
    async () => {
      const { user } = setup({}, 'distributor');
      const dialog = await openModal(user);
      const distributor = within(dialog).getByLabelText(/^Distributor/);
      await waitFor(() => expect(distributor).toHaveValue('1'));
      expect(options(distributor)).toEqual(['Select a distributor', 'ABC Distributors']);
    },
    SLOW,
  );
});
