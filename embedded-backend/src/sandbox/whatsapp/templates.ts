/**
 * The message templates the sandbox's WhatsApp Business Account has approved, as Meta's template
 * manager holds them: one name, one translation per language code, a body with numbered
 * placeholders and quick-reply buttons. Graph answers 132001 for a name or language not here.
 */

export interface TemplateTranslation {
  /** Body with {{1}} … {{n}} placeholders. */
  body: string;
  /** Quick-reply button labels, by index. */
  buttons: string[];
  /** Text direction of the language, for the inbox page. */
  dir: 'ltr' | 'rtl';
}

export interface Template {
  name: string;
  category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
  translations: Record<string, TemplateTranslation>;
}

/** COD confirmation: {{1}} customer name, {{2}} order number, {{3}} lines, {{4}} total, {{5}} address. */
const COD_ORDER_CONFIRMATION: Template = {
  name: 'cod_order_confirmation',
  category: 'UTILITY',
  translations: {
    en: {
      body: 'Hello {{1}}, thank you for your order {{2}} at Zellij.\n\n{{3}}\nTotal to pay on delivery: {{4}}\nDelivery address: {{5}}\n\nPlease confirm your order so that we can ship it, or cancel it if you no longer want it.',
      buttons: ['Confirm', 'Cancel'],
      dir: 'ltr',
    },
    fr: {
      body: 'Bonjour {{1}}, merci pour votre commande {{2}} chez Zellij.\n\n{{3}}\nTotal à payer à la livraison : {{4}}\nAdresse de livraison : {{5}}\n\nMerci de confirmer votre commande pour que nous puissions l’expédier, ou de l’annuler si vous n’en voulez plus.',
      buttons: ['Confirmer', 'Annuler'],
      dir: 'ltr',
    },
    ar: {
      body: 'مرحبا {{1}}، شكرا على طلبك {{2}} من زليج.\n\n{{3}}\nالمبلغ الواجب دفعه عند الاستلام: {{4}}\nعنوان التوصيل: {{5}}\n\nيرجى تأكيد طلبك حتى نتمكن من شحنه، أو إلغاؤه إذا لم تعد ترغب فيه.',
      buttons: ['تأكيد', 'إلغاء'],
      dir: 'rtl',
    },
  },
};

export const TEMPLATES: Template[] = [COD_ORDER_CONFIRMATION];

export function findTemplate(name: string, language: string): TemplateTranslation | null {
  return TEMPLATES.find((t) => t.name === name)?.translations[language] ?? null;
}

/** How many body parameters a translation expects: its highest placeholder number. */
export function placeholderCount(body: string): number {
  return Math.max(0, ...[...body.matchAll(/\{\{(\d+)\}\}/g)].map(([, n]) => Number(n)));
}

export const renderBody = (body: string, parameters: string[]) =>
  body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);

/** The category's lower-case name, as webhooks report it in `pricing` and `conversation.origin`. */
export function templateCategory(name: string | null): string {
  return (TEMPLATES.find((t) => t.name === name)?.category ?? 'SERVICE').toLowerCase();
}
