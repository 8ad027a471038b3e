import type { LoginRequest } from '@payorder/contract';

/** The customer's link credentials and current access token, kept for the tab's life (docs/product/payment-page.md §6). */
export interface CustomerSession {
  credentials: LoginRequest;
  accessToken: string | null;
}

const KEY = 'payorder.session';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSession(): CustomerSession | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as CustomerSession;
  } catch {
    return null;
  }
}

export function writeSession(session: CustomerSession): void {
  storage()?.setItem(KEY, JSON.stringify(session));
}

export function setAccessToken(accessToken: string): void {
  const session = readSession();
  if (session) writeSession({ ...session, accessToken });
}
