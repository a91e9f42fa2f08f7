import { Button, Flex, Heading, Tabs, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createListStore, notifySuccess, PagedList, useAuth, useKirim, type ListStore, type PagedColumn } from '../../../../core/client';
import { PAGE_SIZE } from '../../../../core/contract/constants';
import type { UserType } from '../../../../core/contract/user-types';
import { getPengganti, getPresensiManual, pembersihanDosa, simpanBerkas, unduhBerkasPendukung, validasiPengganti, validasiPresensiManual } from '../../api';
import type { Pengganti, PresensiManual } from '../../schemas';
import { kolomPengganti, kolomPresensiManual } from './kolom';

// The step each validator type takes (the server enforces the same table in server/validation-chain.ts).
const LANGKAH_MANUAL: Partial<Record<UserType, string>> = {
  aka00: 'level_1', aka02: 'level_1', fak00: 'level_2', 'lbg204.0': 'level_2', 'lbg204.1': 'level_2', 'lbg213.0': 'level_2', 'lbg213.1': 'level_2',
};
const LANGKAH_PENGGANTI: Partial<Record<UserType, string>> = {
  aka00: 'prodi', aka02: 'prodi', fak00: 'dekan', 'lbg204.0': 'lp3', 'lbg204.1': 'lp3', 'lbg213.0': 'lak', 'lbg213.1': 'lak',
};

/** Setujui / Tolak buttons of one waiting request. */
function Putuskan({ onDecide }: { onDecide: (setuju: boolean) => Promise<void> }) {
  const { t } = useTranslation('attendance');
  const { busy, kirim } = useKirim();
  const run = (setuju: boolean) => kirim(() => onDecide(setuju));
  return (
    <Flex gap="2">
      <Button size="1" disabled={busy} onClick={() => void run(true)}>{t('aksi.setujui')}</Button>
      <Button size="1" color="red" variant="soft" disabled={busy} onClick={() => void run(false)}>{t('aksi.tolak')}</Button>
    </Flex>
  );
}

const silently = async (work: () => Promise<void>) => {
  try {
    await work();
  } catch {
    // The API client showed the server's message (e.g. another validator was faster).
  }
};

/**
 * The validator's work list: manual lecturer attendance waiting for their level and substitute
 * teaching waiting for their step of prodi -> dekan -> LP3 -> LAK. LAK also clears the absence
 * record of completed substitutions (pembersihan dosa).
 */
export function ValidasiView() {
  const { t } = useTranslation('attendance');
  const { userType } = useAuth();
  const langkahManual = userType ? LANGKAH_MANUAL[userType] : undefined;
  const langkahPengganti = userType ? LANGKAH_PENGGANTI[userType] : undefined;
  const [manual] = useState(() => createListStore<PresensiManual>(({ page, perPage }) => getPresensiManual({ page, per_page: perPage, menunggu: 1 }), { perPage: PAGE_SIZE.ATTENDANCE }));
  const [pengganti] = useState(() => createListStore<Pengganti>(({ page, perPage }) => getPengganti({ page, per_page: perPage, menunggu: 1 }), { perPage: PAGE_SIZE.SUBSTITUTE }));
  const [selesai] = useState(() => createListStore<Pengganti>(({ page, perPage }) => getPengganti({ page, per_page: perPage, status: 'selesai' }), { perPage: PAGE_SIZE.SUBSTITUTE }));
  const lak = langkahPengganti === 'lak';
  useEffect(() => {
    void manual.load();
    void pengganti.load();
    if (lak) void selesai.load();
  }, [manual, pengganti, selesai, lak]);

  const reload = (store: ListStore<unknown>) => store.load();
  const manualCols: PagedColumn<PresensiManual>[] = [
    ...kolomPresensiManual(t),
    { key: 'aksi', header: '', cell: (r) => <Putuskan onDecide={(setuju) => silently(async () => {
      const res = await validasiPresensiManual(langkahManual!, { id_presensi_manual: r.id_presensi_manual, setuju });
      notifySuccess(res.message);
      await reload(manual as ListStore<unknown>);
    })} /> },
  ];
  const berkasCol: PagedColumn<Pengganti> = { key: 'berkas', header: t('pengganti.berkas'), cell: (r) => r.ada_berkas
    ? <Button size="1" variant="ghost" onClick={() => void silently(async () => simpanBerkas(await unduhBerkasPendukung(r.id_pengganti_mengajar), `berkas-pendukung-${r.id_pengganti_mengajar}`))}>{t('aksi.unduh')}</Button>
    : '-' };
  const penggantiCols: PagedColumn<Pengganti>[] = [
    ...kolomPengganti(t), berkasCol,
    { key: 'aksi', header: '', cell: (r) => <Putuskan onDecide={(setuju) => silently(async () => {
      const res = await validasiPengganti(langkahPengganti!, { id_pengganti_mengajar: r.id_pengganti_mengajar, setuju });
      notifySuccess(res.message);
      await Promise.all([reload(pengganti as ListStore<unknown>), lak ? reload(selesai as ListStore<unknown>) : undefined]);
    })} /> },
  ];
  const selesaiCols: PagedColumn<Pengganti>[] = [
    ...kolomPengganti(t),
    { key: 'aksi', header: '', cell: (r) => r.dosa_dibersihkan ? <Text size="2" color="green">{t('pengganti.sudah_dibersihkan')}</Text> : (
      <Button size="1" variant="soft" onClick={() => void silently(async () => {
        const res = await pembersihanDosa(r.id_pengganti_mengajar);
        notifySuccess(res.message);
        await reload(selesai as ListStore<unknown>);
      })}>{t('aksi.bersihkan')}</Button>
    ) },
  ];

  return (
    <Tabs.Root defaultValue="manual">
      <Tabs.List>
        <Tabs.Trigger value="manual">{t('validasi.tab_manual')}</Tabs.Trigger>
        <Tabs.Trigger value="pengganti">{t('validasi.tab_pengganti')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="manual">
        <Flex direction="column" gap="3" pt="3">
          <Text size="2" color="gray">{t('validasi.manual_keterangan', { langkah: langkahManual ? t(`langkah.${langkahManual}`) : '-' })}</Text>
          <PagedList store={manual} columns={manualCols} rowKey={(r) => r.id_presensi_manual} />
        </Flex>
      </Tabs.Content>
      <Tabs.Content value="pengganti">
        <Flex direction="column" gap="3" pt="3">
          <Text size="2" color="gray">{t('validasi.pengganti_keterangan', { langkah: langkahPengganti ? t(`langkah.${langkahPengganti}`) : '-' })}</Text>
          <PagedList store={pengganti} columns={penggantiCols} rowKey={(r) => r.id_pengganti_mengajar} />
          {lak ? (
            <>
              <Heading as="h2" size="3" mt="3">{t('validasi.selesai_judul')}</Heading>
              <PagedList store={selesai} nama={t('validasi.selesai_judul')} columns={selesaiCols} rowKey={(r) => r.id_pengganti_mengajar} />
            </>
          ) : null}
        </Flex>
      </Tabs.Content>
    </Tabs.Root>
  );
}
