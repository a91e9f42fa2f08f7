/**
 * The QR secret of each meeting as this process last read it from attendance.pertemuan, keyed by
 * the meeting's uid. A scan whose token checks out against the remembered secret can then validate
 * and write in one statement (see scan-qrcode.ts). The cache is only a guess: that statement writes
 * only when the meeting's stored secret still equals the guessed one, so a stale entry (the meeting
 * was closed and reopened, maybe by another process) costs one more round trip, never a wrong row.
 */
const secrets = new Map<string, Buffer>();

/** Meetings remembered before the map is emptied (a lecture hall needs one entry; bounds memory). */
const LIMIT = 10_000;

export function knownQrSecret(uid: string): Buffer | undefined {
  return secrets.get(uid);
}

export function rememberQrSecret(uid: string, secret: Buffer | null): void {
  if (!secret) {
    secrets.delete(uid);
    return;
  }
  if (secrets.size >= LIMIT) secrets.clear();
  secrets.set(uid, Buffer.from(secret));
}
