import { apiQuiet } from '../../core/client';
import type { JadwalKelas, JadwalKelasQuery, SlotBody, SlotTersimpan } from './schemas-jadwal-kelas';

// The classes' weekly meetings set by programme staff (decision 0029; not spec calls). Failures are shown by the page.

/** GET jadwal-kelas: one page of the semester's classes with their slots, the rooms and the campus hours. */
export const getJadwalKelas = (query: JadwalKelasQuery) => apiQuiet<JadwalKelas>('jadwal-kelas', { query });
/** POST jadwal-kelas/slot. */
export const tambahSlot = (body: SlotBody) => apiQuiet<SlotTersimpan>('jadwal-kelas/slot', { method: 'POST', body });
/** PUT jadwal-kelas/slot/{id_jadwal}. */
export const ubahSlot = (idJadwal: number, body: SlotBody) => apiQuiet<SlotTersimpan>(`jadwal-kelas/slot/${idJadwal}`, { method: 'PUT', body });
/** DELETE jadwal-kelas/slot/{id_jadwal}?id_kelas. */
export const hapusSlot = (idJadwal: number, idKelas: number) => apiQuiet<SlotTersimpan>(`jadwal-kelas/slot/${idJadwal}`, { method: 'DELETE', query: { id_kelas: idKelas } });
