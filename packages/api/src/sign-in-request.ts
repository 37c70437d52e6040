/**
 * Asking for the sign-in dialog is a window event, so a remote (a like button) can ask for it
 * without importing the shell: the shell's sign-in area listens with onSignInRequest and opens its
 * dialog. @nacho/api is a Module Federation singleton, so there is one name for it on the page.
 */
export const SIGN_IN_REQUEST_EVENT = 'nacho:open-sign-in-dialog';

/** Why the dialog is asked for (for example "like"); the dialog may say so. */
export interface SignInRequest {
  reason?: string;
}

export function requestSignIn(request: SignInRequest = {}): void {
  window.dispatchEvent(new CustomEvent<SignInRequest>(SIGN_IN_REQUEST_EVENT, { detail: request }));
}

/** Calls `listener` on every request; returns the unsubscribe function. */
export function onSignInRequest(listener: (request: SignInRequest) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SignInRequest>).detail ?? {});
  window.addEventListener(SIGN_IN_REQUEST_EVENT, handle);
  return () => window.removeEventListener(SIGN_IN_REQUEST_EVENT, handle);
}
