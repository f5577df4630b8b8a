/**
 * An object key's path segments, decoded, or null when one could leave its folder or is not a name
 * ('', '.', '..', a slash or backslash once decoded, a NUL). Every storage route reads keys with it.
 */
export function keySegments(rawKey: string): string[] | null {
  let segments: string[];
  try {
    segments = rawKey.split('/').map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  const unsafe = segments.some(
    (s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('/') || s.includes('\0'),
  );
  return unsafe ? null : segments;
}
