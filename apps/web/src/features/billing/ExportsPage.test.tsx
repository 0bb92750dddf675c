import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { captureDownloads } from '../../test/downloads';
import { mockFetch, queriesTo } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';
import { closedMonths, monthDays } from './months';

const GSTR1 = { gstin: '24AADCD4821M1ZO', fp: '112026', b2b: [] };

function admin(routes: Parameters<typeof mockFetch>[0] = {}) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /billing/gstr1': { body: GSTR1 },
    'GET /billing/tally.xml': { body: '<ENVELOPE/>' },
    ...routes,
  });
}

describe('Billing > Returns & exports', () => {
  it('is a tab for admins: GSTR-1 of a closed month (last month first) saved as its JSON file', async () => {
    admin();
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderApp('/billing/invoices');
    const tabs = await screen.findByRole('navigation', { name: 'Billing' });
    await user.click(within(tabs).getByRole('link', { name: 'Returns & exports' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Returns & exports' }),
    ).toBeInTheDocument();

    const gstr1 = screen.getByRole('region', { name: 'GSTR-1' });
    const period = within(gstr1).getByRole('combobox', { name: 'Tax period' });
    const [last, before] = closedMonths();
    expect(period).toHaveValue(last);
    expect(within(period).queryByRole('option', { name: /December 2026/ })).toBeNull();
    await user.selectOptions(period, before!);
    await user.click(within(gstr1).getByRole('button', { name: 'Download GSTR-1' }));
    await expect.poll(() => saved.length).toBe(1);
    expect(queriesTo('/billing/gstr1').map((q) => q.get('month'))).toEqual([before]);
    expect(saved[0]!.name).toBe(`GSTR1-${before}.json`);
    expect(JSON.parse(await saved[0]!.blob.text())).toMatchObject({
      gstin: GSTR1.gstin,
      fp: '112026',
    });
  });

  it("shows a GSTR-1 refusal by its code's text", async () => {
    admin({
      'GET /billing/gstr1': {
        status: 409,
        body: { error: 'No GSTIN', code: 'gstr1_supplier_gstin_missing' },
      },
    });
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderApp('/billing/exports');
    const gstr1 = await screen.findByRole('region', { name: 'GSTR-1' });
    await user.click(within(gstr1).getByRole('button', { name: 'Download GSTR-1' }));
    expect(await within(gstr1).findByRole('alert')).toHaveTextContent(
      "Add the organisation's GSTIN (Profile > Organisation) before downloading GSTR-1",
    );
    expect(saved).toHaveLength(0);
  });

  it('downloads Tally XML for last month by default, checks the range first, and shows a refusal by its code', async () => {
    let refuse = false;
    admin({
      'GET /billing/tally.xml': () =>
        refuse
          ? { status: 400, body: { error: 'Bad range', code: 'billing_export_range_invalid' } }
          : { body: '<ENVELOPE/>' },
    });
    const saved = captureDownloads();
    const user = userEvent.setup();
    renderApp('/billing/exports');
    const tally = await screen.findByRole('region', { name: 'Tally' });
    const { first, last } = monthDays(closedMonths()[0]!);
    expect(within(tally).getByLabelText('From')).toHaveValue(first);
    expect(within(tally).getByLabelText('To')).toHaveValue(last);
    await user.click(within(tally).getByRole('button', { name: 'Download Tally XML' }));
    await expect.poll(() => saved.length).toBe(1);
    expect(saved[0]!.name).toBe(`tally-${first}-${last}.xml`);
    const asked = queriesTo('/billing/tally.xml')[0]!;
    expect([asked.get('from'), asked.get('to')]).toEqual([first, last]);

    // From after To: said at once, nothing asked.
    const from = within(tally).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-12-15');
    await user.click(within(tally).getByRole('button', { name: 'Download Tally XML' }));
    expect(within(tally).getByRole('alert')).toHaveTextContent(
      'Choose a From and a To date, at most a year apart',
    );
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(queriesTo('/billing/tally.xml')).toHaveLength(1);

    // The server's own refusal (a range over a year) by its code.
    refuse = true;
    await user.clear(from);
    await user.type(from, '2024-01-01');
    await user.click(within(tally).getByRole('button', { name: 'Download Tally XML' }));
    expect(await within(tally).findByRole('alert')).toHaveTextContent(
      'Choose a From and a To date, at most a year apart',
    );
    expect(queriesTo('/billing/tally.xml')).toHaveLength(2);
    expect(saved).toHaveLength(1);
  });

  it('is not for a distributor: the page answers with the access screen', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('distributor', { distributorId: 1 }) } },
    });
    renderApp('/billing/exports');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeInTheDocument();
  });
});
