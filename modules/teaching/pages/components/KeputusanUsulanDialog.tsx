import { Button, Dialog, Flex, Select, Text, TextArea, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveOutcome } from '../../../../core/client';
import { batalkanKeputusan, terimaUsulan, tolakUsulan } from '../../api-prodi';
import type { UsulanMataKuliah } from '../../schemas-prodi';
import { useSimpan } from './use-simpan';

export type JenisKeputusan = 'terima' | 'tolak' | 'batal';

/** The dialog's texts per kind: title, submit button; 'batal' explains what its undo removes. */
const JUDUL = { terima: 'usulan_prodi.terima_judul', tolak: 'usulan_prodi.tolak_judul', batal: 'usulan_prodi.batal_judul' } as const;
const SIMPAN = { terima: 'usulan_prodi.simpan_terima', tolak: 'usulan_prodi.simpan_tolak', batal: 'usulan_prodi.simpan_batal' } as const;

/**
 * The decision on one proposed course: 'terima' opens a class (teacher chosen among the proposers,
 * quota prefilled with the course's last class's), 'tolak' asks for the reason the proposers
 * will read, and 'batal' undoes the course's decision with a reason (decision 0034). The server decides: a success closes the dialog; a refusal stays in it and the page
 * reloads the list behind it (after a 409 the list shows what the other staff member decided).
 */
export function KeputusanUsulanDialog({ jenis, usulan, kodeSemester, namaSemester, onTersimpan, onGagal, onTutup }: {
  jenis: JenisKeputusan;
  usulan: UsulanMataKuliah;
  kodeSemester: string;
  namaSemester: string;
  onTersimpan: (pesan: string) => void;
  onGagal: () => void;
  onTutup: () => void;
}) {
  const { t } = useTranslation('teaching');
  const [pengampu, setPengampu] = useState(String(usulan.pengusul[0]?.id_dosen ?? ''));
  const [kuota, setKuota] = useState(usulan.kuota_terakhir === null ? '' : String(usulan.kuota_terakhir));
  const [alasan, setAlasan] = useState('');
  const { saving, outcome, jalankan, tolak } = useSimpan();
  const mk = usulan.nama_mata_kuliah;
  const dasar = { kode_semester: kodeSemester, id_mata_kuliah: usulan.id_mata_kuliah };

  const kirim = async (e: React.FormEvent) => {
    e.preventDefault();
    if (jenis === 'terima' && !/^\d+$/.test(kuota.trim())) return tolak(t('usulan_prodi.kuota_tidak_sah'));
    if (jenis !== 'terima' && alasan.trim().length < 10) return tolak(t('usulan_prodi.alasan_minimal'));
    let pesan = '';
    const ok = await jalankan(async () => {
      const res = jenis === 'terima'
        ? await terimaUsulan({ ...dasar, id_dosen: Number(pengampu), kuota: Number(kuota.trim()) })
        : jenis === 'tolak' ? await tolakUsulan({ ...dasar, alasan }) : await batalkanKeputusan({ ...dasar, alasan });
      pesan = res.message;
      return res;
    });
    if (ok) onTersimpan(pesan);
    else onGagal();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => { if (!open) onTutup(); }}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{t(JUDUL[jenis], { mata_kuliah: mk })}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {jenis === 'terima' ? t('usulan_prodi.terima_keterangan', { semester: namaSemester })
            : jenis === 'tolak' ? t('usulan_prodi.tolak_keterangan')
              : t(`usulan_prodi.batal_keterangan_${usulan.keputusan?.status ?? 'ditolak'}`, { kelas: usulan.keputusan?.nama_kelas ?? '' })}
        </Dialog.Description>
        <form onSubmit={(e) => void kirim(e)}>
          {outcome.error ? <SaveOutcome error={outcome.error} saved={null} /> : null}
          {jenis === 'terima' ? (
            <Flex direction="column" gap="3">
              <Flex direction="column" gap="1">
                <Text as="span" size="2">{t('field.pengampu')}</Text>
                <Select.Root value={pengampu} onValueChange={setPengampu}>
                  <Select.Trigger aria-label={t('field.pengampu')} placeholder={t('usulan_prodi.pilih_pengampu')} />
                  <Select.Content>
                    {usulan.pengusul.map((p) => <Select.Item key={p.id_dosen} value={String(p.id_dosen)}>{p.nama_dosen}</Select.Item>)}
                  </Select.Content>
                </Select.Root>
              </Flex>
              <Flex direction="column" gap="1">
                <Text as="label" size="2" htmlFor="usulan-kuota">{t('field.kuota')}</Text>
                <TextField.Root id="usulan-kuota" inputMode="numeric" value={kuota} onChange={(e) => setKuota(e.target.value)} />
              </Flex>
            </Flex>
          ) : (
            <Flex direction="column" gap="1">
              <Text as="label" size="2" htmlFor="usulan-alasan">{t(jenis === 'tolak' ? 'field.alasan_tolak' : 'field.alasan_batal')}</Text>
              <TextArea id="usulan-alasan" value={alasan} onChange={(e) => setAlasan(e.target.value)} maxLength={500} />
            </Flex>
          )}
          <Flex gap="2" justify="end" mt="4">
            <Button type="button" variant="soft" color="gray" disabled={saving} onClick={onTutup}>{t('aksi.batal')}</Button>
            <Button type="submit" color={jenis === 'terima' ? undefined : 'red'} disabled={saving}>{t(SIMPAN[jenis])}</Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
