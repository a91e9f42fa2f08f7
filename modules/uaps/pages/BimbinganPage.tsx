import { Box, Button, Callout, Card, Code, Flex, Heading, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, formatTanggal, IsianTanggal, Jendela, notifySuccess, PageBody, PagedList, PageHeader, useKirim } from '../../../core/client';
import { hariIniJakarta } from '../../../core/contract/format';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { catatBimbingan, getPembimbingSaya, getRiwayatBimbingan, ubahBimbingan, unduh } from '../api';
import type { Bimbingan, BimbinganTersimpan, Pembimbing } from '../schemas';
import { messageOf } from './components/messages';
import { StatusBadge } from './components/StatusBadge';
import { tampilWaktu } from './components/tampil';


/** /ujian-akhir-program-studi/bimbingan: log a supervision session, edit a waiting one, see the history. */
export default function BimbinganPage() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Bimbingan>(({ page, perPage }) => getRiwayatBimbingan({ page, per_page: perPage }), { perPage: PAGE_SIZE.SUPERVISION_HISTORY }));
  const [pembimbing, setPembimbing] = useState<{ status: 'loading' | 'error' | 'success'; data: Pembimbing[]; minimal: number; message?: string | null }>({ status: 'loading', data: [], minimal: 8 });
  const [editing, setEditing] = useState<Bimbingan | null>(null);
  const [link, setLink] = useState<BimbinganTersimpan | null>(null);

  useEffect(() => {
    void store.load(1);
    getPembimbingSaya().then((r) => setPembimbing({ status: 'success', data: r.data, minimal: r.minimal_bimbingan }))
      .catch((e) => setPembimbing({ status: 'error', data: [], minimal: 8, message: messageOf(e) }));
  }, [store]);

  const saved = (r: BimbinganTersimpan) => {
    notifySuccess(r.message);
    setLink(r);
    setEditing(null);
    void store.load(1);
  };

  return (
    <PageBody>
      <PageHeader title={t('halaman.bimbingan_judul')} caption={t('halaman.bimbingan_keterangan')}
        actions={pembimbing.data.length ? <Button variant="soft" onClick={() => void unduh('tugas-akhir/bimbingan-riwayat/cetak').catch(() => undefined)}>{t('halaman.cetak_kartu')}</Button> : null} />
      <Flex direction="column" gap="4">
        <Card size="3">
          <Heading as="h2" size="3" mb="2">{t('halaman.pembimbing_anda')}</Heading>
          {pembimbing.status === 'loading' ? <Text color="gray">{t('halaman.memuat')}</Text>
            : pembimbing.status === 'error' ? <Callout.Root color="red" role="alert"><Callout.Text>{pembimbing.message ?? t('halaman.gagal_memuat')}</Callout.Text></Callout.Root>
            : pembimbing.data.length === 0 ? <Text color="gray">{t('galat.belum_ada_pembimbing')}</Text>
            : (
              <Flex direction="column" gap="1">
                {pembimbing.data.map((p) => (
                  <Text key={p.id_dosen} size="2">{p.nama_dosen} ({t(`peran.${p.peran}`)}) — {t('halaman.tervalidasi_dari', { jumlah: p.bimbingan_tervalidasi, minimal: pembimbing.minimal })}</Text>
                ))}
              </Flex>
            )}
        </Card>

        {pembimbing.data.length ? (
          <Card size="3">
            <Heading as="h2" size="3" mb="3">{t('halaman.catat_bimbingan')}</Heading>
            <SessionForm pembimbing={pembimbing.data} onSaved={saved} />
          </Card>
        ) : null}

        {link ? (
          <Callout.Root color="green">
            <Callout.Text>
              {t('halaman.tautan_keterangan', { waktu: tampilWaktu(link.kedaluwarsa) })}
              <Box mt="2"><Code aria-label={t('halaman.tautan_validasi')} style={{ wordBreak: 'break-all' }}>{`${window.location.origin}${link.tautan_validasi}`}</Code></Box>
              <Box mt="2"><Button size="1" variant="soft" onClick={() => void navigator.clipboard?.writeText(`${window.location.origin}${link.tautan_validasi}`).then(() => notifySuccess(t('halaman.tersalin')))}>{t('halaman.salin_tautan')}</Button></Box>
            </Callout.Text>
          </Callout.Root>
        ) : null}

        <Box>
          <Heading as="h2" size="3" mb="2">{t('halaman.riwayat_bimbingan')}</Heading>
          <PagedList store={store} rowKey={(r) => r.id_tugas_akhir_bimbingan} columns={[
            { key: 'tanggal', header: t('halaman.tanggal'), cell: (r) => formatTanggal(r.tanggal) },
            { key: 'nama_dosen', header: t('halaman.pembimbing') },
            { key: 'topik', header: t('halaman.topik') },
            { key: 'status', header: t('halaman.status'), cell: (r) => <StatusBadge status={r.status} /> },
            { key: 'catatan_dosen', header: t('halaman.catatan_dosen') },
            { key: 'aksi', header: '', cell: (r) => (r.status === 'diajukan' ? <Button size="1" variant="soft" onClick={() => setEditing(r)}>{t('halaman.ubah')}</Button> : null) },
          ]} />
        </Box>
      </Flex>

      <Jendela terbuka={editing !== null} onTutup={() => setEditing(null)} judul={t('halaman.ubah_bimbingan')} lebar="520px">
        {editing ? <SessionForm initial={editing} onSaved={saved} /> : null}
      </Jendela>
    </PageBody>
  );
}

