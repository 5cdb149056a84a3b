// The `?invite=` code of a shared link, kept per event so that registering later (even after signing in
// or on the full registration page) still credits the person who shared it (docs/product/registration.md#invite-codes).
const key = (eventId: string) => `commons.invite.${eventId}`;

export function saveInviteCode(eventId: string, code: string): void {
  try {
    localStorage.setItem(key(eventId), code);
  } catch {
    // Storage can be full or disabled (private mode); attribution is best-effort.
  }
}

export function readInviteCode(eventId: string): string | null {
  try {
    return localStorage.getItem(key(eventId));
  } catch {
    return null;
  }
}
