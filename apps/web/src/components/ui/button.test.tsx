import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button of type button unless told otherwise', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('with asChild, draws its child with the button look and the child’s own class after it', () => {
    render(
      <Button variant="outline" asChild className="w-full">
        <a href="/cart" className="mt-4">
          Back to Cart
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Back to Cart' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(link).not.toHaveAttribute('type');
    expect(link.className).toMatch(/inline-flex.*border-ink\/80.*w-full.*mt-4$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