/** New session (with a supervisor choice) or an edit of a waiting one. */
function SessionForm({ pembimbing, initial, onSaved }: { pembimbing?: Pembimbing[]; initial?: Bimbingan; onSaved: (r: BimbinganTersimpan) => void }) {
  const { t } = useTranslation('uaps');
  const [idDosen, setIdDosen] = useState(pembimbing?.[0]?.id_dosen ?? 0);
  const [tanggal, setTanggal] = useState(initial?.tanggal ?? hariIniJakarta());
  const [topik, setTopik] = useState(initial?.topik ?? '');
  const [catatan, setCatatan] = useState(initial?.catatan ?? '');
  const { busy, kirim } = useKirim();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await kirim(async () => {
      onSaved(initial ? await ubahBimbingan(initial.id_tugas_akhir_bimbingan, { tanggal, topik, catatan }) : await catatBimbingan({ id_dosen: idDosen, tanggal, topik, catatan }));
      if (!initial) { setTopik(''); setCatatan(''); }
    });
  };
  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        {pembimbing ? (
          <label>
            <Text as="div" size="2" weight="bold" mb="1">{t('halaman.pembimbing')}</Text>
            <select value={idDosen} onChange={(e) => setIdDosen(Number(e.target.value))} aria-label={t('halaman.pembimbing')} style={{ padding: 6, borderRadius: 4 }}>
              {pembimbing.map((p) => <option key={p.id_dosen} value={p.id_dosen}>{p.nama_dosen}</option>)}
            </select>
          </label>
        ) : null}
        <label>
          <Text as="div" size="2" weight="bold" mb="1">{t('halaman.tanggal')}</Text>
          <IsianTanggal value={tanggal} max={hariIniJakarta()} onChange={(e) => setTanggal(e.target.value)} required aria-label={t('halaman.tanggal')} />
        </label>
        <label>
          <Text as="div" size="2" weight="bold" mb="1">{t('halaman.topik')}</Text>
          <TextField.Root value={topik} onChange={(e) => setTopik(e.target.value)} required minLength={3} maxLength={300} aria-label={t('halaman.topik')} />
        </label>
        <label>
          <Text as="div" size="2" weight="bold" mb="1">{t('halaman.catatan')}</Text>
          <TextArea value={catatan} onChange={(e) => setCatatan(e.target.value)} maxLength={5000} rows={3} aria-label={t('halaman.catatan')} />
        </label>
        <Flex><Button type="submit" disabled={busy}>{t('halaman.simpan')}</Button></Flex>
      </Flex>
    </form>
  );
}
