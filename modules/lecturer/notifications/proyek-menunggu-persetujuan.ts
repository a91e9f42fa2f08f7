import catalogue from '../../../locales/id/lecturer.json';
import { kartuProyek } from './kartu-proyek';

const n = catalogue.proyek.notifikasi;

/** A lecturer: project-assignment requests from the programme still waiting for their answer. */
export default kartuProyek('proyek-menunggu-persetujuan', 'diajukan', '/penugasan-proyek', n.menunggu_persetujuan, n.menunggu_persetujuan_keterangan);
