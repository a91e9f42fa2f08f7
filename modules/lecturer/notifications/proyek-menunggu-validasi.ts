import catalogue from '../../../locales/id/lecturer.json';
import { kartuProyek } from './kartu-proyek';

const n = catalogue.proyek.notifikasi;

/** Programme staff: answers of their programmes' lecturers still waiting for validation. */
export default kartuProyek('proyek-menunggu-validasi', 'jawaban_dikirim', '/kelola-penugasan-proyek', n.menunggu_validasi, n.menunggu_validasi_keterangan);
