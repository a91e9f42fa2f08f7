import { Badge, Callout, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatTanggal, TabelData, useLoad, type PagedColumn } from '../../../../../core/client';
import { getHariLibur } from '../../../api';
import type { HariLibur, HariLiburResponse, JenisLibur } from '../../../schemas';
import { LoadState } from '../LoadState';
import { HapusHariLibur } from './HapusHariLibur';
import { TambahHariLibur } from './TambahHariLibur';

// Only the colour scales the shell's stylesheet carries (core/client/styles): red for the "tanggal merah".
const WARNA: Record<JenisLibur, 'red' | 'gray' | 'blue'> = { libur_nasional: 'red', cuti_bersama: 'gray', libur_kampus: 'blue' };

/** What generating will do, or cannot do, about the semester's meetings on holidays. */
function Catatan({ res }: { res: HariLiburResponse }) {
  const { t } = useTranslation('attendance');
  const { dapat_dipindah, tetap, lewat_masa_kuliah } = res.pertemuan;
  return (
    <>
      {res.semester.berakhir ? <Text as="p" size="2" color="gray">{t('libur.semester_berakhir')}</Text> : null}
      {dapat_dipindah > 0 && !res.semester.berakhir ? (
        <Callout.Root color="blue" role="status"><Callout.Text>{t('libur.dapat_dipindah', { jumlah: dapat_dipindah })}</Callout.Text></Callout.Root>
      ) : null}
      {tetap > 0 ? <Callout.Root color="gray" role="status"><Callout.Text>{t('libur.tetap', { jumlah: tetap })}</Callout.Text></Callout.Root> : null}
      {lewat_masa_kuliah > 0 ? (
        <Callout.Root color="blue" role="status">
          <Callout.Text>{t('libur.lewat_masa_kuliah', { jumlah: lewat_masa_kuliah, selesai: formatTanggal(res.semester.kuliah_selesai) })}</Callout.Text>
        </Callout.Root>
      ) : null}
    </>
  );
}

/**
 * The holiday calendar of the chosen semester on /generate-pertemuan (LP3): its holidays, what they
 * mean for the meetings, and the forms to add and remove one. `versi` changes after a generation,
 * so the counts are read again.
 */
export function HariLiburPanel({ semester, versi }: { semester: number; versi: number }) {
  const { t } = useTranslation('attendance');
  const load = useLoad(() => getHariLibur(semester), [semester, versi]);
  const res = load.data;
  const kolom: PagedColumn<HariLibur>[] = [
    { key: 'tanggal', header: t('libur.kolom_tanggal'), cell: (h) => formatTanggal(h.tanggal) },
    { key: 'nama', header: t('libur.kolom_nama'), rowHeader: true, cell: (h) => h.nama },
    { key: 'jenis', header: t('libur.kolom_jenis'), cell: (h) => <Badge color={WARNA[h.jenis]}>{t(`jenis_libur.${h.jenis}`)}</Badge> },
    { key: 'aksi', header: '', cell: (h) => <HapusHariLibur libur={h} onDone={() => void load.reload()} /> },
  ];
  return (
    <Card size="2" mt="4">
      <Heading as="h2" size="4" mb="1">{t('libur.judul')}</Heading>
      <LoadState status={load.status} error={load.error} retry={() => void load.reload()}>
        {res ? (
          <Flex direction="column" gap="3">
            <Text size="2" color="gray">{t('libur.keterangan', { mulai: formatTanggal(res.semester.kuliah_mulai), selesai: formatTanggal(res.semester.kuliah_selesai) })}</Text>
            <Catatan res={res} />
            {res.data.length ? (
              <TabelData columns={kolom} rows={res.data} rowKey={(h) => h.id_hari_libur} size="1" nama={t('libur.judul')} />
            ) : <Text size="2">{t('libur.kosong')}</Text>}
          </Flex>
        ) : null}
      </LoadState>
      <Separator size="4" my="4" />
      <TambahHariLibur onSaved={() => void load.reload()} />
    </Card>
  );
}
