/**
 * The photo a customer may add to a return: the same limits as the `return-photos` bucket and
 * open_return_photo_upload (migration 20261206000300_return_photos.sql), which decide;
 * tests/backend/return-photos-api.test.ts holds them equal. The return form checks a chosen file
 * against them first, so a phone's 12 MB photo is refused before a byte is sent.
 */

/** 5 MB, as the bucket's file_size_limit. */
export const MAX_RETURN_PHOTO_BYTES = 5 * 1024 * 1024;

/** The image types the bucket takes, with the file extension each is stored under. */
export const RETURN_PHOTO_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;

export type ReturnPhotoType = keyof typeof RETURN_PHOTO_TYPES;

export const isReturnPhotoType = (type: string): type is ReturnPhotoType => type in RETURN_PHOTO_TYPES;

/** Why a chosen file cannot be sent, or null when it can. */
export function returnPhotoProblem(file: { type: string; size: number }): 'not_image' | 'too_large' | null {
  if (!isReturnPhotoType(file.type)) return 'not_image';
  return file.size > MAX_RETURN_PHOTO_BYTES ? 'too_large' : null;
}
