import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatTanggal, formatTanggalJam, LoadState, UnduhButton, useLoad } from '../../../../../core/client';
import { formatNip, formatUkuran } from '../../../../../core/contract/format';
import { getDokumenKategori } from '../../../../master-data/api';
import { getDokumenDosenKelola, unduhDokumenKelola } from '../../../api-dokumen';
import type { DokumenKelola } from '../../../schemas-dokumen';
import { Daftar } from '../Daftar';
import { FormUnggah } from './FormUnggah';
import { GantiBerkas } from './GantiBerkas';
import { HapusDokumen } from './HapusDokumen';
import { UbahDokumen } from './UbahDokumen';

/** The documents grouped by category, in the server's (the categories') order; uncategorised ones last. */
function perKategori(rows: readonly DokumenKelola[], tanpa: string): Array<[string, DokumenKelola[]]> {
  const groups = new Map<string, DokumenKelola[]>();
  for (const r of rows) {
    const nama = r.nama_kategori ?? tanpa;
    groups.set(nama, [...(groups.get(nama) ?? []), r]);
  }
  return [...groups];
}

/** One lecturer's documents for the administrator: upload, and per document download, edit, replace and delete. */
export function DokumenDosenPanel({ idDosen, onTutup, onBerubah }: { idDosen: number; onTutup: () => void; onBerubah: () => void }) {
  const { t } = useTranslation('lecturer');
  const h = (k: string, v?: Record<string, string | number>) => t(`dokumen_kelola.halaman.${k}`, v);
  const f = (k: string) => t(`dokumen_kelola.field.${k}`);
  const dokumen = useLoad(() => getDokumenDosenKelola(idDosen), [idDosen]);
  const kategori = useLoad(() => getDokumenKategori({ untuk: 'dosen' }), []);
  const muatUlang = async () => { await dokumen.reload(); onBerubah(); };
  const siapa = (ts: string, nama: string | null) => {
    const waktu = formatTanggalJam(ts);
    return nama ? h('oleh', { waktu, nama }) : h('oleh_sistem', { waktu });
  };
  const nama = dokumen.data?.dosen.nama_dosen ?? '';
  const pilihanKategori = (kategori.data?.data ?? []).map((k): [string, string] => [String(k.id), k.nama]);
  return (
    <Card size="3" mt="4">
      <LoadState status={dokumen.status} error={dokumen.error} retry={() => void dokumen.reload()}>
        {dokumen.data ? (
          <Flex direction="column" gap="4">
            <Flex justify="between" align="start" gap="3">
              <div>
                <Heading as="h2" size="4">{h('dokumen_milik', { nama })}</Heading>
                <Text size="2" color="gray">{[dokumen.data.dosen.nidn && `${f('nidn')} ${dokumen.data.dosen.nidn}`, dokumen.data.dosen.nip && `${f('nip')} ${formatNip(dokumen.data.dosen.nip)}`, dokumen.data.dosen.nama_prodi].filter(Boolean).join(' · ')}</Text>
              </div>
              <Button variant="soft" color="gray" onClick={onTutup}>{h('tutup')}</Button>
            </Flex>
            <FormUnggah idDosen={idDosen} kategori={pilihanKategori} onSaved={muatUlang} />
            {dokumen.data.data.length === 0 ? <Text as="p" color="gray" size="2">{h('kosong')}</Text> : null}
            {perKategori(dokumen.data.data, h('tanpa_kategori')).map(([judul, rows]) => (
              <section key={judul} aria-label={judul}>
                <Heading as="h3" size="3" mb="2">{judul}</Heading>
                <Daftar rows={rows} rowKey={(r) => r.id_dokumen_dosen} empty="" columns={[
                  [f('judul'), (r) => r.judul], [f('nomor'), (r) => r.nomor ?? '-'], [f('tanggal'), (r) => formatTanggal(r.tanggal)],
                  [f('berkas'), (r) => `${r.nama_berkas} (${formatUkuran(r.ukuran)})`],
                  [f('diunggah'), (r) => siapa(r.dibuat, r.diunggah_oleh)], [f('diubah'), (r) => siapa(r.diubah, r.diubah_oleh)],
                  ['', (r) => (
                    <Flex gap="2" align="center" wrap="wrap">
                      <UnduhButton label={h('unduh')} unduh={() => unduhDokumenKelola(r)} />
                      <UbahDokumen d={r} kategori={pilihanKategori} onDone={muatUlang} />
                      <GantiBerkas d={r} onDone={muatUlang} />
                      <HapusDokumen d={r} namaDosen={nama} onDone={muatUlang} />
                    </Flex>
                  )],
                ]} />
              </section>
            ))}
          </Flex>
        ) : null}
      </LoadState>
    </Card>
  );
}
