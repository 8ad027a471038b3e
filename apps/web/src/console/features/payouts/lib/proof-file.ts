import { RECEIPT_MAX_BYTES } from '@payorder/contract';

/** What a proof may be (the receipt rules: the server sniffs the bytes and says 415 to anything else). */
export const PROOF_ACCEPT = 'image/*,application/pdf';

/** Why a chosen file cannot be sent, before it is: too large, or not a photo or PDF; null when it can. */
export function proofFileProblem(file: File): 'too_large' | 'unsupported' | null {
  // Some phones give a HEIC photo no type at all: the server's sniffing decides.
  const type = file.type;
  if (type && !type.startsWith('image/') && type !== 'application/pdf') return 'unsupported';
  if (file.size > RECEIPT_MAX_BYTES) return 'too_large';
  return null;
}

/** A photo's longest side after shrinking: sharp enough to read a bank's confirmation. */
const LONGEST_SIDE = 2000;

/**
 * A phone camera's photo is often over the 3 MB limit: a JPEG, PNG or WebP photo over it is redrawn at
 * LONGEST_SIDE as a JPEG, which is well under it. Anything else (a PDF, a HEIC the browser cannot draw,
 * a file within the limit) is sent as chosen.
 */
export async function shrinkPhoto(file: File): Promise<File> {
  const drawable = ['image/jpeg', 'image/png', 'image/webp'].includes(file.type);
  if (!drawable || file.size <= RECEIPT_MAX_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, LONGEST_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
