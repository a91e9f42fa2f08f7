import { Badge, Button, Dialog, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useKirim } from '../../../../core/client';
import { cetakUjian, ubahJudulUjian } from '../../api';
import type { UjianProposal } from '../../schemas';
import { tampilJadwal } from './tampil';

const COLOR: Record<string, 'gray' | 'blue' | 'green' | 'amber' | 'red'> = {
  dijadwalkan: 'blue', perlu_perbaikan: 'amber', perbaikan_diajukan: 'amber', lulus: 'green', tidak_lulus: 'red',
};

/** The state of a proposal examination as a coloured badge. */
export function UjianStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('uaps');
  return <Badge color={COLOR[status] ?? 'gray'}>{t(`status.${status}`)}</Badge>;
}

/** 'Senin, 1 Juli 2024 09:00–10:00' style schedule of an examination. */
export const jadwalUjian = (r: { tanggal: string | null; jam_mulai: string | null; jam_selesai: string | null }) =>
  tampilJadwal(r);

/** The examiners of an examination, in order. */
export const daftarPenguji = (r: { penguji: readonly { nama_dosen: string }[] }) => r.penguji.map((p) => p.nama_dosen).join('; ') || '-';

/** Download buttons of the invitation (always) and the minutes (once a result is recorded). */
export function CetakUjianButtons({ row }: { row: Pick<UjianProposal, 'id_ujian_proposal' | 'status' | 'nama_mahasiswa'> }) {
  const { t } = useTranslation('uaps');
  return (
    <Flex gap="1" wrap="wrap">
      <Button size="1" variant="soft" aria-label={t('pra_uaps.unduh_undangan', { nama: row.nama_mahasiswa })} onClick={() => void cetakUjian(row.id_ujian_proposal, 'undangan').catch(() => undefined)}>{t('pra_uaps.undangan')}</Button>
      {row.status !== 'dijadwalkan' ? (
        <Button size="1" variant="soft" aria-label={t('pra_uaps.unduh_berita_acara', { nama: row.nama_mahasiswa })} onClick={() => void cetakUjian(row.id_ujian_proposal, 'berita_acara').catch(() => undefined)}>{t('pra_uaps.berita_acara')}</Button>
      ) : null}
    </Flex>
  );
}

/** A dialog around a small form; `onSubmit` resolving closes it, a failure leaves it open (the API client has shown the message). */
export function FormDialog({ title, open, onClose, onSubmit, children, submitLabel, disabled }: {
  title: string; open: boolean; onClose: () => void; onSubmit: () => Promise<unknown>; children: ReactNode; submitLabel: string; disabled?: boolean;
}) {
  const { t } = useTranslation('uaps');
  const { busy, kirim } = useKirim();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await kirim(async () => {
      await onSubmit();
      onClose();
    });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(o) => { if (!o) onClose(); }}>
      <Dialog.Content maxWidth="560px">
        <Dialog.Title>{title}</Dialog.Title>
        <form onSubmit={submit}>
          <Flex direction="column" gap="3">
            {children}
            <Flex justify="end" gap="2">
              <Dialog.Close><Button type="button" variant="soft" color="gray">{t('pra_uaps.batal')}</Button></Dialog.Close>
              <Button type="submit" disabled={busy || disabled}>{submitLabel}</Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Title change decided at the examination (panel or staff); the old title stays in the history. */
export function UbahJudulDialog({ row, onClose, onDone }: { row: UjianProposal | null; onClose: () => void; onDone: (msg: string) => void }) {
  const { t } = useTranslation('uaps');
  const [judul, setJudul] = useState('');
  const [alasan, setAlasan] = useState('');
  return (
    <FormDialog title={row ? t('pra_uaps.ubah_judul_untuk', { nama: row.nama_mahasiswa }) : ''} open={row !== null} onClose={() => { setJudul(''); setAlasan(''); onClose(); }}
      submitLabel={t('pra_uaps.simpan')} disabled={!judul.trim() || !alasan.trim()}
      onSubmit={async () => { await ubahJudulUjian({ id_ujian_proposal: row!.id_ujian_proposal, judul, alasan }); onDone(t('pra_uaps.judul_tersimpan')); }}>
      <Text size="2" color="gray">{row?.judul}</Text>
      <label><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.judul_baru')}</Text>
        <TextField.Root value={judul} onChange={(e) => setJudul(e.target.value)} aria-label={t('pra_uaps.judul_baru')} required minLength={10} maxLength={300} /></label>
      <label><Text as="div" size="2" weight="bold" mb="1">{t('pra_uaps.alasan')}</Text>
        <TextArea value={alasan} onChange={(e) => setAlasan(e.target.value)} aria-label={t('pra_uaps.alasan')} required maxLength={1000} /></label>
    </FormDialog>
  );
}
