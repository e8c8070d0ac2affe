import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthHint } from './password-strength-hint';

describe('PasswordStrengthHint', () => {
  it('gives the length rule until a password of that length is typed', () => {
    render(<PasswordStrengthHint password="rose" />);
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
  });

  it('says how hard a password is to guess, why and what would help', async () => {
    const { rerender } = render(<PasswordStrengthHint password="password123" />);
    expect(
      await screen.findByText(
        'Strength: Very weak, too easy to guess. This is a commonly used password. Add another word or two that are less common.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    rerender(<PasswordStrengthHint password="saffron and oud at dusk" />);
    expect(screen.getByText('Strength: Strong.')).toBeInTheDocument();
    rerender(
      <PasswordStrengthHint
        password="meerakapoor"
        personal={['meera.kapoor@example.in', 'Meera', 'Kapoor']}
      />,
    );
    expect(screen.getByText(/too easy to guess\. Leave out your name, email/)).toBeInTheDocument();
  });
});
