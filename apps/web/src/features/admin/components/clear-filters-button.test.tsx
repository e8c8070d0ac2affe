import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ClearFiltersButton } from './clear-filters-button';

describe('ClearFiltersButton', () => {
  it('shows only while a filter is set and clears on a click', () => {
    const onClear = vi.fn();
    const { rerender } = render(<ClearFiltersButton filtered={false} onClear={onClear} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    rerender(<ClearFiltersButton filtered onClear={onClear} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
