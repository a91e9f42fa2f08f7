import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The QR code of an open meeting carries a short-lived signed token:
 * `base64url(payload).base64url(HMAC-SHA256(payload, meeting secret))` with payload
 * `{ u: meeting uid, i: issued-at ms, e: expiry ms, n: nonce }`. The secret is per meeting and
 * renewed every time the meeting is opened, so tokens of an earlier opening die with it.
 *
 * Replay rule: while fresh, one token may be scanned by every student in the room (they all see
 * the same screen); the same student scanning again (with this or any other token) records
 * nothing new and is told 'sudah tercatat'; a token after its expiry is refused.
 */
export interface QrPayload {
  u: string;
  i: number;
  e: number;
  n: string;
}

/** Seconds a token stays valid beyond the rotation interval, for a scan made just before the screen changes. */
export const QR_GRACE_SECONDS = 5;

const b64 = (buf: Buffer) => buf.toString('base64url');

/** A new random meeting secret (32 bytes). */
export function newQrSecret(): Buffer {
  return randomBytes(32);
}

function sign(body: string, secret: Buffer): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

/** Issues a token for the meeting `uid`, valid `intervalSeconds + QR_GRACE_SECONDS` from `now`. */
export function issueQrToken(uid: string, secret: Buffer, intervalSeconds: number, now = Date.now()): { token: string; payload: QrPayload } {
  const payload: QrPayload = { u: uid, i: now, e: now + (intervalSeconds + QR_GRACE_SECONDS) * 1000, n: randomUUID() };
  const body = b64(Buffer.from(JSON.stringify(payload)));
  return { token: `${body}.${b64(sign(body, secret))}`, payload };
}

/** Reads a token's payload without trusting it (the secret is looked up by its uid). Null when malformed. */
export function readQrToken(token: string): QrPayload | null {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  try {
    const p = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as Partial<QrPayload>;
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (typeof p.u !== 'string' || !uuid.test(p.u) || typeof p.n !== 'string' || !uuid.test(p.n)) return null;
    if (!Number.isFinite(p.i) || !Number.isFinite(p.e)) return null;
    return p as QrPayload;
  } catch {
    return null;
  }
}

/** True when the token's signature was made with `secret` (constant-time comparison). */
export function verifyQrSignature(token: string, secret: Buffer): boolean {
  const [body, sig] = token.split('.');
  const expected = sign(body, secret);
  const given = Buffer.from(sig, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
