import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useDialogDirty } from './dialog-dirty';

/** A page with a button that opens a dialog holding a form (or no field at all). */
function Page({ withFields = true }: { withFields?: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open form</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setName('');
        }}
        title="Edit name"
        dirty={name !== ''}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        {withFields ? (
          <>
            <p>Some text first.</p>
            <label htmlFor="name">Name</label>
            <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
            <label htmlFor="city">City</label>
            <input id="city" />
          </>
        ) : (
          <p>Nothing to fill in.</p>
        )}
      </Dialog>
    </>
  );
}

/** A form that says itself when it holds input (as the react-hook-form forms do). */
function SelfReportingForm() {
  const [notes, setNotes] = useState('');
  useDialogDirty(notes !== '');
  return (
    <>
      <label htmlFor="notes">Notes</label>
      <textarea id="notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
    </>
  );
}

describe('Dialog', () => {
  it('opens on its first field and gives the focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open form' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    // Closed with a footer button too.
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('without fields, opens on its first control and keeps its body a tab stop', async () => {
    const user = userEvent.setup();
    render(<Page withFields={false} />);
    await user.click(screen.getByRole('button', { name: 'Open form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus(),
    );
    await user.tab();
    expect(within(dialog).getByText('Nothing to fill in.').parentElement).toHaveFocus();
  });

  it('Escape with typed input asks "Discard changes?"; Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open form' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit name' });
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('Asha{Escape}');

    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(
      within(ask).getByText('What you typed in this dialog will be lost.'),
    ).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull(),
    );
    expect(screen.getByRole('dialog', { name: 'Edit name' })).toBeInTheDocument();
    expect(name).toHaveValue('Asha');
    await waitFor(() => expect(name).toHaveFocus());

    // The × asks too; Discard closes the dialog and the focus goes back to the opener.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    // Nothing typed: Escape closes at once.
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Edit name' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a form inside says it holds input with useDialogDirty', async () => {
    const user = userEvent.setup();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen} title="Add a note">
          <SelfReportingForm />
        </Dialog>
      );
    }
    render(<Host />);
    const notes = await screen.findByLabelText('Notes');
    await waitFor(() => expect(notes).toHaveFocus());
    await user.keyboard('x{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull(),
    );
    await user.clear(notes);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
