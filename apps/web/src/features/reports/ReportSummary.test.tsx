import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { ReportSummary, type ActiveFilter } from './ReportSummary';

function renderSummary(
  props: Partial<{ dateFrom: string; dateTo: string; filters: ActiveFilter[] }> = {},
) {
  return render(
    <ReportSummary
      report="Machines Inventory"
      format="Excel"
      dateFrom={props.dateFrom ?? ''}
      dateTo={props.dateTo ?? ''}
      filters={props.filters ?? []}
    />,
  );
}

const region = () => screen.getByRole('region', { name: 'Report Summary' });

describe('ReportSummary', () => {
  it('shows the selected report and the format', () => {
    renderSummary();
    expect(region()).toHaveTextContent('Machines Inventory');
    expect(region()).toHaveTextContent('Excel');
  });

  it("says 'All dates' with no dates", () => {
    renderSummary();
    expect(screen.getByText('All dates')).toBeInTheDocument();
  });

  // One date alone filters the file too: the summary says the range actually applied.
  it.each([
    ['only From Date', '2024-05-01', '', 'From May 1, 2024'],
    ['only To Date', '', '2024-05-31', 'Until May 31, 2024'],
  ])('shows the applied range with %s', (_case, dateFrom, dateTo, text) => {
    renderSummary({ dateFrom, dateTo });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('All dates')).not.toBeInTheDocument();
  });

  it('shows the range once both dates are set', () => {
    renderSummary({ dateFrom: '2024-05-01', dateTo: '2024-05-31' });
    expect(screen.getByText('May 1, 2024 to May 31, 2024')).toBeInTheDocument();
    expect(screen.queryByText('All dates')).not.toBeInTheDocument();
  });

  it("says 'No filters applied' when no filter is set", () => {
    renderSummary();
    expect(screen.getByText('No filters applied')).toBeInTheDocument();
  });

  it('lists the active filters with their labels', () => {
    renderSummary({
      filters: [
        { key: 'status', label: 'Status', value: 'Maintenance' },
        { key: 'distributorId', label: 'Distributor', value: 'ABC Distributors' },
      ],
    });
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Status: Maintenance', 'Distributor: ABC Distributors']);
    expect(screen.queryByText('No filters applied')).not.toBeInTheDocument();
  });
});
