import type { TokenClaims } from '../../contract/token';

/** An unsigned JWT carrying `claims` (the client only decodes tokens; the server verifies them). */
export function fakeToken(claims: Partial<TokenClaims>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const now = Math.floor(Date.now() / 1000);
  const full: TokenClaims = {
    id_user: 1,
    nama_user: 'Siti Rahmawati',
    id_group_user: 'mhs00',
    shift: 1,
    flags_kuesioner: 1,
    flags_telegram: 0,
    sudah_ubah_password: true,
    penugasan: [],
    iat: now,
    exp: now + 900,
    ...claims,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(full)}.signature`;
}
