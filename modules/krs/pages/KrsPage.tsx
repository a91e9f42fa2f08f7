import { Badge, Box, Button, Callout, Card, Flex, Heading, Table, Text, TextField } from '@radix-ui/themes';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DaftarKartu, KartuBaris, KolomAksi, NamaTabel, notifySuccess, PageBody, PageHeader, useKirim, useLayarSempit, useLoad } from '../../../core/client';
import { getKrs, getKrsCariKelas, getKrsCetak, getKrsMatakuliahUlang, patchKrs } from '../api';
import type { CariKelasItem, CariKelasPage, KelasInfo, KrsResponse } from '../schemas';
import { CetakButton, LoadState, messageOf, StatusBadge } from './components/shared';
import { formatRentangJam } from '../../../core/contract/format';

const waktu = (k: KelasInfo) => (k.jadwal.length ? k.jadwal.map((j) => `${j.nama_hari} ${formatRentangJam(j.jam_mulai, j.jam_selesai)} (${j.kode_ruang})`).join('; ') : '-');

/** /data-akademik/krs: the current KRS, class search, add/remove, save, submit and print. */
export default function KrsPage() {
  const { t } = useTranslation('krs');
  const krs = useLoad(() => getKrs(), []);
  return (
    <PageBody>
      <PageHeader title={t('krs.judul')} caption={t('krs.keterangan')} />
      <LoadState status={krs.status} error={krs.error} onRetry={krs.reload}>
        {() => <KrsEditor krs={krs.data!} onSaved={krs.reload} />}
      </LoadState>
    </PageBody>
  );
}

