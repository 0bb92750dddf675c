import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { setToken } from '../../lib/auth-storage';
import { mockFetch, type MockCall } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { loadSelection, saveSelection, toBookingMachine } from '../../lib/booking-selection';
import {
  fetchUrl,
  makeDistributor,
  makeMachine,
  makeOrder,
  makeRetailer,
  ORDER_STATS,
} from '../../test/fixtures/orders';

const DISTRIBUTORS = [
  makeDistributor(1, 'ABC Distributors'),
  makeDistributor(2, 'XYZ Distributors'),
];
const RETAILERS = {
  1: [makeRetailer(3, 'Shree Ganesh Mobile', 1), makeRetailer(4, 'Om Sai Telecom', 1)],
  2: [makeRetailer(5, 'Mumbai Mobile Point', 2)],
} as Record<string, ReturnType<typeof makeRetailer>[]>;

function select(count: number, type: 'POS' | 'SOUNDBOX' | 'mixed' = 'SOUNDBOX') {
  const machines = Array.from({ length: count }, (_, i) =>
    makeMachine(101 + i, {
      type: type === 'POS' || (type === 'mixed' && i > 0) ? 'POS' : 'SOUNDBOX',
    }),
  );
  saveSelection({
    providerId: 1,
    provider: { id: 1, name: 'Bharat Payment Services', company_name: 'BPS Pvt Ltd' },
    machines: machines.map(toBookingMachine),
  });
  return machines;
}

function api(extra: Parameters<typeof mockFetch>[0] = {}, user = makeUser('admin')): MockCall[] {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user } },
    'GET /distributors': () => ({
      body: {
        distributors: user.userType === 'distributor' ? [DISTRIBUTORS[0]] : DISTRIBUTORS,
        stats: { total: 2, active: 2, inactive: 0 },
        total: 2,
        page: 1,
        pageSize: 500,
      },
    }),
    'GET /retailers': () => {
      const list = RETAILERS[fetchUrl().searchParams.get('distributorId') ?? ''] ?? [];
      return {
        body: {
          retailers: list,
          stats: { total: 3, active: 3, inactive: 0 },
          total: list.length,
          page: 1,
          pageSize: 500,
        },
      };
    },
    'GET /orders': {
      body: { orders: [makeOrder(9)], stats: ORDER_STATS, total: 1, page: 1, pageSize: 20 },
    },
    ...extra,
  });
}

const next = () => screen.getByRole('button', { name: /^Next/ });

/** The wizard's texts in a language (English unless a test signs in a Hindi user). */
const textIn = (lng: string) => (key: string) => i18n.t(key as never, { lng }) as unknown as string;

