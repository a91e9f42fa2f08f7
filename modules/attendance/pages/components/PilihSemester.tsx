import { Flex, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiQuiet } from '../../../../core/client';

interface SemesterItem { id_semester_registrasi: number; nama_semester_registrasi: string; aktif: boolean }

/** A semester picker fed by master-data's GET semester; starts on the active semester. */
export function PilihSemester({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const { t } = useTranslation('attendance');
  const [list, setList] = useState<SemesterItem[]>([]);
  useEffect(() => {
    apiQuiet<{ data: SemesterItem[]; semester: SemesterItem | null }>('semester').then((res) => {
      setList([...res.data].reverse());
      if (value === null) {
        const first = res.semester ?? res.data[res.data.length - 1];
        if (first) onChange(first.id_semester_registrasi);
      }
    }).catch(() => setList([]));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Flex align="center" gap="2">
      <Text as="label" htmlFor="pilih-semester" size="2" weight="medium">{t('lp3.semester')}</Text>
      <select id="pilih-semester" value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        {list.map((s) => <option key={s.id_semester_registrasi} value={s.id_semester_registrasi}>{s.nama_semester_registrasi}{s.aktif ? ` (${t('lp3.aktif')})` : ''}</option>)}
      </select>
    </Flex>
  );
}
