import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { AddressForm } from './address-form';

const states = [
  { stateId: 'DL', stateName: 'Delhi', cities: [{ cityId: 'DL-1', cityName: 'New Delhi' }] },
  { stateId: 'MH', stateName: 'Maharashtra', cities: [{ cityId: 'MH-1', cityName: 'Mumbai' }] },
];

function mockAddressApi(save: () => Response = () => jsonResponse({ id: 9 }, 201), locations = () => jsonResponse(states)) {
  return mockFetch((url) => {
    if (url.pathname === '/api/location/user') return locations();
    if (url.pathname === '/api/shipping-addresses/Add') return save();
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Meera Kapoor');
  await user.type(screen.getByLabelText('Address line 1'), '12 Janpath');
  await user.selectOptions(await screen.findByLabelText('State'), 'Delhi');
  await user.selectOptions(screen.getByLabelText('City'), 'New Delhi');
  await user.type(screen.getByLabelText('Pincode'), '110001');
}

describe('address form', () => {
  it('filters what each field accepts and caps its length', async () => {
    mockAddressApi();
    const user = userEvent.setup();
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Full name'), 'Meera 9 K@pur');
    expect(screen.getByLabelText('Full name')).toHaveValue('Meera  Kpur');
    await user.type(screen.getByLabelText(/Phone number/), '98-76a5');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('98765');
    await user.type(screen.getByLabelText('Pincode'), '11 00 01 99');
    expect(screen.getByLabelText('Pincode')).toHaveValue('110001');
    const country = screen.getByLabelText('Country');
    expect(country).toHaveValue('India');
    await user.type(country, '2!');
    expect(country).toHaveValue('India');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Address line 1')).toHaveAttribute('maxLength', '100');
  });

  it('says which rule is broken, in the spec order', async () => {
    mockAddressApi();
    const user = userEvent.setup();
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in all required fields.').length).toBeGreaterThan(1);

    await fillRequired(user);
    await user.type(screen.getByLabelText(/Phone number/), '98765');
    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '1100');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getAllByText('Phone number must be at least 10 digits.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Pincode must be 6 digits.').length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText(/Phone number/), '43210');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Invalid pincode')).toBeInTheDocument();
  });

  it('resets the city when the state changes, and sends the address', async () => {
    const fetchMock = mockAddressApi();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderAt(<AddressForm onSaved={onSaved} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    expect(screen.getByLabelText('City')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('City'), 'Mumbai');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/shipping-addresses/Add');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      fullName: 'Meera Kapoor',
      addressLine1: '12 Janpath',
      addressLine2: null,
      state: 'Maharashtra',
      city: 'Mumbai',
      zipCode: '110001',
      country: 'India',
      phoneNumber: null,
      isDefault: false,
    });
  });

  it('shows the server refusal with a retry text, and a failed list of states', async () => {
    mockAddressApi(() => errorResponse(409, 'ADDRESS_LIMIT_REACHED', 'You can keep at most 20 addresses.'));
    const user = userEvent.setup();
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Failed to add/update address')).toBeInTheDocument();
    expect(screen.getByText('You can keep at most 20 addresses. Please try again.')).toBeInTheDocument();
  });

  it('says when the states and cities cannot be loaded', async () => {
    mockAddressApi(undefined, () => errorResponse(500, 'INTERNAL_ERROR', 'Internal error'));
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findAllByText('Failed to load states and cities.')).not.toHaveLength(0);
  });
});
