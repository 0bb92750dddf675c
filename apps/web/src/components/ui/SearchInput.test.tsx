import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { Dialog } from './Dialog';
import { SearchInput } from './SearchInput';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <label htmlFor="notes">Notes</label>
      <textarea id="notes" />
      <SearchInput aria-label="Search machines" />
      <SearchInput aria-label="Second search" />
      <Dialog open={open} onOpenChange={setOpen} title="A dialog" closeLabel="Close">
        <SearchInput aria-label="Dialog search" pageSearch={false} />
      </Dialog>
    </>
  );
}

describe('SearchInput: "/" focuses the page search', () => {
  it('focuses the first search of the page, without typing the "/"', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const search = screen.getByRole('searchbox', { name: 'Search machines' });
    expect(search).toHaveAttribute('aria-keyshortcuts', '/');
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
  });

  it('leaves "/" to fields being typed in', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByLabelText('Notes'));
    await user.keyboard('a/b');
    expect(screen.getByLabelText('Notes')).toHaveFocus();
    expect(screen.getByLabelText('Notes')).toHaveValue('a/b');
  });

  it('does nothing while a dialog is open', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'A dialog' });
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    await user.keyboard('/');
    expect(dialog).toBeInTheDocument();
    expect(close).toHaveFocus();
    expect(
      screen.getByRole('searchbox', { name: 'Search machines', hidden: true }),
    ).not.toHaveFocus();
    // The dialog's own search is no page search.
    expect(screen.getByRole('searchbox', { name: 'Dialog search' })).not.toHaveAttribute(
      'aria-keyshortcuts',
    );
  });
});
