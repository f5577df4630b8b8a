/**
 * WhatsApp chat links (https://wa.me/<digits>): wa.me takes the number's digits in international
 * form, without + or spaces. Orders store E.164; a Moroccan number written nationally (0612345678),
 * as orders from before E.164 hold it, is read as +212. Kept apart from phone.ts so that a link
 * costs no phone-number library on the pages that show one.
 */
export function whatsappLink(phone: string | null | undefined): string | null {
  let digits = (phone ?? '').replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `212${digits.slice(1)}`;
  return digits.length >= 8 ? `https://wa.me/${digits}` : null;
}
