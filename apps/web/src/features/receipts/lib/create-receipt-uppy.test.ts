import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  CAMERA,
  RECEIPT_MAX_BYTES,
  UPLOAD_INFO_TIMEOUT_MS,
  UPLOAD_PROGRESS_THROTTLE_MS,
} from '@payorder/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReceiptUppy, type ReceiptUppy } from './create-receipt-uppy.ts';

const login = vi.hoisted(() => vi.fn());
vi.mock('#page/lib/api-client.ts', () => ({
  apiUrl: (path: string) => `https://api.test/api${path}`,
  login,
}));

const SESSION_KEY = 'payorder.session';
const credentials = { orderId: 'order-1', token: 'link-token' };

type XhrLike = Pick<XMLHttpRequest, 'status' | 'statusText' | 'responseText' | 'setRequestHeader'>;
const xhr = (status: number, responseText = '', statusText = ''): XMLHttpRequest =>
  ({
    status,
    statusText,
    responseText,
    setRequestHeader: vi.fn(),
  }) satisfies XhrLike as unknown as XMLHttpRequest;

interface XhrOptions {
  endpoint: string;
  fieldName: string;
  formData: boolean;
  allowedMetaFields: boolean;
  onBeforeRequest: (xhr: XMLHttpRequest, retryCount: number, files: unknown[]) => void;
  onAfterResponse: (xhr: XMLHttpRequest, retryCount: number) => Promise<void>;
  shouldRetry: (xhr: XMLHttpRequest) => boolean;
}

let uppy: ReceiptUppy;
const xhrOptions = () => uppy.getPlugin('XHRUpload')!.opts as unknown as XhrOptions;

beforeEach(() => {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify({ credentials, accessToken: 'token-1' }));
  uppy = createReceiptUppy('order-1');
});
afterEach(() => {
  uppy.destroy();
  sessionStorage.clear();
  login.mockReset();
});

describe('createReceiptUppy', () => {
  it('takes one image or PDF of at most 3 MB, starts only on request, in one batch (docs/product/payment-page.md §5)', () => {
    expect(uppy.opts).toMatchObject({
      autoProceed: false,
      allowMultipleUploadBatches: false,
      infoTimeout: UPLOAD_INFO_TIMEOUT_MS,
      restrictions: {
        maxNumberOfFiles: 1,
        maxFileSize: RECEIPT_MAX_BYTES,
        allowedFileTypes: ['image/*', '.pdf'],
      },
    });
  });

  it('refuses a second file, a too-large file and a wrong type with the docs/product/payment-page.md §5 messages', () => {
    const add = (name: string, type: string, size: number) =>
      uppy.addFile({ name, type, data: new Blob([new Uint8Array(size)], { type }) });
    expect(() => add('big.png', 'image/png', RECEIPT_MAX_BYTES + 1)).toThrow(
      'big.png exceeds maximum allowed size of 3 MB',
    );
    expect(() => add('notes.txt', 'text/plain', 5)).toThrow('You can only upload: image/*, .pdf');
    add('receipt.pdf', 'application/pdf', 10);
    expect(() => add('second.png', 'image/png', 10)).toThrow('You can only upload 1 file');
  });

  it('has the camera of docs/product/payment-page.md §9: its modes, mirrored', () => {
    expect(uppy.getPlugin('Webcam')!.opts).toMatchObject({ modes: [...CAMERA.modes], mirror: true });
  });

  it("keeps the camera's timings and file names the spec names (they are the plugin's own)", () => {
    const require = createRequire(import.meta.url);
    const libFile = (pkg: string, file: string) =>
      fs.readFileSync(require.resolve(pkg).replace(/index\.js$/, file), 'utf8');
    const source = libFile('@uppy/webcam', 'Webcam.js');
    expect(source).toContain(`this.recorder.start(${CAMERA.recorderChunkMs})`);
    expect(source).toContain(`}, ${CAMERA.recordingTimerMs});`);
    expect(source).toContain(`'warning', ${CAMERA.countdownNoticeMs})`);
    expect(source).toContain(`this.i18n('smile'), 'success', ${CAMERA.smileNoticeMs})`);
    expect(source).toContain(`this.i18n('recordingStoppedMaxSize'), 'warning', ${CAMERA.sizeStopNoticeMs})`);
    expect(source).toContain(`this.uppy.info(message, 'error', ${CAMERA.errorNoticeMs})`);
    expect(source).toContain('const name = `cam-${Date.now()}.${ext}`');
    expect(source).toContain('const name = `webcam-${Date.now()}.${fileExtension}`');
    expect(libFile('@uppy/core', 'Uppy.js')).toContain(
      `this.#updateTotalProgress(), ${UPLOAD_PROGRESS_THROTTLE_MS},`,
    );
  });

  it('posts the file alone in field file to the order, with the current bearer token', () => {
    expect(xhrOptions()).toMatchObject({
      endpoint: 'https://api.test/api/v1/customer/orders/order-1/receipts',
      fieldName: 'file',
      formData: true,
      allowedMetaFields: false,
    });
    const request = xhr(0);
    xhrOptions().onBeforeRequest(request, 0, []);
    expect(request.setRequestHeader).toHaveBeenCalledWith('authorization', 'Bearer token-1');
  });

  it("fails with the server's own message, or the status text when there is none (docs/product/payment-page.md §8)", async () => {
    const refused = xhr(415, JSON.stringify({ code: 'unsupported_media_type', message: 'Not a photo' }));
    await expect(xhrOptions().onAfterResponse(refused, 0)).rejects.toThrow('Not a photo');
    await expect(xhrOptions().onAfterResponse(xhr(502, '<html>', 'Bad Gateway'), 0)).rejects.toThrow(
      'Bad Gateway',
    );
    await expect(xhrOptions().onAfterResponse(xhr(201, '{}'), 0)).resolves.toBeUndefined();
    expect(xhrOptions().shouldRetry(refused)).toBe(false);
  });

  it('on a 401 logs in again once and retries; a second 401 is reported (docs/product/payment-page.md §6)', async () => {
    login.mockResolvedValue('token-2');
    const first = xhr(401, JSON.stringify({ code: 'unauthorized', message: 'expired' }));
    await xhrOptions().onAfterResponse(first, 0);
    expect(login).toHaveBeenCalledWith(credentials);
    expect(xhrOptions().shouldRetry(first)).toBe(true);

    const second = xhr(401, JSON.stringify({ code: 'unauthorized', message: 'still expired' }));
    await expect(xhrOptions().onAfterResponse(second, 1)).rejects.toThrow('still expired');
    expect(xhrOptions().shouldRetry(second)).toBe(false);
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('shows the failure in the widget and resets the progress', () => {
    const id = uppy.addFile({ name: 'r.png', type: 'image/png', data: new Blob([new Uint8Array(10)]) });
    uppy.setFileState(id, {
      progress: {
        uploadStarted: Date.now(),
        uploadComplete: false,
        percentage: 40,
        bytesUploaded: 4,
        bytesTotal: 10,
      },
    });
    uppy.emit('upload-error', uppy.getFile(id), new Error('Not a photo'), undefined);
    expect(uppy.getState().info.map((info) => info.message)).toContain('Not a photo');
    expect(uppy.getFile(id).progress).toMatchObject({
      uploadStarted: null,
      percentage: 0,
      bytesUploaded: false,
    });
    expect(uppy.getFile(id).error).toBe('Not a photo');
  });
});
