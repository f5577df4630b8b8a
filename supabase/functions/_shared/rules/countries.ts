/**
 * The countries a shopper can pick at checkout, as ISO 3166-1 alpha-2 codes (what orders store and
 * shipping_zones list) with English names. Morocco first; any country without a zone of its own ships
 * with the "rest of the world" zone. create-checkout accepts only these codes.
 */
export const COUNTRIES = [
  ['MA', 'Morocco'],
  ['AT', 'Austria'],
  ['BE', 'Belgium'],
  ['BG', 'Bulgaria'],
  ['CA', 'Canada'],
  ['HR', 'Croatia'],
  ['CY', 'Cyprus'],
  ['CZ', 'Czechia'],
  ['DK', 'Denmark'],
  ['EG', 'Egypt'],
  ['EE', 'Estonia'],
  ['FI', 'Finland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['GR', 'Greece'],
  ['HU', 'Hungary'],
  ['IE', 'Ireland'],
  ['IT', 'Italy'],
  ['JP', 'Japan'],
  ['KW', 'Kuwait'],
  ['LV', 'Latvia'],
  ['LT', 'Lithuania'],
  ['LU', 'Luxembourg'],
  ['MT', 'Malta'],
  ['NL', 'Netherlands'],
  ['NO', 'Norway'],
  ['PL', 'Poland'],
  ['PT', 'Portugal'],
  ['QA', 'Qatar'],
  ['RO', 'Romania'],
  ['SA', 'Saudi Arabia'],
  ['SN', 'Senegal'],
  ['SK', 'Slovakia'],
  ['SI', 'Slovenia'],
  ['ES', 'Spain'],
  ['SE', 'Sweden'],
  ['CH', 'Switzerland'],
  ['TN', 'Tunisia'],
  ['TR', 'Türkiye'],
  ['AE', 'United Arab Emirates'],
  ['GB', 'United Kingdom'],
  ['US', 'United States'],
] as const;

export type CountryCode = (typeof COUNTRIES)[number][0];

export const DEFAULT_COUNTRY: CountryCode = 'MA';

const NAMES = new Map<string, string>(COUNTRIES);

export function isCountryCode(code: string): code is CountryCode {
  return NAMES.has(code);
}

/** The English name for a stored code; anything else (an order from before codes) as it was written. */
export function countryName(code: string): string {
  return NAMES.get(code) ?? code;
}
