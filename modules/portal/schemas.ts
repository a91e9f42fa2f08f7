import Type, { type Static } from 'typebox';

// Request and response schemas of the portal calls (spec section 7, "Session and portal").

export const Aplikasi = Type.Object({
  id_aplikasi: Type.Integer(), kode: Type.String(), nama: Type.String(), deskripsi: Type.String(), url: Type.String(), ikon: Type.String(),
});
export type Aplikasi = Static<typeof Aplikasi>;
export const AplikasiList = Type.Object({ data: Type.Array(Aplikasi) });
export type AplikasiList = Static<typeof AplikasiList>;

export const AplikasiQuery = Type.Object({ id_aplikasi: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const UrlResponse = Type.Object({ url: Type.String() });
export type UrlResponse = Static<typeof UrlResponse>;

export const AkunAplikasi = Type.Object({
  id_aplikasi: Type.Integer(), nama_aplikasi: Type.String(), id_user: Type.Integer(), username: Type.String(), nama: Type.String(), email: Type.String(),
});
export type AkunAplikasi = Static<typeof AkunAplikasi>;

/** Body of the linked application's redemption of a one-time login code. */
export const TukarKodeBody = Type.Object({
  kode_aplikasi: Type.String({ minLength: 1, maxLength: 50 }),
  rahasia: Type.String({ minLength: 1, maxLength: 200 }),
  kode: Type.String({ minLength: 1, maxLength: 200 }),
}, { additionalProperties: false });
export type TukarKodeBody = Static<typeof TukarKodeBody>;
