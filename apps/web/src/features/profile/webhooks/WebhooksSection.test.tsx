import type { User, Webhook } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAdminOnlyTab } from '../profile-queries.test-helpers';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-storage';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser, renderApp } from '../../../test/render';

const SECRET = `whsec_${'ab'.repeat(32)}`;
const HOOK: Webhook = {
  id: 7,
  url: 'https://erp.example.com/hooks',
  description: 'ERP',
  events: ['order.created'],
  active: true,
  secretHint: 'whsec_…abab',
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  lastDelivery: null,
};

function signedIn(user: User, list: Webhook[] = []) {
  setToken('tok');
  return mockFetch({
    'GET /auth/me': { body: { user } },
    'GET /webhooks': () => ({ body: { webhooks: list } }),
    'POST /webhooks': (call) => {
      list = [{ ...HOOK, ...(call.body as object) }];
      return { status: 201, body: { webhook: list[0], secret: SECRET } };
    },
    'POST /webhooks/7/test': {
      status: 409,
      body: { error: 'off', code: 'webhook_inactive' },
    },
    'DELETE /webhooks/7': () => {
      list = [];
      return { body: { ok: true } };
    },
  });
}

describe('Profile > Webhooks', { timeout: 20_000 }, () => {
  it('is a tab for admins only', async () => {
    signedIn(makeUser('distributor'));
    await expectAdminOnlyTab('webhooks', 'Webhooks');
  });

  it("shows the server's refusal of the URL on the URL field, brought into view", async () => {
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /webhooks': { body: { webhooks: [] } },
      'POST /webhooks': {
        status: 400,
        body: { error: 'x', code: 'webhook_url_private', params: { host: '10.0.0.5' } },
      },
    });
    // jsdom lays nothing out: record which element was asked to come into view.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderApp('/profile?tab=webhooks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    const url = within(dialog).getByLabelText('Payload URL');
    await user.type(url, 'https://10.0.0.5/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order created' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining(
        'The address 10.0.0.5 is private or local; webhooks can only be sent to public addresses',
      ),
    );
    expect(url).toHaveFocus();
    expect(scrolled).toContain(url);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    // Typing a new address clears the refusal.
    await user.type(url, 'x');
    expect(url).not.toHaveAttribute('aria-invalid');
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('adds a webhook (events by checkbox) and shows its secret once', async () => {
    const calls = signedIn(makeUser('admin'));
    renderApp('/profile?tab=webhooks');
    const user = userEvent.setup();
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByLabelText('Payload URL'), 'ftp://erp.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(
      within(dialog).getByText('Enter an http:// or https:// URL without a user name or password'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Payload URL'));
    await user.type(within(dialog).getByLabelText('Payload URL'), 'https://erp.example.com/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order created' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Low stock' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const shown = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(shown).getByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'https://erp.example.com/hooks',
      description: null,
      events: ['order.created', 'stock.low'],
      active: true,
    });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).not.toBeInTheDocument());
    expect(await screen.findByText('https://erp.example.com/hooks')).toBeInTheDocument();
    expect(screen.getByText('whsec_…abab')).toBeInTheDocument();
  });

  it('tells the error of a refused test event and deletes after confirmation', async () => {
    signedIn(makeUser('admin'), [HOOK]);
    renderApp('/profile?tab=webhooks');
    const user = userEvent.setup();
    const card = await screen.findByRole('listitem', { name: HOOK.url });
    await user.click(within(card).getByRole('button', { name: 'Send test event' }));
    expect(
      await screen.findByText('This webhook is turned off; turn it on to send a test event'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('No webhooks yet')).toBeInTheDocument();
  });
});
