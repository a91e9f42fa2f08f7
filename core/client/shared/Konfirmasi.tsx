import { AlertDialog, Button, Flex, Text, TextArea } from '@radix-ui/themes';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

// Questions a page asks before an action, in the portal's own dialog: the browser's confirm() and
// prompt() title themselves with the site's address and answer 'OK' / 'Cancel' in the browser's
// language, and prompt() takes one line of text.

type Pertanyaan = { id: number; pesan: string; judul?: string } & (
  | { jenis: 'ya-tidak'; ya?: string; bahaya?: boolean; jawab: (ya: boolean) => void }
  | { jenis: 'teks'; minimal: number; peringatan: string; jawab: (teks: string | null) => void });

let antrean: Pertanyaan[] = [];
let nomor = 0;
const pendengar = new Set<() => void>();
const umumkan = () => pendengar.forEach((f) => f());
const dengarkan = (f: () => void) => {
  pendengar.add(f);
  return () => { pendengar.delete(f); };
};
const pertanyaanSekarang = () => antrean[0];

function tanya(p: Pertanyaan) {
  antrean = [...antrean, { ...p, id: ++nomor }];
  umumkan();
}

function selesai() {
  antrean = antrean.slice(1);
  umumkan();
}

/** Asks `pesan` with 'Batal' and `ya` (default 'Ya'); resolves true when the person agrees. */
export function konfirmasi(pesan: string, opsi: { judul?: string; ya?: string; bahaya?: boolean } = {}): Promise<boolean> {
  return new Promise((jawab) => tanya({ id: 0, jenis: 'ya-tidak', pesan, ...opsi, jawab }));
}

/**
 * Asks for a text (a reason, unless `judul` names it otherwise) of at least `minimal` non-space
 * characters (`peringatan` says so when it is shorter); resolves the trimmed text, or null when the
 * person cancels.
 */
export function mintaTeks(pesan: string, opsi: { judul?: string; minimal: number; peringatan: string }): Promise<string | null> {
  return new Promise((jawab) => tanya({ id: 0, jenis: 'teks', pesan, ...opsi, jawab }));
}

/** Shows the questions one at a time; mounted once in the logged-in app. */
export function KonfirmasiHost() {
  const sekarang = useSyncExternalStore(dengarkan, pertanyaanSekarang);
  if (!sekarang) return null;
  return sekarang.jenis === 'ya-tidak' ? <YaTidak key={sekarang.id} p={sekarang} /> : <Teks key={sekarang.id} p={sekarang} />;
}

function YaTidak({ p }: { p: Extract<Pertanyaan, { jenis: 'ya-tidak' }> }) {
  const { t } = useTranslation('core');
  const akhiri = (ya: boolean) => { p.jawab(ya); selesai(); };
  return (
    <AlertDialog.Root open onOpenChange={(buka) => { if (!buka) akhiri(false); }}>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{p.judul ?? t('konfirmasi.judul')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{p.pesan}</AlertDialog.Description>
        <Flex gap="3" justify="end" mt="4">
          <Button variant="soft" color="gray" onClick={() => akhiri(false)}>{t('konfirmasi.batal')}</Button>
          <Button color={p.bahaya ? 'red' : undefined} onClick={() => akhiri(true)}>{p.ya ?? t('konfirmasi.ya')}</Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

function Teks({ p }: { p: Extract<Pertanyaan, { jenis: 'teks' }> }) {
  const { t } = useTranslation('core');
  const [teks, setTeks] = useState('');
  const [kurang, setKurang] = useState(false);
  useEffect(() => setKurang(false), [teks]);
  const akhiri = (jawaban: string | null) => { p.jawab(jawaban); selesai(); };
  const kirim = () => (teks.trim().length >= p.minimal ? akhiri(teks.trim()) : setKurang(true));
  return (
    <AlertDialog.Root open onOpenChange={(buka) => { if (!buka) akhiri(null); }}>
      <AlertDialog.Content maxWidth="520px">
        <AlertDialog.Title>{p.judul ?? t('konfirmasi.judul_alasan')}</AlertDialog.Title>
        <AlertDialog.Description size="2" mb="2">{p.pesan}</AlertDialog.Description>
        <form onSubmit={(e) => { e.preventDefault(); kirim(); }}>
          <TextArea autoFocus rows={3} maxLength={1000} value={teks} onChange={(e) => setTeks(e.target.value)} aria-label={p.pesan}
            aria-invalid={kurang} aria-describedby={kurang ? 'konfirmasi-peringatan' : undefined} />
          {kurang ? <Text id="konfirmasi-peringatan" as="p" size="1" color="red" role="alert" mt="1">{p.peringatan}</Text> : null}
          <Flex gap="3" justify="end" mt="4">
            <Button type="button" variant="soft" color="gray" onClick={() => akhiri(null)}>{t('konfirmasi.batal')}</Button>
            <Button type="submit">{t('konfirmasi.kirim')}</Button>
          </Flex>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
