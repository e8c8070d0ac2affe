import type { PaginationState, SortingState } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createDataTableColumns, DataTable } from './data-table';

interface Perfume {
  id: number;
  name: string;
  stock: number;
}

const PERFUMES: Perfume[] = [
  { id: 1, name: 'Kannauj Rose', stock: 12 },
  { id: 2, name: 'Mysore Sandal', stock: 3 },
  { id: 3, name: 'Assam Oud', stock: 7 },
  { id: 4, name: 'Jasmine Sambac', stock: 0 },
  { id: 5, name: 'Vetiver Khus', stock: 21 },
];

const column = createDataTableColumns<Perfume>();
const COLUMNS = column.columns([
  column.accessor('name', { header: 'Name' }),
  column.accessor('stock', { header: 'Stock', meta: { align: 'end' } }),
]);

const rowId = (perfume: Perfume) => String(perfume.id);
const rowLabel = (perfume: Perfume) => perfume.name;

/** The names in the table's body, top to bottom. */
function shownNames(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').at(-2)?.textContent ?? '');
}

describe('DataTable on the client', () => {
  it('sorts by a header, ascending then descending, and says so in aria-sort', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Perfumes" columns={COLUMNS} data={PERFUMES} getRowId={rowId} />);
    expect(screen.getByRole('table', { name: 'Perfumes' })).toBeInTheDocument();
    const stockHeader = screen.getByRole('columnheader', { name: /Stock/ });
    expect(stockHeader).toHaveAttribute('aria-sort', 'none');

    await user.click(within(stockHeader).getByRole('button', { name: /Stock/ }));
    expect(stockHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(shownNames()).toEqual([
      'Jasmine Sambac',
      'Mysore Sandal',
      'Assam Oud',
      'Kannauj Rose',
      'Vetiver Khus',
    ]);

    await user.click(within(stockHeader).getByRole('button', { name: /Stock/ }));
    expect(stockHeader).toHaveAttribute('aria-sort', 'descending');
    expect(shownNames()[0]).toBe('Vetiver Khus');
  });

  it('pages through the rows and changes the page size', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        label="Perfumes"
        columns={COLUMNS}
        data={PERFUMES}
        getRowId={rowId}
        defaultPageSize={2}
        pageSizeOptions={[2, 10]}
      />,
    );
    expect(shownNames()).toEqual(['Kannauj Rose', 'Mysore Sandal']);
    expect(screen.getByText('1–2 of 5')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(shownNames()).toEqual(['Assam Oud', 'Jasmine Sambac']);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(shownNames()).toEqual(['Vetiver Khus']);
    expect(screen.getByText('5–5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    expect(shownNames()).toHaveLength(5);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('hides and shows a column from the Columns menu', async () => {
    const user = userEvent.setup();
    render(<DataTable label="Perfumes" columns={COLUMNS} data={PERFUMES} getRowId={rowId} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Stock' }));
    // The menu stays open for more changes; the table behind it is hidden from the a11y tree until it closes.
    expect(screen.getByRole('menuitemcheckbox', { name: 'Stock' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Stock/ })).not.toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Stock' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: /Stock/ })).toBeInTheDocument();
  });

  it('selects rows by their checkboxes, hands the ids to the bulk actions, and clears', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(
      <DataTable
        label="Perfumes"
        columns={COLUMNS}
        data={PERFUMES}
        getRowId={rowId}
        getRowLabel={rowLabel}
        defaultPageSize={2}
        enableRowSelection
        renderSelectionActions={(ids) => (
          <button onClick={() => onDelete(ids)}>Delete selected</button>
        )}
      />,
    );
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Mysore Sandal' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toHaveProperty(
      'indeterminate',
      true,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    // The selection is by record id, so it holds on another page.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Assam Oud' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(onDelete).toHaveBeenCalledWith(expect.arrayContaining(['1', '2', '3']));

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Assam Oud' })).not.toBeChecked();
  });

  it('says so when there are no rows, or while they load', () => {
    const { rerender } = render(
      <DataTable
        label="Perfumes"
        columns={COLUMNS}
        data={[]}
        getRowId={rowId}
        emptyMessage="No perfumes match."
      />,
    );
    expect(screen.getByText('No perfumes match.')).toBeInTheDocument();
    expect(screen.getByText('No rows')).toBeInTheDocument();
    rerender(<DataTable label="Perfumes" columns={COLUMNS} data={[]} getRowId={rowId} isLoading />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('DataTable with the server sorting and paging', () => {
  /** Stands in for a screen that fetches one page at a time: it keeps the state, the "server" slices. */
  function ServerTable({
    onRequest,
  }: {
    onRequest: (request: { pagination: PaginationState; sorting: SortingState }) => void;
  }) {
    const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 2 });
    const [sorting, setSorting] = useState<SortingState>([]);
    onRequest({ pagination, sorting });
    // What the server answers for the page asked: here always the same two rows, in its order.
    const page = PERFUMES.slice(pagination.pageIndex * 2, pagination.pageIndex * 2 + 2);
    return (
      <DataTable
        label="Perfumes"
        columns={COLUMNS}
        data={page}
        getRowId={rowId}
        rowCount={42}
        pagination={pagination}
        onPaginationChange={setPagination}
        sorting={sorting}
        onSortingChange={setSorting}
        pageSizeOptions={[2, 20]}
      />
    );
  }

  it('asks for pages and orders instead of slicing or sorting the rows itself', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn();
    render(<ServerTable onRequest={onRequest} />);
    expect(screen.getByText('1–2 of 42')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 21')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onRequest).toHaveBeenLastCalledWith({
      pagination: { pageIndex: 1, pageSize: 2 },
      sorting: [],
    });
    expect(screen.getByText('3–4 of 42')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Name/ }));
    // A new order starts from the first page; the rows stay in the order the server gave.
    expect(onRequest).toHaveBeenLastCalledWith({
      pagination: { pageIndex: 0, pageSize: 2 },
      sorting: [{ id: 'name', desc: false }],
    });
    expect(shownNames()).toEqual(['Kannauj Rose', 'Mysore Sandal']);

    await user.selectOptions(screen.getByLabelText('Rows per page'), '20');
    expect(onRequest).toHaveBeenLastCalledWith(
      expect.objectContaining({ pagination: { pageIndex: 0, pageSize: 20 } }),
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });
});
