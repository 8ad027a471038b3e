import {
  CAMERA,
  RECEIPT_MAX_BYTES,
  RECEIPT_MAX_FILES,
  UPLOAD_INFO_TIMEOUT_MS,
  type Receipt,
} from '@payorder/contract';
import Uppy, { type Meta } from '@uppy/core';
import type { Locale } from '@uppy/core/utils';
import Webcam from '@uppy/webcam';
import XHRUpload from '@uppy/xhr-upload';
import { apiUrl, login } from '#page/lib/api-client.ts';
import { readSession } from '#page/lib/session-store.ts';

export type ReceiptUppy = Uppy<Meta, Receipt>;

/** docs/product/payment-page.md §5/§9: any image or a PDF. */
export const RECEIPT_ALLOWED_FILE_TYPES = ['image/*', '.pdf'];

/** The message of a refused upload: the server's own `{message}`, else the HTTP status text. */
function errorMessageOf(xhr: XMLHttpRequest): string {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // not JSON: fall through
  }
  return xhr.statusText || `HTTP ${xhr.status}`;
}

/**
 * The receipt widget's engine: one file (any image or PDF, at most RECEIPT_MAX_BYTES), no auto-start,
 * one upload batch, the camera of docs/product/payment-page.md §9, and an XHR upload of field `file` with the customer's
 * bearer token (renewed once on a 401, as every other call does: docs/product/payment-page.md §6).
 */
export function createReceiptUppy(orderId: string, locale?: Locale): ReceiptUppy {
  const uppy = new Uppy<Meta, Receipt>({
    id: 'receipt',
    autoProceed: false,
    allowMultipleUploadBatches: false,
    restrictions: {
      maxNumberOfFiles: RECEIPT_MAX_FILES,
      maxFileSize: RECEIPT_MAX_BYTES,
      allowedFileTypes: RECEIPT_ALLOWED_FILE_TYPES,
    },
    infoTimeout: UPLOAD_INFO_TIMEOUT_MS,
    ...(locale && { locale }),
  });

  // docs/product/payment-page.md §5/§9: the camera's timings (500 ms chunks, 1 s timer, 800 ms countdown, 'Smile!' 1500 ms,
  // size stop at 4000 ms, errors 5000 ms) and its file names cam-{timestamp}.jpg and
  // webcam-{timestamp}.{ext} are the plugin's own; the modes and the mirror are set here.
  uppy.use(Webcam, { modes: [...CAMERA.modes], mirror: CAMERA.mirror });

  // xhr objects whose 401 was answered by a fresh login, so the request goes once more.
  const renewed = new WeakSet<XMLHttpRequest>();
  uppy.use(XHRUpload, {
    endpoint: apiUrl(`/v1/customer/orders/${encodeURIComponent(orderId)}/receipts`),
    fieldName: 'file',
    formData: true,
    allowedMetaFields: false, // the server needs the file alone
    limit: 1,
    onBeforeRequest: (xhr) => {
      const accessToken = readSession()?.accessToken;
      if (accessToken) xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    },
    onAfterResponse: async (xhr, retryCount) => {
      if (xhr.status < 400) return;
      const credentials = readSession()?.credentials;
      if (xhr.status === 401 && retryCount === 0 && credentials) {
        try {
          await login(credentials);
          renewed.add(xhr);
          return;
        } catch {
          // the login failed too: report the original refusal
        }
      }
      // docs/product/payment-page.md §8: the server's own message is what the widget shows.
      throw new Error(errorMessageOf(xhr));
    },
    shouldRetry: (xhr) => renewed.has(xhr),
  });

  uppy.on('upload-error', (file, error) => {
    // docs/product/payment-page.md §8: the server's message (else the error's), and the progress starts over.
    const message = error.message || uppy.i18n('failedToUpload', { file: file?.name ?? '' });
    uppy.info(message, 'error', UPLOAD_INFO_TIMEOUT_MS);
    if (file && uppy.getFile(file.id)) {
      uppy.setFileState(file.id, {
        progress: {
          ...file.progress,
          uploadStarted: null,
          uploadComplete: false,
          percentage: 0,
          bytesUploaded: false,
        },
      });
    }
  });
  return uppy;
}
