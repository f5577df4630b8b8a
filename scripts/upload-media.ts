/**
 * Uploads the product and article images to a hosted Supabase project's public `media` bucket
 * (docs/deploy.md, step 4). Creates the bucket when it is missing; re-running replaces files in place.
 *
 *   SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<service role key> \
 *     npx tsx scripts/upload-media.ts [--dir .data/media/media] [--cache-control 3600] [--dry-run]
 *
 * The object path is the file's path under --dir, which is exactly what `image_url` holds
 * (e.g. products/fes-blue-bowl.webp) or product_images.storage_path holds (a gallery's other views,
 * products/<slug>-detail.webp and -setting.webp). The service role key bypasses RLS: run this from your machine
 * or CI only, never ship the key to a browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { createClient } from '@supabase/supabase-js';

const BUCKET = 'media';
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
};
const PARALLEL_UPLOADS = 4;

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: '.data/media/media' },
    'cache-control': { type: 'string', default: '3600' },
    'dry-run': { type: 'boolean', default: false },
  },
});

function listImages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && path.extname(entry.name).toLowerCase() in CONTENT_TYPES)
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function requireEnv(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) {
    console.error(`${name} is required (see docs/deploy.md).`);
    process.exit(2);
  }
  return value;
}

const dir = path.resolve(values.dir);
const files = listImages(dir);
if (files.length === 0) {
  console.error(
    `No images under ${dir}. Generate them first (npm run dev creates .data/media) or pass --dir.`,
  );
  process.exit(2);
}
if (values['dry-run']) {
  console.log(files.join('\n'));
  console.log(`${files.length} file(s) would be uploaded to bucket "${BUCKET}".`);
  process.exit(0);
}

const supabase = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false },
});

const { data: bucket } = await supabase.storage.getBucket(BUCKET);
if (!bucket) {
  const { error } = await supabase.storage.createBucket(BUCKET, {
    public: true,
    allowedMimeTypes: [...new Set(Object.values(CONTENT_TYPES))],
    fileSizeLimit: '10MB',
  });
  if (error) throw new Error(`Could not create bucket "${BUCKET}": ${error.message}`);
  console.log(`Created public bucket "${BUCKET}".`);
} else if (!bucket.public) {
  throw new Error(
    `Bucket "${BUCKET}" exists but is private; make it public in Storage settings (the shop links images directly).`,
  );
}

let uploaded = 0;
const failures: string[] = [];
async function upload(objectPath: string) {
  const body = readFileSync(path.join(dir, objectPath));
  const { error } = await supabase.storage.from(BUCKET).upload(objectPath, body, {
    contentType: CONTENT_TYPES[path.extname(objectPath).toLowerCase()],
    cacheControl: values['cache-control'],
    upsert: true,
  });
  if (error) failures.push(`${objectPath}: ${error.message}`);
  else uploaded += 1;
}

const queue = [...files];
await Promise.all(
  Array.from({ length: PARALLEL_UPLOADS }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await upload(next);
  }),
);
console.log(`Uploaded ${uploaded} of ${files.length} file(s) to ${BUCKET}.`);
if (failures.length > 0) {
  console.error(`Failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
