import { fillPath, useRoutes } from '../../../../core/client';

/** The teaching pages that dsn00 opens under /akademik/jadwal/... and kor00 under /jadwal-mengajar/... (route id + '-koordinator'). */
type Halaman = 'input-nilai' | 'bahan-ajar' | 'bukti-mengajar' | 'detail-bukti-mengajar' | 'input-perubahan-nilai';

/**
 * The link to a teaching page for the current user, whichever of the two routes (dsn00's or
 * kor00's) is open to them; null when neither is. kor00's proof-detail path has a `{jadwal}`
 * segment, filled with dsn00's literal 'detail-bukti-mengajar', or 'detail-bukti-mengajar-sp' for a
 * short-semester class: kor00 has no separate short-semester detail route, the segment tells them apart.
 * `pendek`: the short-semester page (route id + '-sp').
 */
export function useTeachingHref(halaman: Halaman, pendek = false): (p: Record<string, string | number>) => string | null {
  const routes = useRoutes();
  const ids = pendek ? [`${halaman}-sp`, `${halaman}-sp-koordinator`, `${halaman}-koordinator`] : [halaman, `${halaman}-koordinator`];
  const route = ids.map((id) => routes.find((r) => r.globalId === `teaching:${id}`)).find((r) => r !== undefined);
  return (p) => (route ? fillPath(route.path, { jadwal: pendek ? 'detail-bukti-mengajar-sp' : 'detail-bukti-mengajar', ...p }) : null);
}

/** The grade-input page of one class for the current user (dsn00's or kor00's path). */
export function useInputNilaiHref(pendek = false): (p: { idSemesterRegistrasi: number; idMataKuliah: number; idKelas: number }) => string | null {
  return useTeachingHref('input-nilai', pendek);
}

/** The schedule page (regular or short semester) of the current user (dsn00 or kor00), for the way back. */
export function useJadwalHref(pendek = false): string | null {
  const routes = useRoutes();
  const id = pendek ? 'jadwal-sp' : 'jadwal';
  return routes.find((r) => r.globalId === `teaching:${id}` || r.globalId === `teaching:${id}-koordinator`)?.path ?? null;
}

/** The grade-change list (/akademik/perubahan-nilai or /jadwal-mengajar/perubahan-nilai) of the current user, for the way back. */
export function usePerubahanNilaiHref(): string | null {
  const routes = useRoutes();
  return routes.find((r) => r.globalId === 'teaching:perubahan-nilai' || r.globalId === 'teaching:perubahan-nilai-koordinator')?.path ?? null;
}
