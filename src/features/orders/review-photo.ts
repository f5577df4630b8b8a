/** The longest side of a photo as it is sent: plenty for the product page, a tenth of a phone's bytes. */
const MAX_SIDE = 1600;

/**
 * The photo redrawn through a canvas at most MAX_SIDE pixels wide or high, as a JPEG: smaller to send,
 * and without what the camera wrote into the file (GPS, its make, the date), which a canvas does not
 * carry. A browser that cannot draw it sends the file as chosen: the function strips the same metadata.
 */
export async function preparedReviewPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob && blob.size > 0 ? blob : file;
  } catch {
    // Not an image the browser can draw: the function answers why.
    return file;
  }
}
