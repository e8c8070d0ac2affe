// GSTINs: what makes one well formed, its check character, and the state its first two digits
// name (the invoice identity in Settings and the API's state check read these).

/** The GSTIN field left empty. */
export const GSTIN_REQUIRED_MESSAGE =
  'Enter the GSTIN: 15 characters, as on the GST registration certificate.';

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first fourteen characters (GSTN's mod-36 scheme: weights 1
 * and 2 alternately, digits of each product in base 36 summed).
 */
function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARSET.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36]!;
}

/**
 * 97 is GST's code for "Other Territory": it names no state, and a seller registered under it
 * may choose any state (the state check in the API skips it).
 */
const GSTIN_CODE_OF_NO_STATE = '97';

/**
 * What is wrong with a GSTIN, in words an owner can act on, or null when it is right. The value
 * is taken as given (the schemas trim it and put it in capitals first). The rules are checked in
 * the order a reader would spot them: the length, the state code, the PAN inside it, the 13th
 * and 14th characters, and last the check character, which catches a mistyped character.
 */
export function gstinProblem(value: string): string | null {
  if (value === '') return GSTIN_REQUIRED_MESSAGE;
  if (value.length !== 15) {
    return `A GSTIN has 15 characters; this one has ${value.length}.`;
  }
  const stateCode = value.slice(0, 2);
  if (stateIdOfGstin(stateCode) === null && stateCode !== GSTIN_CODE_OF_NO_STATE) {
    return `A GSTIN starts with a state code from 01 to 38 (or 97 for other territory); ${stateCode} is not one.`;
  }
  const pan = value.slice(2, 12);
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) {
    return `Characters 3 to 12 of a GSTIN are the PAN: 5 letters, 4 digits and a letter (like AAPFU0939F); ${pan} is not.`;
  }
  if (!/^[1-9A-Z]$/.test(value[12]!)) {
    return `The 13th character of a GSTIN is 1 to 9 or a letter; ${value[12]} is not.`;
  }
  if (value[13] !== 'Z') {
    return `The 14th character of a GSTIN is Z; this one has ${value[13]}.`;
  }
  const check = gstinCheckCharacter(value);
  if (value[14] !== check) {
    return `This GSTIN's last character should be ${check}: check for a typing mistake.`;
  }
  return null;
}

/** Whether a GSTIN is well formed, of a known state code, and its check character matches. */
export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/**
 * The GST state codes (the first two digits of a GSTIN) of each state and union territory, by
 * the state ids of GET /api/location/user. 25 (Daman and Diu) and 26 (Dadra and Nagar Haveli)
 * merged in 2020 under 26; 28 is Andhra Pradesh's code from before 2014, 37 its current one.
 * Where a state has two, the first is the code it uses now.
 */
export const GST_STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  JK: ['01'],
  HP: ['02'],
  PB: ['03'],
  CH: ['04'],
  UT: ['05'],
  HR: ['06'],
  DL: ['07'],
  RJ: ['08'],
  UP: ['09'],
  BR: ['10'],
  SK: ['11'],
  AR: ['12'],
  NL: ['13'],
  MN: ['14'],
  MZ: ['15'],
  TR: ['16'],
  ML: ['17'],
  AS: ['18'],
  WB: ['19'],
  JH: ['20'],
  OR: ['21'],
  CT: ['22'],
  MP: ['23'],
  GJ: ['24'],
  DH: ['26', '25'],
  MH: ['27'],
  AP: ['37', '28'],
  KA: ['29'],
  GA: ['30'],
  LD: ['31'],
  KL: ['32'],
  TN: ['33'],
  PY: ['34'],
  AN: ['35'],
  TG: ['36'],
  LA: ['38'],
};

/**
 * The state id a GSTIN's first two digits belong to, or null for 97 (no state) or a code GST
 * does not use.
 */
export function stateIdOfGstin(gstin: string): string | null {
  const code = gstin.slice(0, 2);
  const entry = Object.entries(GST_STATE_CODES).find(([, codes]) => codes.includes(code));
  return entry ? entry[0] : null;
}
