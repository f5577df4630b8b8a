/**
 * Every word an invoice prints, in the shop's three languages. An English order gets English, a French
 * order French; an Arabic order gets French and Arabic side by side (French is the language of Moroccan
 * accounts and tax audits, Arabic the customer's), so its labels have two lines: [French, Arabic].
 * The seller's own texts (legal name, address, footer, exemption text) are printed as the owner wrote them.
 */
import { isLocale, type Locale } from '../rules/locales.ts';

const en = {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  refersTo: 'Corrects invoice',
  number: 'Number',
  date: 'Date',
  order: 'Order',
  payment: 'Payment',
  paypal: 'PayPal',
  cod: 'Cash on delivery',
  seller: 'Seller',
  buyer: 'Billed to',
  ice: 'ICE',
  ifNumber: 'Tax ID (IF)',
  rc: 'Trade register (RC)',
  patente: 'Patente',
  tvaRegistration: 'VAT (TVA) no.',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price incl. VAT',
  ht: 'Excl. VAT (HT)',
  rate: 'VAT rate',
  tva: 'VAT (TVA)',
  ttc: 'Incl. VAT (TTC)',
  size: 'Size',
  discount: 'Discount',
  shipping: 'Shipping',
  refunded: 'Amount refunded',
  perRate: 'VAT by rate',
  totalHt: 'Total excl. VAT (HT)',
  totalTva: 'Total VAT (TVA)',
  totalTtc: 'Total incl. VAT (TTC)',
  creditTotal: 'Total credited (TTC)',
  currency: 'Amounts in Moroccan dirhams (MAD).',
};

export type InvoiceTextKey = keyof typeof en;

const fr: Record<InvoiceTextKey, string> = {
  invoice: 'Facture',
  creditNote: 'Avoir',
  refersTo: 'Rectifie la facture',
  number: 'Numéro',
  date: 'Date',
  order: 'Commande',
  payment: 'Paiement',
  paypal: 'PayPal',
  cod: 'Paiement à la livraison',
  seller: 'Vendeur',
  buyer: 'Facturé à',
  ice: 'ICE',
  ifNumber: 'IF',
  rc: 'RC',
  patente: 'Patente',
  tvaRegistration: 'N° TVA',
  description: 'Désignation',
  quantity: 'Qté',
  unitPrice: 'Prix unitaire TTC',
  ht: 'Montant HT',
  rate: 'Taux TVA',
  tva: 'TVA',
  ttc: 'Montant TTC',
  size: 'Taille',
  discount: 'Remise',
  shipping: 'Livraison',
  refunded: 'Montant remboursé',
  perRate: 'TVA par taux',
  totalHt: 'Total HT',
  totalTva: 'Total TVA',
  totalTtc: 'Total TTC',
  creditTotal: 'Total de l’avoir TTC',
  currency: 'Montants en dirhams marocains (MAD).',
};

const ar: Record<InvoiceTextKey, string> = {
  invoice: 'فاتورة',
  creditNote: 'إشعار دائن',
  refersTo: 'يصحح الفاتورة',
  number: 'الرقم',
  date: 'التاريخ',
  order: 'الطلب',
  payment: 'الأداء',
  paypal: 'PayPal',
  cod: 'الدفع عند الاستلام',
  seller: 'البائع',
  buyer: 'الزبون',
  ice: 'التعريف الموحد للمقاولة',
  ifNumber: 'التعريف الضريبي',
  rc: 'السجل التجاري',
  patente: 'الرسم المهني',
  tvaRegistration: 'رقم الضريبة على القيمة المضافة',
  description: 'البيان',
  quantity: 'الكمية',
  unitPrice: 'ثمن الوحدة',
  ht: 'دون احتساب الرسوم',
  rate: 'النسبة',
  tva: 'الضريبة',
  ttc: 'مع احتساب الرسوم',
  size: 'المقاس',
  discount: 'تخفيض',
  shipping: 'التوصيل',
  refunded: 'المبلغ المسترجع',
  perRate: 'الضريبة حسب النسبة',
  totalHt: 'المجموع دون احتساب الرسوم',
  totalTva: 'مجموع الضريبة على القيمة المضافة',
  totalTtc: 'المجموع مع احتساب الرسوم',
  creditTotal: 'مجموع الإشعار مع احتساب الرسوم',
  currency: 'المبالغ بالدرهم المغربي.',
};

const TEXTS: Record<Locale, Record<InvoiceTextKey, string>> = { en, fr, ar };

/** A label's lines: one for English and French, [French, Arabic] for an Arabic order. */
export type Label = readonly string[];

export interface InvoiceTexts {
  /** The language the document's numbers and dates are written in (Arabic orders: French). */
  locale: Exclude<Locale, 'ar'>;
  label(key: InvoiceTextKey): Label;
  /**
   * A label on one line: `Facture / فاتورة` for an Arabic order. It ends with a left-to-right mark, so
   * a number written after it stays after it (bidi would otherwise pull the number into the Arabic).
   */
  inline(key: InvoiceTextKey): string;
}

/** The texts of a document in `locale` (an order's; anything unknown reads as English). */
export function invoiceTexts(locale: string): InvoiceTexts {
  const language: Locale = isLocale(locale) ? locale : 'en';
  const label = (key: InvoiceTextKey): Label =>
    language === 'ar' ? [TEXTS.fr[key], TEXTS.ar[key]] : [TEXTS[language][key]];
  return {
    locale: language === 'ar' ? 'fr' : language,
    label,
    inline: (key) => (language === 'ar' ? `${[...new Set(label(key))].join(' / ')}\u200e` : label(key)[0]!),
  };
}
