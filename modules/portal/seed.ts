import type { SeedContext } from '../../core/server/module';
import { sha256 } from './server/hash';

const DOMAIN = 'unusantara.ac.id';

/**
 * The campus's linked applications. Application secrets are random per
 * seed (drawn from ctx.random, so deterministic); an operator sets real ones for real apps.
 */
export async function seedPortal({ db, random }: SeedContext): Promise<void> {
  const secret = () => Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  const apps = [
    { kode: 'lms', nama: 'e-Learning (LMS)', deskripsi: 'Kelas daring, materi, tugas dan kuis setiap mata kuliah.', url: `https://elearning.${DOMAIN}`, ikon: 'book' },
    { kode: 'perpustakaan', nama: 'Perpustakaan Digital', deskripsi: 'Katalog buku, peminjaman dan jurnal elektronik.', url: `https://perpustakaan.${DOMAIN}`, ikon: 'school' },
    { kode: 'repository', nama: 'Repository Institusi', deskripsi: 'Unggah dan telusuri skripsi, tesis dan karya ilmiah civitas.', url: `https://repository.${DOMAIN}`, ikon: 'file' },
    { kode: 'email', nama: 'Email Kampus', deskripsi: 'Surel resmi dengan alamat @' + DOMAIN + '.', url: `https://mail.${DOMAIN}`, ikon: 'user' },
    { kode: 'pmb', nama: 'Penerimaan Mahasiswa Baru (PMB)', deskripsi: 'Pendaftaran, seleksi dan daftar ulang calon mahasiswa.', url: `https://pmb.${DOMAIN}`, ikon: 'users', target: ['adm00', 'aka00', 'aka01', 'aka02', 'fak00'] },
  ];
  await db.withSchema('portal').insertInto('aplikasi').values(apps.map((a, i) => ({
    kode: a.kode, nama: a.nama, deskripsi: a.deskripsi, url: a.url, url_login: `${a.url}/sso/masuk`, ikon: a.ikon,
    rahasia_hash: sha256(secret()), target: a.target ?? [], urutan: i + 1,
  }))).execute();
}
