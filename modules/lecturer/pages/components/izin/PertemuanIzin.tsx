import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DuaBaris, formatTanggal, LoadState, notifySuccess, type PagedColumn, TabelData, useKirim, useLoad } from '../../../../../core/client';
import { formatRentangJam } from '../../../../../core/contract/format';
import { getMengikutiKelas, simpanMengikutiKelas } from '../../../api-izin';
import { CARA_MENGIKUTI, type CaraMengikuti, type PertemuanIzin as Pertemuan } from '../../../schemas-izin';

/** One meeting's arrangement: a choice and a note, saved on its own. */
function AturPertemuan({ idIzin, p, onSaved }: { idIzin: number; p: Pertemuan; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('lecturer');
  const [cara, setCara] = useState<CaraMengikuti | ''>(p.cara ?? '');
  const [keterangan, setKeterangan] = useState(p.keterangan ?? '');
  const { busy, kirim } = useKirim();
  const simpan = async () => {
    if (!cara) return;
    await kirim(async () => {
      notifySuccess((await simpanMengikutiKelas({ id_pengajuan_izin: idIzin, id_pertemuan: p.id_pertemuan, cara, keterangan })).message);
      await onSaved();
    });
  };
  const label = `${p.nama_mata_kuliah} ${p.nama_kelas}`;
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <select value={cara} onChange={(e) => setCara(e.target.value as CaraMengikuti | '')} aria-label={`${t('izin.field.cara')} ${label}`}>
        <option value="">{t('izin.halaman.pilih')}</option>
        {CARA_MENGIKUTI.map((c) => <option key={c} value={c}>{t(`izin.cara.${c}`)}</option>)}
      </select>
      <TextField.Root size="2" value={keterangan} maxLength={500} placeholder={t('izin.field.keterangan')} aria-label={`${t('izin.field.keterangan')} ${label}`}
        onChange={(e) => setKeterangan(e.target.value)} />
      <Button size="2" disabled={busy || !cara} onClick={() => void simpan()} aria-label={`${t('izin.halaman.simpan')} ${label}`}>{t('izin.halaman.simpan')}</Button>
    </Flex>
  );
}

/**
 * The class meetings a leave request covers (GET absen-jalan/mengikuti-kelas), each with how it is
 * kept going; the requester edits them while the request waits, the approver reads them.
 */
export function PertemuanIzinPanel({ idIzin }: { idIzin: number }) {
  const { t } = useTranslation('lecturer');
  const load = useLoad(() => getMengikutiKelas(idIzin), [idIzin]);
  const d = load.data;
  // Cards on a phone, where a lecturer on leave arranges each meeting: a choice, a note and its button.
  const kolom: PagedColumn<Pertemuan>[] = [
    { key: 'tanggal', header: t('izin.halaman.tanggal'), cell: (p) => <DuaBaris utama={formatTanggal(p.tanggal)} keterangan={formatRentangJam(p.jam_mulai, p.jam_selesai)} /> },
    { key: 'kelas', header: t('izin.halaman.kelas'), rowHeader: true, cell: (p) => <DuaBaris utama={`${p.kode_mata_kuliah} ${p.nama_mata_kuliah} (${p.nama_kelas})`} keterangan={t('izin.halaman.pertemuan_ke', { ke: p.pertemuan_ke })} /> },
    {
      key: 'cara', header: t('izin.field.cara'), cell: (p) => (d?.bisa_diubah ? <AturPertemuan idIzin={idIzin} p={p} onSaved={load.reload} /> : (
        <Text>{p.cara ? t(`izin.cara.${p.cara}`) : t('izin.halaman.belum_diatur')}{p.keterangan ? ` — ${p.keterangan}` : ''}</Text>
      )),
    },
  ];
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="1">{t('izin.halaman.pertemuan_judul')}</Heading>
      <LoadState status={load.status === 'loading' && d ? 'success' : load.status} error={load.error} retry={() => void load.reload()}>
        {d && !d.tersedia ? <Text color="gray">{t('izin.halaman.pertemuan_tidak_tersedia')}</Text> : null}
        {d?.tersedia && !d.data.length ? <Text color="gray">{t('izin.halaman.pertemuan_kosong')}</Text> : null}
        {d?.tersedia && d.data.length ? (
          <>
            {d.bisa_diubah ? <Text as="p" size="2" color="gray" mb="2">{t('izin.halaman.pertemuan_keterangan')}</Text> : null}
            <TabelData columns={kolom} rows={d.data} rowKey={(p) => p.id_pertemuan} nama={t('izin.halaman.pertemuan_judul')} />
          </>
        ) : null}
      </LoadState>
    </Card>
  );
}
