import { DEFAULT_COUNTRY } from '@rules/countries';

/** The shipping form; postal code is optional, the country is an ISO code picked from a list. */
export interface ShippingForm {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export const EMPTY_SHIPPING_FORM: ShippingForm = {
  name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
};

export const REQUIRED_FIELDS = ['name', 'email', 'phone', 'address', 'city'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** The required fields left blank, in form order (they make up the 'Please fill in: ' toast). */
export function missingFields(form: ShippingForm): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => form[field].trim() === '');
}
