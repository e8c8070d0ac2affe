import {
  ADDRESS_FIELD_MESSAGES,
  type LocationState,
  type PincodeLookup,
  type PincodePlace,
} from '@attar/contracts';
import { AppError } from '../../lib/errors.js';
import { directoryEntries } from './pincode-directory.js';

let statesOfIndia: Promise<LocationState[]> | undefined;

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function loadStatesOfIndia(): Promise<LocationState[]> {
  // The data set is large (every country's cities); load it on first use, not at start-up.
  const { State, City } = await import('country-state-city');
  return State.getStatesOfCountry('IN')
    .map((state) => {
      const names = [
        ...new Set(City.getCitiesOfState('IN', state.isoCode).map((city) => city.name)),
      ];
      const ids = new Set<string>();
      const cities = names
        .sort((a, b) => a.localeCompare(b, 'en-IN'))
        .map((cityName) => {
          // Two spellings may slug alike (with and without diacritics): keep ids unique.
          const base = `${state.isoCode}-${slugify(cityName)}`;
          let cityId = base;
          for (let n = 2; ids.has(cityId); n += 1) cityId = `${base}-${n}`;
          ids.add(cityId);
          return { cityId, cityName };
        });
      return { stateId: state.isoCode, stateName: state.name, cities };
    })
    .sort((a, b) => a.stateName.localeCompare(b.stateName, 'en-IN'));
}

/** The states and union territories of India with their cities, computed once per process. */
export function listStatesOfIndia(): Promise<LocationState[]> {
  statesOfIndia ??= loadStatesOfIndia().catch((error: unknown) => {
    statesOfIndia = undefined;
    throw error;
  });
  return statesOfIndia;
}

const sameText = (a: string, b: string) =>
  a.localeCompare(b, 'en-IN', { sensitivity: 'accent' }) === 0;

/** A state of India by its name (any case) or its id, as GET /api/location/user lists it. */
export async function findStateOfIndia(nameOrId: string): Promise<LocationState | null> {
  const states = await listStatesOfIndia();
  return (
    states.find(
      (state) => sameText(state.stateName, nameOrId) || sameText(state.stateId, nameOrId),
    ) ?? null
  );
}

/**
 * Where India Post's directory puts a pincode: one place per state with post offices under
 * it, the main state first, each with its district and city suggestions (the district first).
 * Empty for a pincode that does not exist.
 */
export async function placesOfPincode(pincode: string): Promise<PincodePlace[]> {
  const entries = await directoryEntries(pincode);
  if (entries.length === 0) return [];
  const states = await listStatesOfIndia();
  return entries.map((entry) => ({
    stateId: entry.stateId,
    state: states.find((state) => state.stateId === entry.stateId)?.stateName ?? entry.stateId,
    district: entry.district,
    cities: entry.district ? [entry.district, ...entry.places] : entry.places,
  }));
}

/** Whether India Post has the pincode (six digits expected). */
export async function pincodeExists(pincode: string): Promise<boolean> {
  return (await directoryEntries(pincode)).length > 0;
}

/** GET /api/location/pincode/{pincode}: where the pincode is; 404 when it does not exist. */
export async function lookUpPincode(pincode: string): Promise<PincodeLookup> {
  const places = await placesOfPincode(pincode);
  const [main] = places;
  if (!main) {
    const message = ADDRESS_FIELD_MESSAGES.unknownPincode;
    throw new AppError(404, 'NOT_FOUND', message, [{ path: 'pincode', message }]);
  }
  return { pincode, ...main, places };
}
