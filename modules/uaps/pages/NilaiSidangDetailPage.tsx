import { Button, Callout, Card, DataList, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { PageBody, PageHeader, useRouteHref } from '../../../core/client';
import { getKomponenPenilaian, getKomponenPenilaianV2 } from '../../master-data/api';
import { getDetailPenilaianSidang, unduh } from '../api';
import type { LembarNilai, Panel } from '../schemas';
import { MuatStatus } from './components/MuatStatus';
import { StatusBadge } from './components/StatusBadge';
import { useMuat } from './components/useMuat';
import { tampilJadwal, tampilWaktu } from './components/tampil';
import { formatNilai, formatPersen } from '../format';

type Komponen = { id: number; nama: string; bobot: number; versi: number; peran: string };

/**
 * /sidang-uaps/nilai-sidang/detail/:id_tugas_akhir/:id_sidang_tugas_akhir: every panel member's
 * score sheet by component with its weight and validation state, the final grade and result, and
 * the minutes (berita acara) as PDF.
 */
export default function NilaiSidangDetailPage() {
  const { t } = useTranslation('uaps');
  const params = useParams<{ id_tugas_akhir: string; id_sidang_tugas_akhir: string }>();
  const idSidang = Number(params.id_sidang_tugas_akhir);
  const idTa = Number(params.id_tugas_akhir);
  const back = useRouteHref('uaps:nilai-sidang');
  const [state, reload] = useMuat(async () => {
    const [sidang, v1, v2] = await Promise.all([getDetailPenilaianSidang(idSidang), getKomponenPenilaian(), getKomponenPenilaianV2()]);
    return { sidang, komponen: [...v1.data, ...v2.data] as Komponen[] };
  }, `${idTa}/${idSidang}`);
  const mismatch = state.status === 'success' && state.data.sidang.id_tugas_akhir !== idTa;
  const s = state.status === 'success' && !mismatch ? state.data.sidang : null;
  return (
    <PageBody>
      <PageHeader title={t('laporan.nilai_detail_judul')} caption={t('laporan.nilai_detail_keterangan')} actions={(
        <Flex gap="2">
          {s?.hasil ? <Button onClick={() => void unduh(`tugas-akhir/penilaian/sidang/dt/${s.id_sidang_tugas_akhir}/berita-acara`).catch(() => undefined)}>{t('halaman.unduh_berita_acara')}</Button> : null}
          {back ? <Button variant="soft" asChild><Link href={back}>{t('halaman.kembali')}</Link></Button> : null}
        </Flex>
      )} />
      <MuatStatus state={state} reload={reload} />
      {mismatch ? <Callout.Root color="red" role="alert"><Callout.Text>{t('laporan.sidang_bukan_tugas_akhir')}</Callout.Text></Callout.Root> : null}
      {s && state.status === 'success' ? (
        <Flex direction="column" gap="4">
          <Card size="3">
            <Heading as="h2" size="4" mb="3">{s.judul}</Heading>
            <DataList.Root>
              <DataList.Item><DataList.Label>{t('halaman.mahasiswa')}</DataList.Label><DataList.Value>{s.nim} — {s.nama_mahasiswa}</DataList.Value></DataList.Item>
              <DataList.Item><DataList.Label>{t('halaman.jadwal')}</DataList.Label><DataList.Value>{s.tanggal ? `${tampilJadwal(s)} · ${s.nama_ruang ?? '-'}` : '-'}</DataList.Value></DataList.Item>
              <DataList.Item><DataList.Label>{t('halaman.versi_penilaian')}</DataList.Label><DataList.Value>{s.versi_penilaian}</DataList.Value></DataList.Item>
              <DataList.Item><DataList.Label>{t('halaman.nilai_akhir')}</DataList.Label><DataList.Value>{s.nilai_akhir !== null ? `${formatNilai(s.nilai_akhir)} (${s.nilai_huruf ?? '-'})` : '-'}</DataList.Value></DataList.Item>
              <DataList.Item><DataList.Label>{t('halaman.hasil')}</DataList.Label><DataList.Value>{s.hasil ? t(`hasil.${s.hasil}`) : t('laporan.belum_ditetapkan')}</DataList.Value></DataList.Item>
            </DataList.Root>
          </Card>
          {s.panel.map((p) => (
            <Lembar key={`${p.peran}-${p.id_dosen}`} panel={p} sheet={s.penilaian.find((x) => x.id_dosen === p.id_dosen && x.peran === p.peran) ?? null} komponen={state.data.komponen} />
          ))}
        </Flex>
      ) : null}
    </PageBody>
  );
}

/** One panel member's sheet: the components of its version and role with weight and score. */
function Lembar({ panel, sheet, komponen }: { panel: Panel; sheet: LembarNilai | null; komponen: Komponen[] }) {
  const { t } = useTranslation('uaps');
  const comps = sheet ? komponen.filter((k) => k.versi === sheet.versi && k.peran === sheet.peran) : [];
  return (
    <Card size="2" asChild>
      <section aria-label={`${t('laporan.lembar_nilai')} ${panel.nama_dosen}`}>
        <Flex justify="between" align="center" mb="2" wrap="wrap" gap="2">
          <Heading as="h3" size="3">{panel.nama_dosen} <Text color="gray" size="2">· {panel.peran === 'pembimbing' ? t(`peran.${panel.keterangan}`, { defaultValue: panel.keterangan }) : t('halaman.penguji_ke', { n: panel.keterangan.replace(/\D/g, '') })}</Text></Heading>
          {sheet ? <StatusBadge status={sheet.status} /> : <Text color="gray">{t('halaman.belum_diisi')}</Text>}
        </Flex>
        {sheet ? (
          <>
            <Table.Root variant="surface" size="1">
              <Table.Header><Table.Row>
                <Table.ColumnHeaderCell>{t('halaman.komponen')}</Table.ColumnHeaderCell><Table.ColumnHeaderCell align="center">{t('halaman.bobot')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell align="center">{t('halaman.nilai')}</Table.ColumnHeaderCell>
              </Table.Row></Table.Header>
              <Table.Body>
                {comps.map((c) => (
                  <Table.Row key={c.id}>
                    <Table.Cell>{c.nama}</Table.Cell><Table.Cell align="center">{formatPersen(c.bobot)}</Table.Cell>
                    <Table.Cell align="center">{sheet.detail.find((d) => d.id_komponen_penilaian === c.id)?.nilai ?? '-'}</Table.Cell>
                  </Table.Row>
                ))}
                <Table.Row>
                  <Table.RowHeaderCell><Text weight="bold">{t('laporan.nilai_tertimbang')}</Text></Table.RowHeaderCell><Table.Cell />
                  <Table.Cell align="center"><Text weight="bold">{formatNilai(sheet.nilai)}</Text></Table.Cell>
                </Table.Row>
              </Table.Body>
            </Table.Root>
            <Text as="p" size="2" color="gray" mt="2">
              {sheet.validated_at ? t('laporan.divalidasi_oleh', { oleh: sheet.divalidasi_oleh ?? '-', waktu: tampilWaktu(sheet.validated_at) }) : t('laporan.belum_divalidasi')}
              {sheet.catatan ? ` · ${sheet.catatan}` : ''}
            </Text>
          </>
        ) : null}
      </section>
    </Card>
  );
}
