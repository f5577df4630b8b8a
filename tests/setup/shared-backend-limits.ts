/**
 * A backend that sees many cash orders from one phone and one address (the gateway's 127.0.0.1), left
 * waiting for confirmation: component tests and browser journeys share one for the whole run, and some
 * backend tests of other features place a dozen. The shop's cash-on-delivery limits (shop_settings,
 * issue 32) would refuse the third such order; they are lifted on those backends only, and
 * tests/backend/cod-*.test.ts prove them with their defaults, each on a backend of its own.
 */
export const LIFT_COD_LIMITS =
  'update public.shop_settings set cod_max_open_per_phone = 1000, cod_max_attempts_per_10_minutes = 10000';
