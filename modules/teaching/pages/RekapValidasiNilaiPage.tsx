import { Badge, Button, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal, PagedList, PageBody, PageHeader, SaringSemesterProdi, type PagedColumn } from '../../../core/client';
import { getRekapValidasi } from '../api-rekap-validasi';
import type { RekapValidasi, RekapValidasiItem } from '../schemas-rekap-validasi';
import { useSaringStaf } from './components/use-saring-staf';
import { formatWaktu } from './components/waktu';

const SEMUA = 'semua';

/**
 * /rekap-validasi-nilai (aka00, aka01, aka02; decision 0045): the classes of the staff's programmes
 * in the chosen semester, not validated first, with how many students have a grade and when the
 * lecturer validated; the counts and the semester's grade-entry window above the list.
 */
export default function RekapValidasiNilaiPage() {
  const { t } = useTranslation('teaching');
  const [cari, setCari] = useState('');
  const [terakhir, setTerakhir] = useState<Pick<RekapValidasi, 'ringkasan' | 'jendela'> | null>(null);
  const { store, meta, saring, terapkan } = useSaringStaf<RekapValidasiItem>(async (query) => {
    const res = await getRekapValidasi(query);
    setTerakhir({ ringkasan: res.ringkasan, jendela: res.jendela });
    return res;
  });
  const k = (key: string) => t(`rekap_validasi.kolom.${key}`);
  const columns: PagedColumn<RekapValidasiItem>[] = [
    { key: 'mata_kuliah', header: k('mata_kuliah'), cell: (r) => (
      <Flex direction="column"><Text weight="medium">{r.nama_mata_kuliah}</Text><Text size="1" color="gray">{`${r.kode_mata_kuliah} · ${r.nama_prodi}`}</Text></Flex>
    ) },
    { key: 'kelas', header: k('kelas'), cell: (r) => r.nama_kelas },
    { key: 'dosen', header: k('dosen'), cell: (r) => r.nama_dosen ?? <Text color="gray">{t('rekap_validasi.tanpa_dosen')}</Text> },
    { key: 'dinilai', header: k('dinilai'), cell: (r) => t('rekap_validasi.dinilai', { dinilai: r.jumlah_dinilai, jumlah: r.jumlah_mahasiswa }) },
    { key: 'validasi', header: k('validasi'), cell: (r) => (r.divalidasi_pada
      ? <Flex direction="column" align="start"><Badge color="green">{t('rekap_validasi.sudah')}</Badge><Text size="1" color="gray">{formatWaktu(r.divalidasi_pada)}</Text></Flex>
      : <Badge color="amber">{t('rekap_validasi.belum')}</Badge>) },
  ];

  return (
    <PageBody>
      <PageHeader title={t('rekap_validasi.judul')} caption={t('rekap_validasi.keterangan')} />
      <form onSubmit={(e) => { e.preventDefault(); terapkan({ ...saring, cari: cari.trim() }); }}>
        <Flex gap="2" mb="3" wrap="wrap" align="end">
          {meta && <SaringSemesterProdi saring={saring} semester={meta.semester} semesterPilihan={meta.semester_pilihan} prodi={meta.prodi} ubah={(baru) => terapkan({ ...saring, ...baru })} />}
          <Flex direction="column" gap="1">
            <Text as="span" size="1" color="gray">{t('rekap_validasi.status')}</Text>
            <Select.Root value={saring.status ?? SEMUA} onValueChange={(v) => terapkan({ ...saring, status: v === SEMUA ? undefined : (v as 'sudah' | 'belum') })}>
              <Select.Trigger aria-label={t('rekap_validasi.status')} />
              <Select.Content>
                <Select.Item value={SEMUA}>{t('rekap_validasi.semua_status')}</Select.Item>
                <Select.Item value="belum">{t('rekap_validasi.belum')}</Select.Item>
                <Select.Item value="sudah">{t('rekap_validasi.sudah')}</Select.Item>
              </Select.Content>
            </Select.Root>
          </Flex>
          <TextField.Root className="siakad-cari" placeholder={t('rekap_validasi.cari_placeholder')} aria-label={t('rekap_validasi.cari_placeholder')} value={cari} onChange={(e) => setCari(e.target.value)} />
          <Button type="submit" variant="soft">{t('aksi.cari')}</Button>
        </Flex>
      </form>
      {terakhir && (
        <Flex direction="column" mb="3">
          <Text size="2">{t('rekap_validasi.ringkasan', { jumlah: terakhir.ringkasan.jumlah_kelas, sudah: terakhir.ringkasan.sudah_divalidasi, lengkap: terakhir.ringkasan.nilai_lengkap_belum_divalidasi })}</Text>
          <Text size="2" color="gray">{terakhir.jendela
            ? t('rekap_validasi.jendela', { mulai: formatTanggal(terakhir.jendela.mulai), selesai: formatTanggal(terakhir.jendela.selesai) })
            : t('rekap_validasi.tanpa_jendela')}</Text>
        </Flex>
      )}
      <PagedList store={store} columns={columns} rowKey={(r) => r.id_kelas} />
    </PageBody>
  );
}
