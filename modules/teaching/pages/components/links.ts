import { fillPath, useRoutes } from '../../../../core/client';

/** The teaching pages that dsn00 opens under /akademik/jadwal/... and kor00 under /jadwal-mengajar/... (route id + '-koordinator'). */
type Halaman = 'input-nilai' | 'bahan-ajar' | 'bukti-mengajar' | 'detail-bukti-mengajar';

/**
 * The link to a teaching page for the current user, whichever of the two routes (dsn00's or
 * kor00's) is open to them; null when neither is. kor00's proof-detail path has a `{jadwal}`
 * segment, filled with dsn00's literal 'detail-bukti-mengajar'.
 */
export function useTeachingHref(halaman: Halaman): (p: Record<string, string | number>) => string | null {
  const routes = useRoutes();
  const route = routes.find((r) => r.globalId === `teaching:${halaman}` || r.globalId === `teaching:${halaman}-koordinator`);
  return (p) => (route ? fillPath(route.path, { jadwal: 'detail-bukti-mengajar', ...p }) : null);
}

/** The grade-input page of one class for the current user (dsn00's or kor00's path). */
export function useInputNilaiHref(): (p: { idSemesterRegistrasi: number; idMataKuliah: number; idKelas: number }) => string | null {
  return useTeachingHref('input-nilai');
}

/** The schedule page of the current user (dsn00 or kor00), for the way back. */
export function useJadwalHref(): string | null {
  const routes = useRoutes();
  return routes.find((r) => r.globalId === 'teaching:jadwal' || r.globalId === 'teaching:jadwal-koordinator')?.path ?? null;
}
