/** Where receipt files live, by a key the server generates (never the client's file name). */
export interface ReceiptStorage {
  /** Stores the whole file or nothing: a failed put leaves no object behind. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when no object has this key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are `<order id>/<receipt id>`: generated, path-safe, never from the client. */
export const KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a receipt storage key: ${key}`);
}
