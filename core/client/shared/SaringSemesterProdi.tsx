import { Flex, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

const SEMUA = 'semua';
type Semester = { id_semester_registrasi: number; nama_semester_registrasi: string };
type Prodi = { id_prodi: number; nama_prodi: string };
export type SaringPilihan = { id_semester?: number; id_prodi?: number };

/**
 * The semester and programme pickers of programme staff's lists (the staff's akses_prodi; "Semua
 * program studi" = every one of them). `semester` is the one the server answered for, shown while
 * none is chosen (none at all: "Pilih semester"). Shared by the staff pages of several modules (teaching, questionnaire).
 */
export function SaringSemesterProdi({ saring, semester, semesterPilihan, prodi, ubah }: {
  saring: SaringPilihan; semester?: Semester; semesterPilihan: Semester[]; prodi: Prodi[]; ubah: (baru: SaringPilihan) => void;
}) {
  const idSemester = saring.id_semester ?? semester?.id_semester_registrasi;
  const { t } = useTranslation('core');
  return (
    <>
      <Flex direction="column" gap="1">
        <Text as="span" size="1" color="gray">{t('saring.semester')}</Text>
        <Select.Root value={idSemester === undefined ? undefined : String(idSemester)} onValueChange={(v) => ubah({ ...saring, id_semester: Number(v) })}>
          <Select.Trigger aria-label={t('saring.semester')} placeholder={t('saring.pilih_semester')} />
          <Select.Content>
            {semesterPilihan.map((s) => <Select.Item key={s.id_semester_registrasi} value={String(s.id_semester_registrasi)}>{s.nama_semester_registrasi}</Select.Item>)}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="span" size="1" color="gray">{t('saring.prodi')}</Text>
        <Select.Root value={saring.id_prodi ? String(saring.id_prodi) : SEMUA} onValueChange={(v) => ubah({ ...saring, id_prodi: v === SEMUA ? undefined : Number(v) })}>
          <Select.Trigger aria-label={t('saring.prodi')} />
          <Select.Content>
            <Select.Item value={SEMUA}>{t('saring.semua_prodi')}</Select.Item>
            {prodi.map((p) => <Select.Item key={p.id_prodi} value={String(p.id_prodi)}>{p.nama_prodi}</Select.Item>)}
          </Select.Content>
        </Select.Root>
      </Flex>
    </>
  );
}
