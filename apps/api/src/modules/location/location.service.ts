import type { LocationState } from '@attar/contracts';

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
      const names = [...new Set(City.getCitiesOfState('IN', state.isoCode).map((city) => city.name))];
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
