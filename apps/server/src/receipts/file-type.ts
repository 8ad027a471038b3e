import type { ReceiptContentType } from '@payorder/contract';

/** The receipt types the server keeps (issue 5): photos and PDFs, decided from the bytes (contract). */
export { RECEIPT_CONTENT_TYPES, type ReceiptContentType } from '@payorder/contract';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
// ISO BMFF brands (ISO/IEC 23008-12): HEVC-coded images are HEIC, the generic image brands HEIF.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);
// AVIF shares the generic HEIF brands; it is not on the list of kept types.
const AVIF_BRANDS = new Set(['avif', 'avis']);

function sniffHeif(bytes: Uint8Array): ReceiptContentType | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  if (boxSize < 16 || boxSize > bytes.length || boxSize % 4 !== 0) return null;
  const major = ascii(bytes, 8, 12);
  const compatible: string[] = [];
  for (let offset = 16; offset < boxSize; offset += 4) compatible.push(ascii(bytes, offset, offset + 4));
  const brands = [major, ...compatible];
  if (HEIC_BRANDS.has(major)) return 'image/heic';
  if (!HEIF_BRANDS.has(major) || brands.some((brand) => AVIF_BRANDS.has(brand))) return null;
  return compatible.some((brand) => HEIC_BRANDS.has(brand)) ? 'image/heic' : 'image/heif';
}

/**
 * The file's type from its first bytes, or null when it is none of the kept types. SVG, HTML,
 * scripts, archives, executables, video and anything unrecognised are null.
 */
export function sniffFileType(bytes: Uint8Array): ReceiptContentType | null {
  if (startsWith(bytes, PNG) && ascii(bytes, 12, 16) === 'IHDR') return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return sniffHeif(bytes);
}

const EXTENSIONS: Record<ReceiptContentType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif', 'hif'],
  'image/heif': ['heif', 'heic', 'hif'],
  'application/pdf': ['pdf'],
};

/** The usual extension of a kept type, for the name a download is saved under. */
export const extensionOf = (contentType: ReceiptContentType): string => EXTENSIONS[contentType][0]!;
const MEDIA_TYPES: Record<ReceiptContentType, readonly string[]> = {
  'image/jpeg': ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  'image/png': ['image/png', 'image/x-png'],
  'image/webp': ['image/webp'],
  'image/heic': ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
  'image/heif': ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
  'application/pdf': ['application/pdf', 'application/x-pdf'],
};
/** What a browser sends when it does not know the type: no claim either way. */
const UNKNOWN_MEDIA_TYPES = new Set(['', 'application/octet-stream']);

/**
 * Whether the client's claims agree with the bytes: a name's extension and the part's media type,
 * where given, must both belong to the sniffed type (a PDF named `.png` disagrees).
 */
export function declaredTypeAgrees(
  sniffed: ReceiptContentType,
  declared: { filename: string; mediaType: string },
): boolean {
  const dot = declared.filename.lastIndexOf('.');
  const extension = dot >= 0 ? declared.filename.slice(dot + 1).toLowerCase() : '';
  if (extension && !EXTENSIONS[sniffed].includes(extension)) return false;
  const mediaType = declared.mediaType.split(';')[0]!.trim().toLowerCase();
  return UNKNOWN_MEDIA_TYPES.has(mediaType) || MEDIA_TYPES[sniffed].includes(mediaType);
}
