import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFields } from './date-range-fields';

describe('DateRangeFields', () => {
  it('labels both days and shows the range it is given', () => {
    render(<DateRangeFields from="2026-03-01" to="2026-03-31" onChange={vi.fn()} />);
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
  });

  it('keeps From from going after To, and To from going before From', () => {
    const { rerender } = render(
      <DateRangeFields from="2026-03-01" to="2026-03-31" onChange={vi.fn()} />,
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-03-31');
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-03-01');

    rerender(<DateRangeFields onChange={vi.fn()} />);
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('From')).not.toHaveAttribute('max');
    expect(screen.getByLabelText('To')).not.toHaveAttribute('min');
  });

  it('reports each end under the address key it changes, and a cleared day as empty', () => {
    const onChange = vi.fn();
    render(<DateRangeFields from="2026-03-01" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-02' } });
    expect(onChange).toHaveBeenLastCalledWith({ to: '2026-04-02' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
