import { EMPTY_SHIPPING_FORM, missingFields } from './shipping-form';

describe('shipping form rules', () => {
  it('starts with Morocco (MA) as the country', () => {
    expect(EMPTY_SHIPPING_FORM.country).toBe('MA');
  });

  it('lists blank required fields in form order; postal code and country are optional', () => {
    expect(missingFields(EMPTY_SHIPPING_FORM)).toEqual(['name', 'email', 'phone', 'address', 'city']);
    expect(
      missingFields({
        ...EMPTY_SHIPPING_FORM,
        name: 'Amina',
        email: 'a@b.ma',
        phone: '  ',
        address: 'Derb 1',
        city: 'Fes',
        country: '',
      }),
    ).toEqual(['phone']);
  });
});
