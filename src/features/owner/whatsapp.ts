/**
 * A wa.me link to the customer's number: digits only, in international form. A Moroccan number
 * written nationally (0612345678) becomes 212612345678; +212…, 00212… and spaced forms keep their
 * digits. Null when too few digits are left to be a phone number.
 */
export function whatsappLink(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `212${digits.slice(1)}`;
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}
