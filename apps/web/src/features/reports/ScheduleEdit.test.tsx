import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { SCHEDULE } from '../../test/fixtures/reports';
import { makeUser, renderApp } from '../../test/render';

const emptyPreview = {
  type: 'machines',
  columns: ['id'],
  fields: [{ key: 'id', header: 'ID', kind: 'number' }],
  rows: [],
  total: 0,
  page: 1,
  pageSize: 10,
};

describe('editing a scheduled report', { timeout: 30_000 }, () => {
  it("loads the schedule's report and filters on the screen, then saves its new timetable", async () => {
    setToken('tok');
    const calls = mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /report-schedules': { body: { schedules: [SCHEDULE] } },
      'GET /reports/machines': { body: emptyPreview },
      'GET /reports/assignments': { body: { ...emptyPreview, type: 'assignments' } },
      'GET /notifications/preferences': {
        body: { emailAvailable: true, emailDelivery: 'perEvent', preferences: [] },
      },
      'PUT /report-schedules/12': ({ body }) => ({
        body: { schedule: { ...SCHEDULE, ...(body as object) } },
      }),
    });
    const user = userEvent.setup();
    renderApp('/reports');
    const item = await screen.findByRole('listitem', { name: 'Weekly stock' });
    await user.click(within(item).getByRole('button', { name: 'Edit' }));

    // The screen now shows the schedule's report, filter and format.
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Machines Inventory/ })).toBeChecked(),
    );
    expect(screen.getByText(/Editing “Weekly stock”/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save schedule…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit schedule' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Weekly stock');
    expect(within(dialog).getByLabelText('Repeats')).toHaveValue('weekly');
    expect(within(dialog).getByLabelText('Day of the week')).toHaveValue('3');
    expect(within(dialog).getByLabelText(/Also send to/)).toHaveValue('ops@example.test');
    fireEvent.change(within(dialog).getByLabelText('Time (India time)'), {
      target: { value: '18:15' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      name: 'Weekly stock',
      reportType: 'machines',
      filters: { status: 'ASSIGNED' },
      format: 'xlsx',
      frequency: 'weekly',
      timeOfDay: '18:15',
      dayOfWeek: 3,
      dayOfMonth: null,
      recipients: ['ops@example.test'],
    });
    expect(await screen.findByText(/Schedule saved: next run/)).toBeInTheDocument();
    expect(screen.queryByText(/Editing “Weekly stock”/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule…' })).toBeInTheDocument();
  });
});
