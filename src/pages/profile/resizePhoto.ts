import { MAX_PICKED_PHOTO_BYTES, PHOTO_CONTENT_TYPES, PHOTO_MSG, photoCrop } from '../../../domain/userPhoto';
import { messageKey, type MessageKey } from '../../../providers/translation';

const UNREADABLE = messageKey('validation.photoUnreadable');

/** A picked photo the browser could not make into a profile photo, with what to tell the user. */
export class PhotoRefused extends Error {
  constructor(readonly reason: MessageKey) {
    super(reason);
  }
}

/**
 * The profile photo the server stores, made in the browser from what the user picked: the centre
 * square of the image (turned as the camera held it), drawn at 256 × 256 at most, in the picked
 * type — a PNG stays a PNG (its transparency kept), a JPEG a JPEG. Re-drawing also drops the
 * camera's metadata (place, device), which has no business in a colleague's chat.
 */
export async function resizePhoto(file: File): Promise<Blob> {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) throw new PhotoRefused(PHOTO_MSG.notImage);
  if (file.size > MAX_PICKED_PHOTO_BYTES) throw new PhotoRefused(PHOTO_MSG.fileTooLarge);
  const image = await createImageBitmap(file).catch(() => {
    throw new PhotoRefused(UNREADABLE);
  });
  try {
    const crop = photoCrop(image.width, image.height);
    const canvas = document.createElement('canvas');
    canvas.width = crop.drawnSide;
    canvas.height = crop.drawnSide;
    const context = canvas.getContext('2d');
    if (!context) throw new PhotoRefused(UNREADABLE);
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, crop.x, crop.y, crop.side, crop.side, 0, 0, crop.drawnSide, crop.drawnSide);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, file.type, 0.9));
    if (!blob) throw new PhotoRefused(UNREADABLE);
    return blob;
  } finally {
    image.close();
  }
}