function KrsEditor({ krs, onSaved }: { krs: KrsResponse; onSaved: () => void }) {
  const { t } = useTranslation('krs');
  const [chosen, setChosen] = useState<KelasInfo[]>(krs.kelas);
  const [error, setError] = useState<string | null>(null);
  const { busy: saving, kirim } = useKirim();
  useEffect(() => setChosen(krs.kelas), [krs]);
  const total = chosen.reduce((a, k) => a + k.sks, 0);
  const changed = useMemo(() => chosen.map((k) => k.id_kelas).sort().join() !== krs.kelas.map((k) => k.id_kelas).sort().join(), [chosen, krs]);
  const editable = krs.dapat_diubah;
  const sempit = useLayarSempit();
  const hapus = (k: KelasInfo) => (
    <Button size="1" color="red" variant="soft" aria-label={`${t('ui.hapus')} ${k.nama_mata_kuliah}`} onClick={() => setChosen(chosen.filter((c) => c.id_kelas !== k.id_kelas))}>{t('ui.hapus')}</Button>
  );

  const save = async (ajukan: boolean) => {
    const kiriman = await kirim(async () => {
      setError(null);
      const res = await patchKrs({ id_kelas: chosen.map((k) => k.id_kelas), ajukan });
      notifySuccess(res.message);
      onSaved();
    });
    if ('error' in kiriman) setError(messageOf(kiriman.error) ?? t('ui.gagal_menyimpan'));
  };

  return (
    <Flex direction="column" gap="4">
      <Card>
        <Flex wrap="wrap" gap="5" align="center">
          <Box><Text size="1" color="gray">{t('krs.semester')}</Text><Text as="div" weight="bold">{krs.semester.nama_semester_registrasi}</Text></Box>
          <Box><Text size="1" color="gray">{t('krs.mahasiswa')}</Text><Text as="div" weight="bold">{krs.mahasiswa.nim} · {krs.mahasiswa.nama_mahasiswa}</Text></Box>
          <Box><Text size="1" color="gray">{t('krs.dosen_pa')}</Text><Text as="div">{krs.mahasiswa.nama_dosen_pa ?? '-'}</Text></Box>
          <Box><Text size="1" color="gray">{t('krs.status')}</Text><Box><StatusBadge status={krs.status} /></Box></Box>
          <Box>
            <Text size="1" color="gray">{t('krs.sks')}</Text>
            <Text as="div" weight="bold" color={total > krs.batas_sks ? 'red' : undefined} data-testid="total-sks">
              {t('krs.sks_dari_batas', { total, batas: krs.batas_sks })}
            </Text>
            <Text size="1" color="gray">{t(`dasar_batas.${krs.dasar_batas_sks}`)}{krs.ips_sebelumnya ? ` (IPS ${krs.ips_sebelumnya})` : ''}</Text>
          </Box>
        </Flex>
      </Card>

      {krs.catatan_pa ? <Callout.Root color="amber"><Callout.Text>{t('krs.catatan_pa', { catatan: krs.catatan_pa })}</Callout.Text></Callout.Root> : null}
      {!editable ? (
        <Callout.Root color={krs.status === 'disetujui' ? 'green' : 'gray'} data-testid="krs-terkunci">
          <Callout.Text>{krs.alasan.map((a) => a.pesan).join(' ')}</Callout.Text>
        </Callout.Root>
      ) : null}
      {error ? <Callout.Root color="red" role="alert"><Callout.Text>{error}</Callout.Text></Callout.Root> : null}

      <Box>
        <Flex justify="between" align="center" mb="2" wrap="wrap" gap="2">
          <Heading as="h2" size="4">{t('krs.kelas_dipilih')}</Heading>
          <Flex gap="2">
            {editable ? <Button disabled={saving || !changed} onClick={() => void save(false)}>{t('ui.simpan')}</Button> : null}
            {editable ? <Button color="green" disabled={saving || chosen.length === 0} onClick={() => void save(true)}>{t('ui.ajukan')}</Button> : null}
            <CetakButton fetchPdf={() => getKrsCetak()} filename={`KRS-${krs.mahasiswa.nim}.pdf`} />
          </Flex>
        </Flex>
        {chosen.length === 0 ? <Text color="gray">{t('krs.kosong')}</Text> : sempit ? (
          <DaftarKartu label={t('krs.kelas_dipilih')}>
            {chosen.map((k) => (
              <KartuBaris key={k.id_kelas} judul={`${k.kode_mata_kuliah} ${k.nama_mata_kuliah}`} aksi={editable ? hapus(k) : null}
                baris={[`${t('kolom.kelas')} ${k.nama_kelas} · ${k.sks} ${t('kolom.sks')}`, waktu(k), k.nama_dosen]} />
            ))}
          </DaftarKartu>
        ) : (
          <Table.Root variant="surface">
            <NamaTabel nama={t('krs.kelas_dipilih')} />
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('kolom.kode')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.mata_kuliah')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.kelas')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.sks')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.jadwal')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>{t('kolom.dosen')}</Table.ColumnHeaderCell>
                {editable ? <KolomAksi /> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {chosen.map((k) => (
                <Table.Row key={k.id_kelas}>
                  <Table.Cell>{k.kode_mata_kuliah}</Table.Cell>
                  <Table.Cell>{k.nama_mata_kuliah}</Table.Cell>
                  <Table.Cell>{k.nama_kelas}</Table.Cell>
                  <Table.Cell>{k.sks}</Table.Cell>
                  <Table.Cell>{waktu(k)}</Table.Cell>
                  <Table.Cell>{k.nama_dosen}</Table.Cell>
                  {editable ? <Table.Cell>{hapus(k)}</Table.Cell> : null}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>

      {editable ? <CariKelas chosen={chosen} onAdd={(k) => setChosen([...chosen.filter((c) => c.id_mata_kuliah !== k.id_mata_kuliah), k])} /> : null}
      <MatakuliahUlang />
    </Flex>
  );
}

function CariKelas({ chosen, onAdd }: { chosen: KelasInfo[]; onAdd: (k: KelasInfo) => void }) {
  const { t } = useTranslation('krs');
  const [cari, setCari] = useState('');
  const [query, setQuery] = useState({ cari: '', page: 1 });
  const result = useLoad<CariKelasPage>(() => getKrsCariKelas({ cari: query.cari || undefined, page: query.page }), [query]);
  const pages = result.data ? Math.max(1, Math.ceil(result.data.total / result.data.per_page)) : 1;
  const sempit = useLayarSempit();
  const sisa = (k: CariKelasItem) => t('krs.sisa', { sisa: k.sisa_kuota, kuota: k.kuota });
  const kuota = (k: CariKelasItem) => (k.sisa_kuota > 0 ? sisa(k) : <Badge color="red">{t('krs.penuh')}</Badge>);
  const aksi = (k: CariKelasItem) => {
    if (k.sudah_lulus) return <Badge color="green">{t('krs.sudah_lulus', { nilai: k.nilai_lulus ?? '-' })}</Badge>;
    const dipilih = chosen.some((c) => c.id_kelas === k.id_kelas);
    return (
      <Button size="1" variant="soft" disabled={dipilih} aria-label={`${t('ui.tambah')} ${k.nama_mata_kuliah} ${k.nama_kelas}`} onClick={() => onAdd(k)}>
        {dipilih ? t('krs.dipilih') : t('ui.tambah')}
      </Button>
    );
  };
  return (
    <Box>
      <Heading as="h2" size="4" mb="2">{t('krs.cari_kelas')}</Heading>
      <form onSubmit={(e) => { e.preventDefault(); setQuery({ cari: cari.trim(), page: 1 }); }}>
        <Flex gap="2" mb="3">
          <Box flexGrow="1">
            <TextField.Root aria-label={t('krs.cari_placeholder')} placeholder={t('krs.cari_placeholder')} value={cari} onChange={(e) => setCari(e.target.value)} />
          </Box>
          <Button type="submit">{t('ui.cari')}</Button>
        </Flex>
      </form>
      <LoadState status={result.status} error={result.error} onRetry={result.reload}>
        {() => result.data!.data.length === 0 ? <Text color="gray">{t('krs.cari_kosong')}</Text> : (
          <>
            {sempit ? (
              <DaftarKartu label={t('krs.hasil_cari')}>
                {result.data!.data.map((k) => (
                  <KartuBaris key={k.id_kelas} judul={`${k.kode_mata_kuliah} ${k.nama_mata_kuliah}`} aksi={aksi(k)}
                    baris={[`${t('kolom.kelas')} ${k.nama_kelas} · ${k.sks} ${t('kolom.sks')}`, waktu(k), k.nama_dosen, k.sisa_kuota > 0 ? `${t('kolom.sisa_kuota')} ${sisa(k)}` : kuota(k)]} />
                ))}
              </DaftarKartu>
            ) : (
              <Table.Root variant="surface">
                <NamaTabel nama={t('krs.hasil_cari')} />
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeaderCell>{t('kolom.mata_kuliah')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('kolom.kelas')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('kolom.sks')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('kolom.jadwal')}</Table.ColumnHeaderCell>
                    <Table.ColumnHeaderCell>{t('kolom.sisa_kuota')}</Table.ColumnHeaderCell>
                    <KolomAksi />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {result.data!.data.map((k) => (
                    <Table.Row key={k.id_kelas}>
                      <Table.Cell>{k.kode_mata_kuliah} {k.nama_mata_kuliah}<Text as="div" size="1" color="gray">{k.nama_dosen}</Text></Table.Cell>
                      <Table.Cell>{k.nama_kelas}</Table.Cell>
                      <Table.Cell>{k.sks}</Table.Cell>
                      <Table.Cell>{waktu(k)}</Table.Cell>
                      <Table.Cell>{kuota(k)}</Table.Cell>
                      <Table.Cell>{aksi(k)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
            <Flex gap="2" mt="2" align="center">
              <Button size="1" variant="soft" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>{t('ui.sebelumnya')}</Button>
              <Text size="2">{t('ui.halaman', { page: query.page, pages })}</Text>
              <Button size="1" variant="soft" disabled={query.page >= pages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>{t('ui.berikutnya')}</Button>
            </Flex>
          </>
        )}
      </LoadState>
    </Box>
  );
}

function MatakuliahUlang() {
  const { t } = useTranslation('krs');
  const ulang = useLoad(() => getKrsMatakuliahUlang(), []);
  return (
    <Box>
      <Heading as="h2" size="4" mb="2">{t('krs.matakuliah_ulang')}</Heading>
      <LoadState status={ulang.status} error={ulang.error} onRetry={ulang.reload}>
        {() => ulang.data!.data.length === 0 ? <Text color="gray">{t('krs.ulang_kosong')}</Text> : (
          <Flex direction="column" gap="1">
            {ulang.data!.data.map((m) => (
              <Text key={m.id_mata_kuliah} size="2">
                {m.kode_mata_kuliah} {m.nama_mata_kuliah} · {m.sks} SKS · {t('krs.nilai')} {m.nilai_huruf} ({m.nama_semester_registrasi}){m.ditawarkan ? ` · ${t('krs.ditawarkan')}` : ''}
              </Text>
            ))}
          </Flex>
        )}
      </LoadState>
    </Box>
  );
}
