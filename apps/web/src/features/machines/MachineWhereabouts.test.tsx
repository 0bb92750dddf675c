import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { openMachineDetail } from '../../test/machine-detail';
import { makeUser } from '../../test/render';
import { heldMachine, machineList, makeMachine } from '../../test/fixtures/machines';

const SLOW = 20_000;

const held = heldMachine({
  id: 7,
  activationState: 'ALLOTTED',
  allottedAt: '2026-01-05T10:00:00.000Z',
});

function open(
  role: 'admin' | 'retailer',
  machine = held,
  holding: object | null = { assignmentId: 5, order: { id: 12, orderNumber: 'ORD-2026-000012' } },
) {
  setToken('tok');
  mockFetch({
    'GET /auth/me': { body: { user: makeUser(role) } },
    'GET /machines': { body: machineList([machine]) },
    'GET /service-providers': { body: [] },
    'GET /distributors': { body: { distributors: [], total: 0 } },
    'GET /retailers': { body: { retailers: [], total: 0 } },
    'GET /reports/machine-history/7': { body: { machine, holding, history: [] } },
  });
}

async function detail() {
  const { dialog } = await openMachineDetail();
  return within(await within(dialog).findByRole('region', { name: 'Where it is' }));
}

describe('machine detail: where it is', () => {
  it(
    'names the holder, the shop and its person, and links the order and the assignment',
    async () => {
      open('admin');
      const where = await detail();
      const facts = where.getByTestId('machine-whereabouts');
      expect(within(facts).getByText('Holder (distributor)').nextSibling).toHaveTextContent(
        'ABC Distributors',
      );
      expect(within(facts).getByText("Retailer's shop").nextSibling).toHaveTextContent(
        'Shree Ganesh Mobiles',
      );
      expect(within(facts).getByText('Retailer').nextSibling).toHaveTextContent('Ramesh Patel');
      expect(where.getByRole('link', { name: 'Order ORD-2026-000012' })).toHaveAttribute(
        'href',
        '/orders/12',
      );
      expect(where.getByRole('link', { name: 'Assignment #5' })).toHaveAttribute(
        'href',
        '/assignments?search=TLR-POS-000001',
      );
      // The activation section names the shop too.
      const activation = screen.getByRole('region', { name: 'Activation' });
      expect(within(activation).getByText('Shop').nextSibling).toHaveTextContent(
        'Shree Ganesh Mobiles (Ramesh Patel)',
      );
    },
    SLOW,
  );

  it(
    'a retailer opens its order; the assignment, which it cannot open, is named without a link',
    async () => {
      open('retailer');
      const where = await detail();
      expect(where.getByRole('link', { name: 'Order ORD-2026-000012' })).toBeInTheDocument();
      expect(where.queryByRole('link', { name: 'Assignment #5' })).not.toBeInTheDocument();
      expect(where.getByText('Assignment #5')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says a machine in stock is held by no one',
    async () => {
      open('admin', makeMachine({ id: 7 }), null);
      const where = await detail();
      expect(where.getByText('In stock: no distributor or retailer holds it.')).toBeInTheDocument();
      expect(where.queryByRole('link')).not.toBeInTheDocument();
    },
    SLOW,
  );
});
