import { Badge, Button, Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList, PageBody, PageHeader, SaringSemesterProdi, SaveOutcome, type PagedColumn } from '../../../core/client';
import { formatRentangJam } from '../../../core/contract/format';
import { getJadwalKelas } from '../api-jadwal-kelas';
import type { JadwalKelas, JadwalKelasItem, SlotKelas } from '../schemas-jadwal-kelas';
import { SlotJadwalDialog } from './components/SlotJadwalDialog';
import { useSaringStaf } from './components/use-saring-staf';

/**
 * /jadwal-kelas (aka00, aka01, aka02; decision 0029): the classes of the staff's programmes in the
 * chosen semester (default: the coming short semester once opened, else the active one) with their
 * weekly meetings; each class gets, changes or loses a slot in a dialog. A class whose meetings LP3
 * already generated is shown locked: its meetings are moved on LP3's page.
 */
export default function JadwalKelasPage() {
  const { t } = useTranslation('teaching');
  const [cari, setCari] = useState('');
  const [pilihan, setPilihan] = useState<Pick<JadwalKelas, 'ruang' | 'batas'> | null>(null);
  const [dialog, setDialog] = useState<{ kelas: JadwalKelasItem; slot: SlotKelas | null } | null>(null);
  const [pesan, setPesan] = useState<string | null>(null);
  const { store, meta, saring, terapkan } = useSaringStaf<JadwalKelasItem>(async (q) => {
    const res = await getJadwalKelas(q);
    setPilihan({ ruang: res.ruang, batas: res.batas });
    return res;
  });
  const k = (key: string) => t(`jadwal_kelas.kolom.${key}`);
  const columns: PagedColumn<JadwalKelasItem>[] = [
    { key: 'mata_kuliah', header: k('mata_kuliah'), cell: (r) => (
      <Flex direction="column"><Text weight="medium">{r.nama_mata_kuliah}</Text><Text size="1" color="gray">{`${r.kode_mata_kuliah} · ${t('jadwal_kelas.kelas')} ${r.nama_kelas} · ${r.sks} SKS · ${r.nama_prodi}`}</Text></Flex>
    ) },
    { key: 'pengampu', header: k('pengampu'), cell: (r) => r.pengampu },
    { key: 'peserta', header: k('peserta'), cell: (r) => `${r.jumlah_mahasiswa} / ${r.kuota}` },
    { key: 'jadwal', header: k('jadwal'), cell: (r) => (r.jadwal.length ? (
      <Flex direction="column" gap="1">
        {r.jadwal.map((s) => (
          <Flex key={s.id_jadwal} gap="2" align="center">
            <Text>{`${t(`hari.${s.hari}`)} ${formatRentangJam(s.jam_mulai, s.jam_selesai)} · ${s.nama_ruang}`}</Text>
            {!r.pertemuan_dibuat && pilihan ? (
              <Button size="1" variant="ghost" aria-label={`${t('jadwal_kelas.ubah')} ${t(`hari.${s.hari}`)} ${s.jam_mulai}`} onClick={() => setDialog({ kelas: r, slot: s })}>{t('jadwal_kelas.ubah')}</Button>
            ) : null}
          </Flex>
        ))}
      </Flex>
    ) : <Badge color="amber">{t('jadwal_kelas.tanpa_jadwal')}</Badge>) },
    { key: 'aksi', header: k('aksi'), cell: (r) => (r.pertemuan_dibuat
      ? <Badge color="gray">{t('jadwal_kelas.terkunci')}</Badge>
      : <Button size="1" variant="soft" disabled={!pilihan} onClick={() => setDialog({ kelas: r, slot: null })}>{t('jadwal_kelas.tambah')}</Button>) },
  ];

  return (
    <PageBody>
      <PageHeader title={t('jadwal_kelas.judul')} caption={t('jadwal_kelas.keterangan')} />
      <form onSubmit={(e) => { e.preventDefault(); terapkan({ ...saring, cari: cari.trim() }); }}>
        <Flex gap="2" mb="3" wrap="wrap" align="end">
          {meta && <SaringSemesterProdi saring={saring} semester={meta.semester} semesterPilihan={meta.semester_pilihan} prodi={meta.prodi} ubah={(baru) => terapkan({ ...saring, ...baru })} />}
          <TextField.Root className="siakad-cari" placeholder={t('jadwal_kelas.cari_placeholder')} aria-label={t('jadwal_kelas.cari_placeholder')} value={cari} onChange={(e) => setCari(e.target.value)} />
          <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox checked={saring.belum_berjadwal === true} onCheckedChange={(v) => terapkan({ ...saring, belum_berjadwal: v === true })} />
              {t('jadwal_kelas.belum_berjadwal')}
            </Flex>
          </Text>
        </Flex>
      </form>
      <SaveOutcome error={null} saved={pesan} />
      <PagedList store={store} columns={columns} rowKey={(r) => r.id_kelas} />
      {dialog && pilihan ? (
        <SlotJadwalDialog kelas={dialog.kelas} slot={dialog.slot} ruang={pilihan.ruang} batas={pilihan.batas}
          onTutup={() => setDialog(null)}
          onTersimpan={(p) => { setDialog(null); setPesan(p); void store.load(); }} />
      ) : null}
    </PageBody>
  );
}
