/**
 * The demo images the seed's rows point at (media/products/<slug>.webp, media/articles/<slug>.webp)
 * are drawn by scripts/generate-media.ts, not committed. The backend renders the missing ones into
 * .data/media/media when it starts, so a fresh clone shows every picture; later starts only check
 * that the files exist (a few milliseconds).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export async function ensureDemoMedia(projectDir: string, mediaRoot: string): Promise<number> {
  const seedPath = path.join(projectDir, 'supabase/seed.sql');
  if (!existsSync(seedPath)) return 0;
  const { generateMedia } = await import('../../../scripts/generate-media');
  const { generated } = await generateMedia(path.join(mediaRoot, 'media'), { seedPath });
  return generated;
}
