import type { PincodeLookup } from '@attar/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { AddressForm } from './address-form';

const states = [
  { stateId: 'DL', stateName: 'Delhi', cities: [{ cityId: 'DL-1', cityName: 'New Delhi' }] },
  { stateId: 'HR', stateName: 'Haryana', cities: [{ cityId: 'HR-1', cityName: 'Sohna' }] },
  { stateId: 'KL', stateName: 'Kerala', cities: [{ cityId: 'KL-1', cityName: 'Kochi' }] },
  { stateId: 'MH', stateName: 'Maharashtra', cities: [{ cityId: 'MH-1', cityName: 'Mumbai' }] },
];

const place = (
  pincode: string,
  stateId: string,
  state: string,
  cities: string[],
): PincodeLookup => {
  const main = { stateId, state, district: cities[0]!, cities };
  return { pincode, ...main, places: [main] };
};
// As GET /api/location/pincode/{pincode} answers them (India Post's directory).
const pincodes: Record<string, PincodeLookup> = {
  '110001': place('110001', 'DL', 'Delhi', ['Central Delhi', 'New Delhi', 'Connaught Place']),
  '122001': place('122001', 'HR', 'Haryana', ['Gurugram', 'Gurgaon', 'Arjun Nagar']),
  '682001': place('682001', 'KL', 'Kerala', ['Ernakulam', 'Kochi']),
};

function mockAddressApi(
  save: () => Response = () => jsonResponse({ id: 9 }, 201),
  locations: () => Response | Promise<Response> = () => jsonResponse(states),
) {
  return mockFetch((url) => {
    if (url.pathname === '/api/location/user') return locations();
    if (url.pathname === '/api/shipping-addresses/Add') return save();
    const pincode = /^\/api\/location\/pincode\/(\d+)$/.exec(url.pathname)?.[1];
    if (pincode && pincodes[pincode]) return jsonResponse(pincodes[pincode]);
    if (pincode) return errorResponse(404, 'NOT_FOUND', 'This pincode does not exist.');
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Meera Kapoor');
  await user.type(screen.getByLabelText('Address line 1'), '12 Janpath');
  await user.selectOptions(await screen.findByLabelText('State'), 'Delhi');
  await user.type(screen.getByLabelText('City'), 'New Delhi');
  await user.type(screen.getByLabelText('Pincode'), '110001');
}

/** The state select, once the states have loaded. */
async function stateSelect(): Promise<HTMLElement> {
  await screen.findByRole('option', { name: 'Delhi' });
  return screen.getByLabelText('State');
}

/** The city suggestions the field offers (its datalist's options). */
function citySuggestions(): string[] {
  const listId = screen.getByLabelText('City').getAttribute('list');
  const options = document.getElementById(listId ?? '')?.querySelectorAll('option') ?? [];
  return Array.from(options, (option) => option.value);
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
    expect(screen.getAllByText('Phone number must be at least 10 digits.').length).toBeGreaterThan(
      0,
    );
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
    expect(screen.getByLabelText('City')).toHaveValue('New Delhi');
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
    expect(screen.getByLabelText('City')).toHaveValue('');
    // The pincode is Delhi's: the field says so before the server would.
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription(
      'Pincode 110001 is in Delhi, not Maharashtra.',
    );
    await user.type(screen.getByLabelText('City'), 'Mumbai');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(
      ([input]) => String(input) === '/api/shipping-addresses/Add',
    );
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

  it("fills the state and the city from the pincode, and suggests its towns then the state's cities", async () => {
    mockAddressApi();
    const user = userEvent.setup();
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await stateSelect();
    await user.type(screen.getByLabelText('Pincode'), '122001');
    await vi.waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Haryana'));
    expect(screen.getByLabelText('City')).toHaveValue('Gurugram');
    expect(citySuggestions()).toEqual(['Gurugram', 'Gurgaon', 'Arjun Nagar', 'Sohna']);

    // The city stays a free field: a town of the shopper's own is kept.
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Sohna Road');
    expect(screen.getByLabelText('City')).toHaveValue('Sohna Road');
  });

  it('fills the state even when the list of states arrives after the pincode', async () => {
    let sendStates: () => void = () => {};
    const statesSent = new Promise<Response>((resolve) => {
      sendStates = () => resolve(jsonResponse(states));
    });
    mockAddressApi(undefined, () => statesSent);
    const user = userEvent.setup();
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Pincode'), '682001');
    await vi.waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Ernakulam'));
    sendStates();
    await screen.findByRole('option', { name: 'Kerala' });
    expect(screen.getByLabelText('State')).toHaveValue('Kerala');
  });

  it('replaces the city it filled in when the pincode changes, never one the shopper typed', async () => {
    mockAddressApi();
    const user = userEvent.setup();
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.selectOptions(await stateSelect(), 'Haryana');
    await user.type(screen.getByLabelText('City'), 'Manesar');
    await user.type(screen.getByLabelText('Pincode'), '122001');
    await vi.waitFor(() => expect(citySuggestions()).toContain('Arjun Nagar'));
    expect(screen.getByLabelText('State')).toHaveValue('Haryana');
    expect(screen.getByLabelText('City')).toHaveValue('Manesar');

    // Another state's pincode moves the state, and so resets the city to that pincode's.
    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '682001');
    await vi.waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Kerala'));
    expect(screen.getByLabelText('City')).toHaveValue('Ernakulam');
    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '122001');
    await vi.waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Gurugram'));
  });

  it('says when the pincode does not exist', async () => {
    mockAddressApi();
    const user = userEvent.setup();
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.selectOptions(await stateSelect(), 'Delhi');
    await user.type(screen.getByLabelText('Pincode'), '100000');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription(
        'This pincode does not exist.',
      ),
    );
    expect(screen.getByLabelText('State')).toHaveValue('Delhi');
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it("shows the server's message for a pincode outside the chosen state beside the pincode", async () => {
    const message = 'Pincode 122001 is in Haryana, not Kerala.';
    mockAddressApi(() =>
      jsonResponse(
        {
          status: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message,
          details: [{ path: 'zipCode', message }],
          requestId: 'test',
        },
        400,
      ),
    );
    const user = userEvent.setup();
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText('Full name'), 'Meera Kapoor');
    await user.type(screen.getByLabelText('Address line 1'), '4 Marine Drive');
    await user.type(screen.getByLabelText('Pincode'), '122001');
    await vi.waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Haryana'));
    // A manual choice of state stands, and resets the city (docs/product.md, "States and
    // transitions").
    await user.selectOptions(screen.getByLabelText('State'), 'Kerala');
    expect(screen.getByLabelText('City')).toHaveValue('');
    await user.type(screen.getByLabelText('City'), 'Kochi');
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription(message);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Failed to add/update address')).toBeInTheDocument();
    expect(screen.getByText(`${message} Please try again.`)).toBeInTheDocument();
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription(message);
  });

  it('shows the server refusal with a retry text, and a failed list of states', async () => {
    mockAddressApi(() =>
      errorResponse(409, 'ADDRESS_LIMIT_REACHED', 'You can keep at most 20 addresses.'),
    );
    const user = userEvent.setup();
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Failed to add/update address')).toBeInTheDocument();
    expect(
      screen.getByText('You can keep at most 20 addresses. Please try again.'),
    ).toBeInTheDocument();
  });

  it('says when the states and cities cannot be loaded', async () => {
    mockAddressApi(undefined, () => errorResponse(500, 'INTERNAL_ERROR', 'Internal error'));
    renderAt(<AddressForm onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(await screen.findAllByText('Failed to load states and cities.')).not.toHaveLength(0);
  });
});
