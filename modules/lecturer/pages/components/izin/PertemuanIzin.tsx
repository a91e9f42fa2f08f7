import { Button, Card, Flex, Heading, Table, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTanggal, LoadState, notifySuccess, useKirim, useLoad } from '../../../../../core/client';
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
  return (
    <Card size="2">
      <Heading as="h3" size="3" mb="1">{t('izin.halaman.pertemuan_judul')}</Heading>
      <LoadState status={load.status === 'loading' && d ? 'success' : load.status} error={load.error} retry={() => void load.reload()}>
        {d && !d.tersedia ? <Text color="gray">{t('izin.halaman.pertemuan_tidak_tersedia')}</Text> : null}
        {d?.tersedia && !d.data.length ? <Text color="gray">{t('izin.halaman.pertemuan_kosong')}</Text> : null}
        {d?.tersedia && d.data.length ? (
          <>
            {d.bisa_diubah ? <Text as="p" size="2" color="gray" mb="2">{t('izin.halaman.pertemuan_keterangan')}</Text> : null}
            <Table.Root variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('izin.halaman.tanggal')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('izin.halaman.kelas')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('izin.field.cara')}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {d.data.map((p) => (
                  <Table.Row key={p.id_pertemuan}>
                    <Table.Cell>{formatTanggal(p.tanggal)}<br /><Text size="1" color="gray">{p.jam_mulai}–{p.jam_selesai}</Text></Table.Cell>
                    <Table.Cell>{p.kode_mata_kuliah} {p.nama_mata_kuliah} ({p.nama_kelas})<br /><Text size="1" color="gray">{t('izin.halaman.pertemuan_ke', { ke: p.pertemuan_ke })}</Text></Table.Cell>
                    <Table.Cell>
                      {d.bisa_diubah ? <AturPertemuan idIzin={idIzin} p={p} onSaved={load.reload} /> : (
                        <Text>{p.cara ? t(`izin.cara.${p.cara}`) : t('izin.halaman.belum_diatur')}{p.keterangan ? ` — ${p.keterangan}` : ''}</Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </>
        ) : null}
      </LoadState>
    </Card>
  );
}
