import { Button, Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useKirim } from '../../../../core/client';
import { getJenisTugasAkhir } from '../../../master-data/api';

export interface ProposalFields { judul: string; id_jenis_tugas_akhir: number; ringkasan: string }

/** Title, type and summary of a proposal; `onSubmit` gets the values (the caller saves them). */
export function ProposalForm({ initial, submitLabel, onSubmit }: { initial?: ProposalFields; submitLabel: string; onSubmit: (v: ProposalFields) => Promise<void> }) {
  const { t } = useTranslation('uaps');
  const [jenis, setJenis] = useState<{ id: number; nama: string }[]>([]);
  const [judul, setJudul] = useState(initial?.judul ?? '');
  const [idJenis, setIdJenis] = useState<number>(initial?.id_jenis_tugas_akhir ?? 0);
  const [ringkasan, setRingkasan] = useState(initial?.ringkasan ?? '');
  const { busy, kirim } = useKirim();

  useEffect(() => {
    void getJenisTugasAkhir().then((r) => {
      setJenis(r.data.map((j) => ({ id: j.id, nama: j.nama })));
      setIdJenis((v) => v || r.data[0]?.id || 0);
    }).catch(() => undefined);
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await kirim(() => onSubmit({ judul, id_jenis_tugas_akhir: idJenis, ringkasan }));
  };

  return (
    <form onSubmit={submit}>
      <Flex direction="column" gap="3">
        <label>
          <Text as="div" size="2" weight="bold" mb="1">{t('halaman.judul')}</Text>
          <TextField.Root value={judul} onChange={(e) => setJudul(e.target.value)} required minLength={10} maxLength={300} aria-label={t('halaman.judul')} />
        </label>
        <label>
          <Text as="div" size="2" weight="bold" mb="1">{t('halaman.jenis')}</Text>
          <select value={idJenis} onChange={(e) => setIdJenis(Number(e.target.value))} aria-label={t('halaman.jenis')} style={{ padding: 6, borderRadius: 4 }}>
            {jenis.map((j) => <option key={j.id} value={j.id}>{j.nama}</option>)}
          </select>
        </label>
        <label>
          <Text as="div" size="2" weight="bold" mb="1">{t('halaman.ringkasan')}</Text>
          <TextArea value={ringkasan} onChange={(e) => setRingkasan(e.target.value)} maxLength={5000} rows={4} aria-label={t('halaman.ringkasan')} />
        </label>
        <Flex><Button type="submit" disabled={busy || !idJenis}>{submitLabel}</Button></Flex>
      </Flex>
    </form>
  );
}
