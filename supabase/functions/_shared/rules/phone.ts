/**
 * Phone numbers as orders store them: E.164 (+212612345678), read the way people type them, in the
 * format of the delivery country unless they start with +. The checkout form and create-checkout both
 * call toE164, so the number the shopper sees accepted is the number the courier gets.
 */
import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export const PHONE_INVALID_MESSAGE =
  'Please enter a valid phone number for the delivery country, or start it with + and the country code.';

/** The number in E.164, or null when it is not a valid number for that country. */
export function toE164(input: string, country: string): string | null {
  const defaultCountry = isSupportedCountry(country) ? country : undefined;
  const parsed = parsePhoneNumberFromString(input.trim(), { defaultCountry });
  return parsed?.isValid() ? parsed.number : null;
}
