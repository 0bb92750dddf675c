import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadEnglishTexts } from '../i18n';
import { setToken } from '../lib/auth-storage';
import { mockFetch } from '../test/fetch-mock';
import { makeUser, renderApp } from '../test/render';

// The first load holds only the shell's English texts; each page waits for the screens' texts
// with its code. Here their fetch is held back to see what shows meanwhile.
vi.mock('../i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../i18n')>();
  return { ...actual, loadEnglishTexts: vi.fn(actual.loadEnglishTexts) };
});

describe("the screens' English texts", () => {
  it('a page shows its loading state, never its keys, until its texts have arrived', async () => {
    let release: () => void = () => {};
    vi.mocked(loadEnglishTexts).mockImplementation(
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('retailer', { retailerId: 4 }) } },
      'GET /dashboard/stats': { body: {} },
    });
    renderApp('/profile');

    // A first visit waits for the layout and the page together (the layout is its own chunk:
    // the initial JS budget), on the loading screen, in the shell's own texts.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(vi.mocked(loadEnglishTexts)).toHaveBeenCalled();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\bprofile\.[a-z]/);
  });
});