async function walkToReview(user: ReturnType<typeof userEvent.setup>, tr = textIn('en')) {
  const nextButton = () =>
    screen.getByRole('button', { name: new RegExp(`^${tr('booking.next')}`) });
  await user.click(await screen.findByRole('radio', { name: /ABC Distributors/ }));
  await user.click(nextButton());
  await user.click(await screen.findByRole('radio', { name: /Shree Ganesh Mobile/ }));
  await user.click(nextButton());
  await screen.findByLabelText(new RegExp(tr('booking.details.orderType')));
  await user.click(nextButton());
  await screen.findByRole('heading', { level: 2, name: tr('booking.steps.review') });
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe('OrderBookingPage (booking wizard)', { timeout: 20_000 }, () => {
  it('keeps Next disabled until each step is answered, and going back is free', async () => {
    select(2, 'POS');
    api();
    const user = userEvent.setup();
    renderApp('/order/1');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Select Distributor' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /ABC Distributors/ }));
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(screen.getByRole('heading', { level: 2, name: 'Select Retailer' })).toBeVisible();
    expect(next()).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /Om Sai Telecom/ }));
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(screen.getByRole('heading', { level: 2, name: 'Order Details' })).toBeVisible();
    // The order type follows the machines (POS: a machine allotment): nothing to choose.
    const orderType = screen.getByLabelText('Order Type');
    expect(orderType).toHaveValue('Machine Allotment');
    expect(orderType).toHaveAttribute('readonly');
    const quantity = screen.getByLabelText('Quantity');
    // Quantity follows the selection: two machines selected, two booked, nothing to type.
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveAttribute('readonly');
    expect(screen.getByText('The order includes all 2 selected machines.')).toBeVisible();
    expect(next()).toBeEnabled();
    await user.click(next());

    expect(screen.getByRole('heading', { level: 2, name: 'Review & Confirm' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create Order' })).toBeEnabled();
    // Step 4 shows the delivery details the order keeps, and no field it would throw away.
    const delivery = screen.getByRole('region', { name: 'Delivery Details' });
    expect(within(delivery).getByText('Expected Delivery')).toBeVisible();
    expect(within(delivery).getByText('Delivery Address')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveTextContent(
      'Machine Allotment',
    );

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByRole('radio', { name: /Om Sai Telecom/ })).toBeChecked();
  });

  it('clears the retailer when another distributor is chosen, and lists only its retailers', async () => {
    select(1);
    api();
    const user = userEvent.setup();
    renderApp('/order/1');

    await user.click(await screen.findByRole('radio', { name: /ABC Distributors/ }));
    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: /Shree Ganesh Mobile/ }));
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await user.click(screen.getByRole('radio', { name: /XYZ Distributors/ }));
    await user.click(next());

    expect(await screen.findByRole('radio', { name: /Mumbai Mobile Point/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: /Shree Ganesh Mobile/ })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    expect(fetchUrl().searchParams.get('distributorId')).toBe('2');
  });

  it("shows the first three machines and '+N more machines' on the review step", async () => {
    const machines = select(5);
    api();
    const user = userEvent.setup();
    renderApp('/order/1');
    await walkToReview(user);

    for (const m of machines.slice(0, 3)) expect(screen.getByText(m.serialNumber)).toBeVisible();
    expect(screen.queryByText(machines[3]!.serialNumber)).not.toBeInTheDocument();
    expect(screen.getByText('+2 more machines')).toBeVisible();
    expect(screen.getByText('Selected Machines (5)')).toBeVisible();
  });

  it('fills contact and address from the retailer, keeps what was typed when the wizard is mounted again (Back and Forward, a reload) and books it', async () => {
    select(2);
    const calls = api({
      'POST /orders': { status: 201, body: { success: true, id: 9, order: makeOrder(9) } },
    });
    const user = userEvent.setup();
    const first = renderApp('/order/1');
    await user.click(await screen.findByRole('radio', { name: /ABC Distributors/ }));
    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: /Shree Ganesh Mobile/ }));
    await user.click(next());
    expect(screen.getByLabelText('Contact Person')).toHaveValue('Shree Ganesh Mobile');
    expect(screen.getByLabelText('Contact Phone')).toHaveValue('+91 98250 41122');
    expect(screen.getByLabelText('Delivery Address')).toHaveValue('Ahmedabad, Ahmedabad, Gujarat');
    expect(
      screen.getByText(/Contact and address are filled in from Shree Ganesh Mobile Mobiles/),
    ).toBeVisible();
    // A typed contact stays when another retailer is chosen; the prefilled address follows it.
    await user.clear(screen.getByLabelText('Contact Person'));
    await user.type(screen.getByLabelText('Contact Person'), 'Mahesh Patel');
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    await user.click(screen.getByRole('radio', { name: /Om Sai Telecom/ }));
    await user.click(next());
    expect(screen.getByLabelText('Contact Person')).toHaveValue('Mahesh Patel');
    await user.clear(screen.getByLabelText('Delivery Address'));
    await user.type(screen.getByLabelText('Delivery Address'), 'Shop 4, CG Road');
    await user.type(screen.getByLabelText('Expected Delivery Date'), '2099-01-15');
    await user.click(next());
    expect(screen.getByText('Shop 4, CG Road')).toBeVisible();

    // The page mounted again on the same history entry: the wizard is where it was.
    first.unmount();
    renderApp('/order/1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review & Confirm' }),
    ).toBeVisible();
    expect(await screen.findByText('Om Sai Telecom')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByLabelText('Delivery Address')).toHaveValue('Shop 4, CG Road');
    expect(screen.getByLabelText('Expected Delivery Date')).toHaveValue('2099-01-15');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      retailerId: 4,
      quantity: 2,
      expectedDeliveryDate: '2099-01-15',
      deliveryAddress: 'Shop 4, CG Road',
      contactPerson: 'Mahesh Patel',
      contactPhone: '+91 98250 41122',
    });
    expect(window.sessionStorage.getItem('booking.draft')).toBeNull();
  });

  it('mounted again on the review step, waits for the parties to load before Create Order', async () => {
    select(1);
    api();
    const user = userEvent.setup();
    const first = renderApp('/order/1');
    await walkToReview(user);
    first.unmount();

    // A reload: the distributors' list answers late.
    let answer: (value: void) => void = () => {};
    const late = new Promise<void>((resolve) => (answer = resolve));
    const calls = api({
      'GET /distributors': async () => {
        await late;
        return {
          body: {
            distributors: DISTRIBUTORS,
            stats: { total: 2, active: 2, inactive: 0 },
            total: 2,
            page: 1,
            pageSize: 500,
          },
        };
      },
      'POST /orders': { status: 201, body: { success: true, id: 9, order: makeOrder(9) } },
    });
    renderApp('/order/1');
    await screen.findByRole('heading', { level: 2, name: 'Review & Confirm' });
    const create = screen.getByRole('button', { name: 'Create Order' });
    expect(create).toBeDisabled();
    expect(screen.queryByText('Please complete all required fields')).toBeNull();

    answer();
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      distributorId: 1,
      retailerId: 3,
    });
  });

  it('books once per wizard session: a retry after a failure reuses the Idempotency-Key', async () => {
    const machines = select(3);
    let attempts = 0;
    const calls = api({
      'POST /orders': () => {
        attempts += 1;
        return attempts === 1
          ? 'network-error'
          : { status: 201, body: { success: true, id: 9, order: makeOrder(9) } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/order/1');
    await walkToReview(user);

    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(
      await screen.findByText('Error creating order. Please try again.', { selector: 'p' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create Order' }));

    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/orders');
    expect(posts).toHaveLength(2);
    const key = posts[0]!.headers['idempotency-key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.headers['idempotency-key']).toBe(key);
    expect(posts[1]!.body).toMatchObject({
      distributorId: 1,
      retailerId: 3,
      serviceProviderId: 1,
      orderType: 'SOUNDBOX_ALLOTMENT',
      quantity: 3,
      machineType: 'SOUNDBOX',
      model: 'Telering SB-10',
      machineIds: machines.map((m) => m.id),
    });
    expect(loadSelection(1)).toBeNull();
  });

  it("shows 'Creating Order...' while busy and ignores a second click", async () => {
    select(2);
    let release: () => void = () => {};
    const calls = api({
      'POST /orders': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ status: 201, body: { success: true, id: 9, order: makeOrder(9) } });
        }),
    });
    const user = userEvent.setup();
    renderApp('/order/1');
    await walkToReview(user);

    const create = screen.getByRole('button', { name: 'Create Order' });
    await user.dblClick(create);
    const busy = await screen.findByRole('button', { name: 'Creating Order...' });
    expect(busy).toBeDisabled();
    release();
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("drops machines booked meanwhile (409), then says 'Please complete all required fields' when none is left", async () => {
    const [machine] = select(1);
    const calls = api({
      'POST /orders': {
        status: 409,
        // The screen reads the code and its params, never the sentence: reworded on purpose.
        body: {
          error: 'Stock moved under you',
          code: 'machines_unavailable',
          params: { serials: [machine!.serialNumber] },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/order/1');
    await walkToReview(user);

    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `These machines are no longer available: ${machine!.serialNumber}`,
    );
    expect(alert).not.toHaveTextContent('Stock moved under you');
    expect(within(alert).getByRole('link', { name: /inventory/ })).toHaveAttribute(
      'href',
      '/inventory/1',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Review & Confirm' })).toBeVisible();
    expect(loadSelection(1)?.machines).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please complete all required fields',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('drops and names machines the server answers as not found (taken out of sight), keeping the rest', async () => {
    const machines = select(3);
    const gone = machines[1]!;
    api({
      'POST /orders': {
        status: 404,
        body: {
          error: 'Machines not found',
          code: 'machines_not_found',
          params: { ids: [gone.id] },
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/order/1');
    await walkToReview(user);

    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`These machines are no longer available: ${gone.serialNumber}`);
    expect(alert).toHaveTextContent('It was booked by someone else meanwhile');
    expect(loadSelection(1)?.machines.map((m) => m.id)).toEqual([machines[0]!.id, machines[2]!.id]);
  });

  it('names the machines of a 409 machines_unavailable in Hindi for a Hindi user', async () => {
    const machines = select(2);
    const serials = machines.map((m) => m.serialNumber);
    api(
      {
        'POST /orders': {
          status: 409,
          body: {
            error: 'Something else entirely',
            code: 'machines_unavailable',
            params: { serials },
          },
        },
      },
      makeUser('admin', {
        preferences: { theme: 'light', language: 'hi', timezone: 'Asia/Kolkata' },
      }),
    );
    const user = userEvent.setup();
    renderApp('/order/1');
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    const hi = textIn('hi');
    await walkToReview(user, hi);

    await user.click(screen.getByRole('button', { name: hi('booking.create') }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`ये मशीनें अब उपलब्ध नहीं हैं: ${serials.join(', ')}`);
    expect(alert).not.toHaveTextContent('Something else entirely');
    expect(loadSelection(1)?.machines).toEqual([]);
  });

  it('says so clearly when opened without a selection', async () => {
    api();
    renderApp('/order/1');
    expect(await screen.findByText('No machines selected')).toBeVisible();
    expect(screen.getByRole('link', { name: /Back to Inventory/ })).toHaveAttribute(
      'href',
      '/inventory/1',
    );
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('has the only active distributor chosen for an admin too', async () => {
    select(1);
    api({
      'GET /distributors': {
        body: {
          distributors: [DISTRIBUTORS[1], { ...DISTRIBUTORS[0]!, status: 'INACTIVE' }],
          stats: { total: 2, active: 1, inactive: 1 },
          total: 2,
          page: 1,
          pageSize: 500,
        },
      },
    });
    renderApp('/order/1');
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /XYZ Distributors/ })).toBeChecked();
    expect(next()).toBeEnabled();
    await userEvent.click(next());
    expect(await screen.findByRole('radio', { name: /Mumbai Mobile Point/ })).toBeInTheDocument();
    expect(fetchUrl().searchParams.get('distributorId')).toBe('2');
  });

  it('skips the distributor step for a distributor user, who books for its own retailers', async () => {
    select(1);
    const calls = api(
      { 'POST /orders': { status: 201, body: { success: true, id: 9, order: makeOrder(9) } } },
      makeUser('distributor', { distributorId: 1 }),
    );
    const user = userEvent.setup();
    renderApp('/order/1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Select Retailer' })).toBeVisible();
    const steps = within(screen.getByRole('navigation', { name: 'Booking steps' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(3);
    expect(steps.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Step 1 of 3: Select Retailer',
    );
    expect(steps.queryByText('Select Distributor')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: /Shree Ganesh Mobile/ }));
    expect(screen.queryByRole('radio', { name: /ABC Distributors/ })).not.toBeInTheDocument();
    await user.click(next());
    await user.click(next());
    expect(screen.getByRole('region', { name: 'Order Summary' })).toHaveTextContent(
      'ABC Distributors',
    );
    await user.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/orders');
    expect(post?.body).toMatchObject({ distributorId: 1, retailerId: 3 });
  });

  it('says a selection of POS machines and soundboxes fits no order type, and does not go on', async () => {
    select(2, 'mixed');
    api();
    const user = userEvent.setup();
    renderApp('/order/1');
    await user.click(await screen.findByRole('radio', { name: /ABC Distributors/ }));
    await user.click(next());
    await user.click(await screen.findByRole('radio', { name: /Shree Ganesh Mobile/ }));
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The selection holds both POS machines and soundboxes',
    );
    expect(screen.getByLabelText('Order Type')).toHaveValue('');
    expect(next()).toBeDisabled();
  });
});
