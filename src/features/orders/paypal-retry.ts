/**
 * The PayPal approval link of each order placed in this browser, so a shopper who
 * cancelled on PayPal can go back and approve the same order (PayPal keeps it approvable for hours).
 */
const key = (orderId: string) => `zellij-paypal-approval:${orderId}`;

export function rememberApprovalUrl(orderId: string, url: string) {
  try {
    localStorage.setItem(key(orderId), url);
  } catch {
    // Storage unavailable: the retry link falls back to contacting us.
  }
}

export function approvalUrlFor(orderId: string): string | null {
  try {
    return localStorage.getItem(key(orderId));
  } catch {
    return null;
  }
}
