/** A cart line as SPEC §3 keeps it in the browser. `price` is the MAD unit price shown when added. */
export interface CartLine {
  /** The product's id (SPEC §3). */
  id: string;
  /**
   * The product_variants row the line buys (its size's own price, SKU and stock). Absent in a bag saved
   * before sizes had their own rows: create-checkout then maps id + variant to the variant.
   */
  variantId?: string;
  title: string;
  slug: string;
  price: number;
  imageUrl: string | null;
  /** Option name -> chosen value, e.g. { size: 'small' }. */
  variant: Record<string, string>;
  quantity: number;
  productType: string | null;
  altText: string | null;
}

/** SPEC §4: a line's identity is the product id plus its variant options sorted by option name. */
export function lineKey(line: Pick<CartLine, 'id' | 'variant'>): string {
  const options = Object.keys(line.variant)
    .sort()
    .map((name) => `${name}=${line.variant[name]}`)
    .join('&');
  return options ? `${line.id}?${options}` : line.id;
}

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'string' &&
    typeof line.title === 'string' &&
    typeof line.slug === 'string' &&
    typeof line.price === 'number' &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    !!line.variant &&
    typeof line.variant === 'object' &&
    (line.variantId === undefined || typeof line.variantId === 'string')
  );
}

/** Parses the saved cart; throws when it is not a list of well-formed lines. */
export function parseSavedCart(raw: string | null): CartLine[] {
  if (raw === null) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed) || !parsed.every(isCartLine)) {
    throw new Error('Saved cart is not a list of cart lines');
  }
  return parsed;
}

export function addLine(lines: CartLine[], added: CartLine): CartLine[] {
  const key = lineKey(added);
  const existing = lines.find((line) => lineKey(line) === key);
  if (!existing) return [...lines, added];
  // A line from a bag saved before sizes had their own rows learns its variant from the one added.
  return lines.map((line) =>
    lineKey(line) === key
      ? { ...line, variantId: added.variantId ?? line.variantId, quantity: line.quantity + added.quantity }
      : line,
  );
}

/** A quantity of zero or less removes the line (SPEC §4). */
export function setLineQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => lineKey(line) !== key);
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: Math.floor(quantity) } : line));
}

/**
 * The bag after an order for `ordered` was paid: each ordered line gives up the quantity the order
 * took, so what the shopper added after placing it stays.
 */
export function takeOutLines(lines: CartLine[], ordered: { key: string; quantity: number }[]): CartLine[] {
  return ordered.reduce((current, { key, quantity }) => {
    const line = current.find((candidate) => lineKey(candidate) === key);
    return line ? setLineQuantity(current, key, line.quantity - quantity) : current;
  }, lines);
}
