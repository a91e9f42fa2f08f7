import { Badge, Button, Callout, Flex, Spinner, Table, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, Jendela, notifySuccess, PageBody, PagedList, PageHeader, useKirim } from '../../../core/client';
import { PAGE_SIZE } from '../../../core/contract/constants';
import { getFormPenilaian, getSidangPenguji, simpanPenilaian } from '../api';
import type { FormPenilaian, Sidang } from '../schemas';
import { messageOf } from './components/messages';
import { StatusBadge } from './components/StatusBadge';
import { tampilJadwal } from './components/tampil';
import { formatNilai, formatPersen } from '../format';

type Row = Sidang & { peran_saya: string };

/** /ujian-akhir-program-studi/input-nilai-sidang: the lecturer's defences; score each by the components (v1 or v2) of the defence, as supervisor or examiner. */
export default function InputNilaiSidangPage() {
  const { t } = useTranslation('uaps');
  const [store] = useState(() => createListStore<Row>(({ page, perPage }) => getSidangPenguji({ page, per_page: perPage }), { perPage: PAGE_SIZE.DEFENCE_REQUESTS }));
  const [target, setTarget] = useState<Row | null>(null);
  useEffect(() => { void store.load(1); }, [store]);
  return (
    <PageBody>
      <PageHeader title={t('halaman.input_nilai_judul')} caption={t('halaman.input_nilai_keterangan')} />
      <PagedList store={store} rowKey={(r) => r.id_sidang_tugas_akhir} columns={[
        { key: 'tanggal', header: t('halaman.jadwal'), cell: (r) => tampilJadwal(r) },
        { key: 'nama_mahasiswa', header: t('halaman.mahasiswa'), cell: (r) => `${r.nim} — ${r.nama_mahasiswa}` },
        { key: 'nama_ruang', header: t('halaman.ruang') },
        { key: 'peran_saya', header: t('halaman.peran'), cell: (r) => (r.peran_saya === 'penguji' ? t('halaman.penguji') : t('halaman.pembimbing')) },
        { key: 'hasil', header: t('halaman.hasil'), cell: (r) => (r.hasil ? t(`hasil.${r.hasil}`) : '-') },
        { key: 'aksi', header: '', cell: (r) => (r.hasil ? null : <Button size="1" onClick={() => setTarget(r)} aria-label={`${t('halaman.isi_nilai')} ${r.nama_mahasiswa}`}>{t('halaman.isi_nilai')}</Button>) },
      ]} />
      <Jendela terbuka={target !== null} onTutup={() => setTarget(null)} judul={t('halaman.isi_nilai')} lebar="600px">
        {target ? <ScoreForm row={target} onDone={() => { setTarget(null); void store.load(); }} /> : null}
      </Jendela>
    </PageBody>
  );
}

function ScoreForm({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation('uaps');
  const peran = row.peran_saya === 'penguji' ? 'penguji' : 'pembimbing';
  const id = peran === 'penguji' ? row.id_sidang_tugas_akhir : row.id_tugas_akhir;
  const versi = row.versi_penilaian === 1 ? 1 : 2;
  const [form, setForm] = useState<FormPenilaian | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [nilai, setNilai] = useState<Record<number, string>>({});
  const [catatan, setCatatan] = useState('');
  const { busy, kirim } = useKirim();
  useEffect(() => {
    getFormPenilaian(peran, versi, id).then((f) => {
      setForm(f);
      setCatatan(f.penilaian?.catatan ?? '');
      setNilai(Object.fromEntries(f.komponen.map((c) => [c.id_komponen_penilaian, String(f.penilaian?.detail.find((d) => d.id_komponen_penilaian === c.id_komponen_penilaian)?.nilai ?? '')])));
    }).catch((e) => setError(messageOf(e) ?? t('halaman.gagal_memuat')));
  }, [peran, versi, id, t]);
  if (error) return <Callout.Root color="red" role="alert"><Callout.Text>{error}</Callout.Text></Callout.Root>;
  if (!form) return <Flex gap="2" role="status"><Spinner /><Text>{t('halaman.memuat')}</Text></Flex>;
  const sheet = form.penilaian;
  const locked = sheet?.status === 'divalidasi';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await kirim(async () => {
      const mode = !sheet ? 'POST' : sheet.status === 'dikembalikan' ? 'perbaikan' : 'PATCH';
      const r = await simpanPenilaian(peran, mode, id, { versi, catatan, nilai: form.komponen.map((c) => ({ id_komponen_penilaian: c.id_komponen_penilaian, nilai: Number(nilai[c.id_komponen_penilaian]) })) });
      notifySuccess(`${r.message} ${t('halaman.nilai')}: ${formatNilai(r.nilai)}`);
      onDone();
    });
  };
  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        <Text size="2">{form.nim} — {form.nama_mahasiswa}: {form.judul}</Text>
        {sheet?.status === 'dikembalikan' && sheet.alasan_dikembalikan ? (
          <Callout.Root color="amber" role="note"><Callout.Text>{t('halaman.nilai_dikembalikan', { alasan: sheet.alasan_dikembalikan })}</Callout.Text></Callout.Root>
        ) : null}
        <Flex gap="2" align="center"><Badge>{t('halaman.versi', { versi })}</Badge>{sheet ? <StatusBadge status={sheet.status} /> : null}{sheet ? <Text size="2">{t('halaman.nilai')}: {formatNilai(sheet.nilai)}</Text> : null}</Flex>
        <Table.Root variant="surface">
          <Table.Header><Table.Row><Table.ColumnHeaderCell>{t('halaman.komponen')}</Table.ColumnHeaderCell><Table.ColumnHeaderCell>{t('halaman.bobot')}</Table.ColumnHeaderCell><Table.ColumnHeaderCell>{t('halaman.nilai')}</Table.ColumnHeaderCell></Table.Row></Table.Header>
          <Table.Body>
            {form.komponen.map((c) => (
              <Table.Row key={c.id_komponen_penilaian}>
                <Table.Cell>{c.nama}</Table.Cell><Table.Cell>{formatPersen(c.bobot)}</Table.Cell>
                <Table.Cell><TextField.Root type="number" min={0} max={100} step="0.01" required disabled={locked} value={nilai[c.id_komponen_penilaian] ?? ''} aria-label={c.nama}
                  onChange={(e) => setNilai((n) => ({ ...n, [c.id_komponen_penilaian]: e.target.value }))} /></Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <label><Text as="div" size="2" weight="bold" mb="1">{t('halaman.catatan')}</Text><TextArea value={catatan} disabled={locked} onChange={(e) => setCatatan(e.target.value)} maxLength={2000} rows={3} aria-label={t('halaman.catatan')} /></label>
        {locked ? <Text size="2" color="gray">{t('halaman.nilai_terkunci')}</Text> : <Flex justify="end"><Button type="submit" disabled={busy}>{t('halaman.simpan_nilai')}</Button></Flex>}
      </Flex>
    </form>
  );
}
