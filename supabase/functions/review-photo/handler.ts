/**
 * review-photo: a customer adds a photo to the review of a piece they received.
 *
 *   POST ?order_item_id=<line>   body: the image's bytes, Content-Type image/jpeg|png|webp
 *
 * The bytes decide, not the browser: they must be a JPEG, PNG or WebP image (read from their first
 * bytes) of the type declared, at most 5 MB; their metadata (GPS, camera, dates) is stripped. Then
 * open_review_photo_upload, called as the customer, says whether they may review that line (theirs,
 * delivered, not reviewed yet) and gives the name, and the photo is stored there with the service role
 * (the review-photos bucket takes no upload from anyone else). Answers 201 {bucket, path}; the review
 * names the path (submit_review). Refusals: 401 signed out, 413 too large, 415 {code: photo_not_image},
 * and the database's 4xx {code} (unknown_line, not_delivered, already_reviewed, too_many_photos).
 */
import {
  callerClient,
  serviceClient,
  supabaseUsers,
  requireUser,
  type UserResolver,
} from '../_shared/clients.ts';
import { bearerToken, HttpError, json, requirePost, sqlRefusal, withHttp } from '../_shared/http.ts';
import { NotAnImage, stripImageMetadata } from '../_shared/image-metadata.ts';
import { isReturnPhotoType, MAX_RETURN_PHOTO_BYTES } from '../_shared/rules/return-photos.ts';
import { sniffImageType } from '../_shared/rules/reviews.ts';

export interface ReviewPhotoStore {
  /** A name for the caller's photo of this line, or the database's refusal (thrown). */
  open(token: string, ask: { order_item_id: string; content_type: string; size: number }): Promise<string>;
  put(path: string, bytes: Uint8Array<ArrayBuffer>, type: string): Promise<void>;
}

export interface ReviewPhotoDeps {
  users: UserResolver;
  photos: ReviewPhotoStore;
}

const BUCKET = 'review-photos';
const LINE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notImage = () =>
  new HttpError(415, 'This file is not a photo: send a JPEG, PNG or WebP image.', {
    code: 'photo_not_image',
  });
const tooLarge = () =>
  new HttpError(413, 'A photo is 5 MB at most.', {
    code: 'photo_too_large',
    values: { max_bytes: MAX_RETURN_PHOTO_BYTES },
  });

export function supabaseReviewPhotos(): ReviewPhotoStore {
  return {
    async open(token, ask) {
      const { data, error } = await callerClient(token).rpc('open_review_photo_upload', { p_upload: ask });
      if (error) throw sqlRefusal(error) ?? new Error(`open_review_photo_upload failed: ${error.message}`);
      return (data as { path: string }).path;
    },
    async put(path, bytes, type) {
      const { error } = await serviceClient()
        .storage.from(BUCKET)
        .upload(path, new Blob([bytes], { type }), { contentType: type, upsert: false });
      if (error) throw new Error(`Storing the review photo failed: ${error.message}`);
    },
  };
}

export function createReviewPhotoHandler(getDeps: () => ReviewPhotoDeps) {
  return withHttp(async (req) => {
    requirePost(req);
    const deps = getDeps();
    await requireUser(deps.users, req, 'Please sign in to add a photo to your review.');
    const line = new URL(req.url).searchParams.get('order_item_id') ?? '';
    if (!LINE_ID.test(line)) {
      throw new HttpError(400, 'Say which piece the photo is of.', { code: 'invalid_photo' });
    }
    if (Number(req.headers.get('content-length') ?? '0') > MAX_RETURN_PHOTO_BYTES) throw tooLarge();
    const declared = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const bytes = new Uint8Array(await req.arrayBuffer());
    if (bytes.byteLength > MAX_RETURN_PHOTO_BYTES) throw tooLarge();
    const type = sniffImageType(bytes);
    // A file that says it is a photo and is not (or is another kind than it says) is refused as one.
    if (!type || !isReturnPhotoType(declared) || declared !== type) throw notImage();
    let clean: Uint8Array<ArrayBuffer>;
    try {
      clean = stripImageMetadata(bytes, type);
    } catch (error) {
      if (error instanceof NotAnImage) throw notImage();
      throw error;
    }
    const path = await deps.photos.open(bearerToken(req)!, {
      order_item_id: line,
      content_type: type,
      size: clean.byteLength,
    });
    await deps.photos.put(path, clean, type);
    return json({ bucket: BUCKET, path }, 201);
  });
}

let deps: ReviewPhotoDeps | null = null;

export const handler = createReviewPhotoHandler(
  () => (deps ??= { users: supabaseUsers(serviceClient()), photos: supabaseReviewPhotos() }),
);
