import type { MachineActivityResponse } from '@dd/contract';
import { todayInIndia } from '@dd/contract/values';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { formatDateIn } from '../../lib/dates';
import { mockFetch } from '../../test/fetch-mock';
import { openMachineDetail } from '../../test/machine-detail';
import { makeUser } from '../../test/render';
import { heldMachine, machineList } from '../../test/fixtures/machines';
import { chartDays } from './activity/days';

const SLOW = 20_000;

/** The India day `n` days before today (inside the chart's 90 days). */
function daysAgo(n: number): string {
  return todayInIndia(new Date(Date.now() - n * 86_400_000));
}

const machine = heldMachine({ id: 7, activationState: 'ACTIVATED', activity: 'ONLINE' });

const SEEN: MachineActivityResponse = {
  health: {
    state: 'ONLINE',
    lastSeenAt: '2026-12-04T06:30:00.000Z',
    lastTransactionAt: '2026-12-04T05:00:00.000Z',
    battery: 76,
    signal: 3,
    network: '4G',
    appVersion: '2.4.1',
    firmware: 'FW-9.0',
  },
  days: [
    {
      date: daysAgo(5),
      transactions: 12,
      amountPaise: 345000,
      firstSeenAt: null,
      lastSeenAt: null,
      lowestBattery: 40,
    },
    {
      date: daysAgo(1),
      transactions: 1,
      amountPaise: 9900,
      firstSeenAt: null,
      lastSeenAt: null,
      lowestBattery: null,
    },
  ],
};

const NEVER: MachineActivityResponse = {
  health: {
    state: 'NEVER_SEEN',
    lastSeenAt: null,
    lastTransactionAt: null,
    battery: null,
    signal: null,
    network: null,
    appVersion: null,
    firmware: null,
  },
  days: [],
};

function open(activity: { status?: number; body?: unknown }) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /machines': { body: machineList([machine]) },
    'GET /service-providers': { body: [] },
    'GET /distributors': { body: { distributors: [], total: 0 } },
    'GET /retailers': { body: { retailers: [], total: 0 } },
    'GET /reports/machine-history/7': { body: { machine, holding: null, history: [] } },
    'GET /machines/7/activity': activity,
  });
}

async function panel() {
  const detail = await openMachineDetail();
  const region = await within(detail.dialog).findByRole('region', { name: 'Activity' });
  return { ...detail, region: within(region) };
}

const fact = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextSibling;

describe('machine detail: activity', () => {
  it(
    "shows the device's state and health, and its 90 days as labelled bars and as a table",
    async () => {
      const calls = open({ body: SEEN });
      const { user, region } = await panel();
      const health = within(await region.findByTestId('device-health'));
      expect(fact(health, 'State')).toHaveTextContent('Online');
      expect(fact(health, 'Last seen')).toHaveTextContent('Dec 4, 2026');
      expect(fact(health, 'Last transaction')).toHaveTextContent('Dec 4, 2026');
      expect(fact(health, 'Battery')).toHaveTextContent('76%');
      expect(fact(health, 'Signal')).toHaveTextContent('3 of 5');
      expect(fact(health, 'Network')).toHaveTextContent('4G');
      expect(fact(health, 'App version')).toHaveTextContent('2.4.1');
      expect(fact(health, 'Firmware')).toHaveTextContent('FW-9.0');
      expect(calls.some((c) => c.path === '/machines/7/activity')).toBe(true);

      // The chart (its own chunk): a named, described group; a bar a screen reader names per day.
      const bars = await region.findByRole('group', { name: 'Transactions a day' });
      expect(bars).toHaveAccessibleDescription(/13 transactions in all, at most 12 in a day/);
      const day = (n: number) => formatDateIn(daysAgo(n), 'date', 'en');
      expect(
        within(bars)
          .getAllByRole('img')
          .map((bar) => bar.getAttribute('aria-label')),
      ).toEqual([`${day(5)}: 12 transactions`, `${day(1)}: 1 transaction`]);
      const amounts = region.getByRole('group', { name: 'Amount a day' });
      expect(within(amounts).getByRole('img', { name: `${day(5)}: ₹3,450.00` })).toBeVisible();
      expect(region.getByText('13 transactions, ₹3,549.00')).toBeVisible();

      await user.click(region.getByRole('button', { name: 'Show as table' }));
      const table = region.getByRole('table', { name: 'Activity by day, last 90 days' });
      const rows = within(table).getAllByRole('row');
      expect(rows.map((row) => row.textContent)).toEqual([
        'DateTransactionsAmountLowest battery',
        `${day(1)}1₹99.00—`,
        `${day(5)}12₹3,450.0040%`,
      ]);
      expect(region.queryByRole('group', { name: 'Transactions a day' })).not.toBeInTheDocument();
      await user.click(region.getByRole('button', { name: 'Show as chart' }));
      expect(region.getByRole('group', { name: 'Transactions a day' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says a device the provider never reported is never seen, without a chart',
    async () => {
      open({ body: NEVER });
      const { region } = await panel();
      expect(
        await region.findByText('Never seen: the provider has sent nothing for this device yet.'),
      ).toBeVisible();
      expect(region.getByText('Never seen')).toBeVisible();
      expect(region.queryByTestId('device-health')).not.toBeInTheDocument();
      expect(region.queryByRole('group')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows a failed load with a retry, like the rest of the dialog',
    async () => {
      open({ status: 500, body: { error: 'Boom' } });
      const { region } = await panel();
      const alert = await region.findByRole('alert', {}, { timeout: 5000 });
      expect(alert).toHaveTextContent('Error loading activity');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    },
    SLOW,
  );
});

describe('activity chart days', () => {
  it('draws every day of the window up to today, zeros where the provider sent nothing', () => {
    const days = chartDays(
      [
        {
          date: '2026-12-02',
          transactions: 3,
          amountPaise: 500,
          firstSeenAt: null,
          lastSeenAt: null,
          lowestBattery: null,
        },
      ],
      '2026-12-04',
      4,
    );
    expect(days).toEqual([
      { date: '2026-12-01', transactions: 0, amountPaise: 0 },
      { date: '2026-12-02', transactions: 3, amountPaise: 500 },
      { date: '2026-12-03', transactions: 0, amountPaise: 0 },
      { date: '2026-12-04', transactions: 0, amountPaise: 0 },
    ]);
  });
});
