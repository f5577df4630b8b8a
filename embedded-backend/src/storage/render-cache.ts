/**
 * The last rendered images, by their validator: the CDN in front of hosted Storage keeps transformed
 * images, so a page's srcset costs one resize per width, not one per visit. Bounded by bytes; the
 * least recently used go first.
 */
import type { RenderedImage } from './render-image';

const MAX_BYTES = 48 * 1024 * 1024;

export class RenderCache {
  private readonly entries = new Map<string, RenderedImage>();
  private bytes = 0;

  get(key: string): RenderedImage | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, image: RenderedImage): void {
    if (image.body.length > MAX_BYTES || this.entries.has(key)) return;
    this.entries.set(key, image);
    this.bytes += image.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= old.body.length;
    }
  }
}
