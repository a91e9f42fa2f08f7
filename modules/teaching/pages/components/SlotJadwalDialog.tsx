import { Button, Dialog, Flex, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IsianJam, SaveOutcome } from '../../../../core/client';
import { formatRentangJam } from '../../../../core/contract/format';
import { hapusSlot, tambahSlot, ubahSlot } from '../../api-jadwal-kelas';
import type { JadwalKelas, JadwalKelasItem, SlotBody, SlotKelas } from '../../schemas-jadwal-kelas';
import type { ErrorBody } from '../../../../core/contract/api';
import { useSimpan } from './use-simpan';

/**
 * Adds a weekly meeting to a class, or changes or removes one (`slot` given). The server checks the
 * hours, the room's capacity and the clashes: a refusal stays in the dialog with its message, a
 * success closes it and the page reads the list again. The lecturer's stated teaching times of the
 * chosen day are shown; a slot outside them is refused until the staff press "Tetap Simpan"
 * (decision 0037), which sends the same slot again with `abaikan_waktu_dosen`.
 */
export function SlotJadwalDialog({ kelas, slot, ruang, batas, onTersimpan, onTutup }: {
  kelas: JadwalKelasItem;
  slot: SlotKelas | null;
  ruang: JadwalKelas['ruang'];
  batas: JadwalKelas['batas'];
  onTersimpan: (pesan: string) => void;
  onTutup: () => void;
}) {
  const { t } = useTranslation('teaching');
  const [hari, setHari] = useState(String(slot?.hari ?? 1));
  const [mulai, setMulai] = useState(slot?.jam_mulai ?? '');
  const [selesai, setSelesai] = useState(slot?.jam_selesai ?? '');
  const [idRuang, setIdRuang] = useState(slot ? String(slot.id_ruang) : '');
  const { saving, outcome, jalankan } = useSimpan();
  const nama = `${kelas.nama_mata_kuliah} (${kelas.nama_kelas})`;
  const hariKuliah = Array.from({ length: batas.hari_terakhir }, (_, i) => i + 1);

  const kirim = async (kerja: () => Promise<{ message: string }>) => {
    let pesan = '';
    const ok = await jalankan(async () => { const res = await kerja(); pesan = res.message; return res; });
    if (ok) onTersimpan(pesan);
  };
  const body = (abaikan = false): SlotBody => ({
    id_kelas: kelas.id_kelas, hari: Number(hari), jam_mulai: mulai, jam_selesai: selesai, id_ruang: Number(idRuang), ...(abaikan ? { abaikan_waktu_dosen: true } : {}),
  });
  // The slot last sent: "Tetap Simpan" confirms only the slot the warning was about, not one edited since.
  const [dikirim, setDikirim] = useState('');
  const simpan = (abaikan = false) => {
    setDikirim(JSON.stringify(body()));
    void kirim(() => (slot ? ubahSlot(slot.id_jadwal, body(abaikan)) : tambahSlot(body(abaikan))));
  };
  const perluKonfirmasi = (outcome.error as ErrorBody | null)?.perlu_konfirmasi === true && dikirim === JSON.stringify(body());
  const waktuHari = kelas.waktu_dosen.filter((w) => w.hari === Number(hari));
  const waktuDosen = !kelas.waktu_dosen.length ? t('jadwal_kelas.waktu_dosen_kosong')
    : waktuHari.length ? t('jadwal_kelas.waktu_dosen', { dosen: kelas.pengampu, hari: t(`hari.${hari}`), waktu: waktuHari.map((w) => formatRentangJam(w.jam_mulai, w.jam_selesai)).join(', ') })
      : t('jadwal_kelas.waktu_dosen_hari_kosong', { dosen: kelas.pengampu, hari: t(`hari.${hari}`) });

  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) onTutup(); }}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{t(slot ? 'jadwal_kelas.judul_ubah' : 'jadwal_kelas.judul_tambah', { kelas: nama })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('jadwal_kelas.petunjuk', { sampai: t(`hari.${batas.hari_terakhir}`), buka: batas.jam_buka, tutup: batas.jam_tutup, kuota: kelas.kuota })}
        </Dialog.Description>
        <form onSubmit={(e) => { e.preventDefault(); simpan(); }}>
          {outcome.error ? <SaveOutcome error={outcome.error} saved={null} /> : null}
          {perluKonfirmasi ? (
            <Flex justify="end" mb="3">
              <Button type="button" color="amber" disabled={saving} onClick={() => simpan(true)}>{t('jadwal_kelas.tetap_simpan')}</Button>
            </Flex>
          ) : null}
          <Flex direction="column" gap="3">
            <Flex direction="column" gap="1">
              <Text as="span" size="2">{t('field.hari')}</Text>
              <Select.Root value={hari} onValueChange={setHari}>
                <Select.Trigger aria-label={t('field.hari')} />
                <Select.Content>
                  {hariKuliah.map((h) => <Select.Item key={h} value={String(h)}>{t(`hari.${h}`)}</Select.Item>)}
                </Select.Content>
              </Select.Root>
              <Text size="2" color="gray" data-testid="waktu-dosen">{waktuDosen}</Text>
            </Flex>
            <Flex gap="3">
              <Flex direction="column" gap="1">
                <Text as="label" size="2" htmlFor="slot-mulai">{t('field.jam_mulai')}</Text>
                <IsianJam id="slot-mulai" required value={mulai} onChange={(e) => setMulai(e.target.value)} />
              </Flex>
              <Flex direction="column" gap="1">
                <Text as="label" size="2" htmlFor="slot-selesai">{t('field.jam_selesai')}</Text>
                <IsianJam id="slot-selesai" required value={selesai} onChange={(e) => setSelesai(e.target.value)} />
              </Flex>
            </Flex>
            <Flex direction="column" gap="1">
              <Text as="span" size="2">{t('field.id_ruang')}</Text>
              <Select.Root value={idRuang} onValueChange={setIdRuang} required>
                <Select.Trigger aria-label={t('field.id_ruang')} placeholder={t('field.id_ruang')} />
                <Select.Content>
                  {ruang.map((r) => (
                    <Select.Item key={r.id_ruang} value={String(r.id_ruang)}>
                      {t('jadwal_kelas.ruang_opsi', { gedung: r.nama_gedung, ruang: r.nama_ruang, kapasitas: r.kapasitas })}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          </Flex>
          <Flex gap="2" justify="end" mt="4">
            {slot ? (
              <Button type="button" color="red" variant="soft" disabled={saving} onClick={() => void kirim(() => hapusSlot(slot.id_jadwal, kelas.id_kelas))}>
                {t('jadwal_kelas.hapus')}
              </Button>
            ) : null}
            <Button type="button" variant="soft" color="gray" disabled={saving} onClick={onTutup}>{t('jadwal_kelas.batal')}</Button>
            <Button type="submit" disabled={saving || !idRuang}>{t('jadwal_kelas.simpan')}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
