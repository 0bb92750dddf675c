import type { Organisation, User } from '@dd/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAdminOnlyTab } from './profile-queries.test-helpers';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';

const EMPTY: Organisation = {
  name: '',
  address: '',
  pinCode: null,
  gstin: null,
  phone: null,
  email: null,
  hsnPos: '84705010',
  hsnSoundbox: '85182900',
  tdsRateBp: 200,
  tdsThresholdPaise: 2000000,
  updatedAt: '2026-03-01T10:00:00.000Z',
};

function signedIn(user: User) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user } },
    'GET /organisation': { body: { organisation: EMPTY } },
    'PUT /organisation': (call) => ({
      body: { organisation: { ...EMPTY, ...(call.body as object) } },
    }),
  });
}

describe('Profile > Organisation', { timeout: 20_000 }, () => {
  it('is a tab for admins only; the other tabs stay', async () => {
    signedIn(makeUser('distributor'));
    await expectAdminOnlyTab('organisation', 'Organisation');
    expect(screen.getByRole('tab', { name: 'System Access' })).toBeInTheDocument();
  });

  it('refuses a GSTIN with a wrong check character and a PIN code starting with 0, then saves valid ones', async () => {
    const calls = signedIn(makeUser('admin'));
    renderApp('/profile?tab=organisation');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Company name');
    await waitFor(() =>
      expect(screen.getByLabelText('HSN code for POS terminals')).toHaveValue('84705010'),
    );
    await user.type(name, 'Deccan Devices Distribution Pvt Ltd');
    await user.type(screen.getByLabelText('Address'), '132 Feet Ring Road, Ahmedabad');
    await user.type(screen.getByLabelText('GSTIN'), '24AADCD4821M1ZP');
    await user.type(screen.getByLabelText('PIN code'), '080015');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByText('Enter a 6-digit PIN code that does not start with 0'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Enter a valid 15-character GSTIN: state code, PAN, entity number, Z and check character',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(screen.getByLabelText('GSTIN'));
    await user.type(screen.getByLabelText('GSTIN'), '24aadcd4821m1zo');
    await user.clear(screen.getByLabelText('PIN code'));
    await user.type(screen.getByLabelText('PIN code'), '380015');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Organisation details saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Deccan Devices Distribution Pvt Ltd',
      gstin: '24aadcd4821m1zo',
      pinCode: '380015',
      hsnPos: '84705010',
    });
  });

  it('saves TDS on commissions: the rate typed in percent as basis points, the threshold in rupees as paise', async () => {
    const calls = signedIn(makeUser('admin'));
    renderApp('/profile?tab=organisation');
    const user = userEvent.setup();
    const rate = await screen.findByLabelText('TDS rate (%)');
    await waitFor(() => expect(rate).toHaveValue('2'));
    const threshold = screen.getByLabelText('Yearly threshold');
    expect(threshold).toHaveValue('20000.00');
    expect(
      screen.getByText(
        /^Section 194H: no TDS while a distributor's commission in the financial year/,
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Company name'), 'Deccan Devices Distribution Pvt Ltd');
    await user.type(screen.getByLabelText('Address'), '132 Feet Ring Road, Ahmedabad');
    await user.type(screen.getByLabelText('GSTIN'), '24AADCD4821M1ZO');

    await user.clear(rate);
    await user.type(rate, '0.755');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('At most two decimals')).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(rate);
    await user.type(rate, '0.75');
    await user.clear(threshold);
    await user.type(threshold, '25,000');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Organisation details saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      gstin: '24AADCD4821M1ZO',
      tdsRateBp: 75,
      tdsThresholdPaise: 2500000,
    });
  });
});
