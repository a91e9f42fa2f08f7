import { fillPath, useRoutes } from '../../../../core/client';

/**
 * The grade-input page of one class for the current user: dsn00's /akademik/jadwal/input-nilai/...
 * or kor00's /jadwal-mengajar/input-nilai/...; null when neither route is open to the user.
 */
export function useInputNilaiHref(): (p: { idSemesterRegistrasi: number; idMataKuliah: number; idKelas: number }) => string | null {
  const routes = useRoutes();
  const route = routes.find((r) => r.globalId === 'teaching:input-nilai' || r.globalId === 'teaching:input-nilai-koordinator');
  return (p) => (route ? fillPath(route.path, p) : null);
}

/** The schedule page of the current user (dsn00 or kor00), for the way back. */
export function useJadwalHref(): string | null {
  const routes = useRoutes();
  return routes.find((r) => r.globalId === 'teaching:jadwal' || r.globalId === 'teaching:jadwal-koordinator')?.path ?? null;
}
