import { Badge, Button, Flex, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DuaBaris, formatTanggal, LoadState, PageBody, PageHeader, SaveOutcome, TabelData, useLoad } from '../../../core/client';
import { getUsulanProdi } from '../api-prodi';
import type { KeputusanUsulan, UsulanMataKuliah } from '../schemas-prodi';
import { KeputusanUsulanDialog, type JenisKeputusan } from './components/KeputusanUsulanDialog';

const SEMUA = 'semua';
const WARNA = { diterima: 'green', ditolak: 'red' } as const;

function Keputusan({ k }: { k: KeputusanUsulan | null }) {
  const { t } = useTranslation('teaching');
  if (!k) return <Badge color="amber">{t('usulan_prodi.status_menunggu')}</Badge>;
  return (
    <Flex direction="column" gap="1" align="start">
      <Badge color={WARNA[k.status]}>{t(`usulan_prodi.status_${k.status}`)}</Badge>
      {k.status === 'diterima'
        ? <Text size="1">{t('usulan_prodi.dibuka', { kelas: k.nama_kelas, pengampu: k.pengampu })}</Text>
        : <Text size="1">{t('sp.alasan', { alasan: k.alasan })}</Text>}
      <Text size="1" color="gray">{t('usulan_prodi.oleh', { nama: k.diputuskan_oleh, waktu: formatTanggal(k.diputuskan_pada.slice(0, 10)) })}</Text>
    </Flex>
  );
}

/**
 * /usulan-semester-pendek (aka00, aka01, aka02; decision 0026): the courses the lecturers of the
 * staff's programmes proposed for the coming short semester, each with its proposers; a waiting
 * course is accepted ("Buka Kelas": a class opened with a proposer as its teacher) or declined with
 * a reason. A decided course has "Batalkan Keputusan" (decision 0034): with a reason it goes back to
 * waiting (an opened class is deleted while nothing holds it). The lecturers read the state on their
 * short-semester page.
 */
export default function UsulanSemesterPendekPage() {
  const { t } = useTranslation('teaching');
  const [prodi, setProdi] = useState(SEMUA);
  const muat = useLoad(() => getUsulanProdi(prodi === SEMUA ? {} : { id_prodi: Number(prodi) }), [prodi]);
  const [dialog, setDialog] = useState<{ jenis: JenisKeputusan; usulan: UsulanMataKuliah } | null>(null);
  const [tersimpan, setTersimpan] = useState<string | null>(null);
  const data = muat.data;

  return (
    <PageBody>
      <PageHeader title={t('usulan_prodi.judul')} caption={data ? t('usulan_prodi.keterangan', { semester: data.semester.nama_semester }) : undefined} />
      <SaveOutcome error={null} saved={tersimpan} />
      <LoadState status={muat.status} error={muat.error} retry={() => void muat.reload()}>
        {data && (
          <>
            {data.prodi.length > 1 && (
              <Flex direction="column" gap="1" mb="3" align="start">
                <Text as="span" size="1" color="gray">{t('usulan_prodi.filter_prodi')}</Text>
                <Select.Root value={prodi} onValueChange={setProdi}>
                  <Select.Trigger aria-label={t('usulan_prodi.filter_prodi')} />
                  <Select.Content>
                    <Select.Item value={SEMUA}>{t('usulan_prodi.semua_prodi')}</Select.Item>
                    {data.prodi.map((p) => <Select.Item key={p.id_prodi} value={String(p.id_prodi)}>{p.nama_prodi}</Select.Item>)}
                  </Select.Content>
                </Select.Root>
              </Flex>
            )}
            {data.data.length === 0 ? <Text as="p" color="gray">{t('usulan_prodi.kosong')}</Text> : (
              <TabelData nama={t('usulan_prodi.judul')} rows={data.data} rowKey={(u) => u.id_mata_kuliah} columns={[
                { key: 'mata_kuliah', header: t('usulan_prodi.kolom_mata_kuliah'), rowHeader: true,
                  cell: (u) => <DuaBaris tebal utama={u.nama_mata_kuliah} keterangan={`${u.kode_mata_kuliah} · ${u.sks} SKS · ${u.nama_prodi}`} /> },
                { key: 'pengusul', header: t('usulan_prodi.kolom_pengusul'), cell: (u) => (
                  <>
                    <Text size="2" weight="medium">{t('usulan_prodi.jumlah_pengusul', { jumlah: u.pengusul.length })}</Text>
                    {u.pengusul.map((p) => <Text as="div" size="1" key={p.id_dosen}>{p.nama_dosen}</Text>)}
                  </>
                ) },
                { key: 'keputusan', header: t('usulan_prodi.kolom_status'), cell: (u) => <Keputusan k={u.keputusan} /> },
                { key: 'aksi', header: '', cell: (u) => u.keputusan !== null ? (
                  <Button size="1" variant="soft" color="gray" aria-label={t('usulan_prodi.aksi_batal', { mata_kuliah: u.nama_mata_kuliah })}
                    onClick={() => { setTersimpan(null); setDialog({ jenis: 'batal', usulan: u }); }}>{t('usulan_prodi.batal')}</Button>
                ) : (
                  <Flex gap="2" wrap="wrap">
                    <Button size="1" aria-label={t('usulan_prodi.aksi_terima', { mata_kuliah: u.nama_mata_kuliah })}
                      onClick={() => { setTersimpan(null); setDialog({ jenis: 'terima', usulan: u }); }}>{t('usulan_prodi.terima')}</Button>
                    <Button size="1" variant="soft" color="red" aria-label={t('usulan_prodi.aksi_tolak', { mata_kuliah: u.nama_mata_kuliah })}
                      onClick={() => { setTersimpan(null); setDialog({ jenis: 'tolak', usulan: u }); }}>{t('usulan_prodi.tolak')}</Button>
                  </Flex>
                ) },
              ]} />
            )}
          </>
        )}
      </LoadState>
      {dialog && data && (
        <KeputusanUsulanDialog
          jenis={dialog.jenis} usulan={dialog.usulan} kodeSemester={data.semester.kode_semester} namaSemester={data.semester.nama_semester}
          onTutup={() => setDialog(null)}
          onGagal={() => void muat.reload()}
          onTersimpan={(pesan) => { setDialog(null); setTersimpan(pesan); void muat.reload(); }}
        />
      )}
    </PageBody>
  );
}
