import { Card, DataList } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatNip } from '../../../../core/contract/format';

interface Orang { nama_dosen: string; nip: string | null; nidn: string | null; nama_jabatan_fungsional: string; norekening: string | null; id_bkd: string | null }


/** The lecturer the report belongs to: name, NIP or NIDN, rank, bank account, BKD number and the period. */
export function Identitas({ orang, periode }: { orang: Orang; periode: [string, string] }) {
  const { t } = useTranslation('payroll');
  const rows: Array<[string, string]> = [
    [t('identitas.nama'), orang.nama_dosen],
    orang.nip ? [t('identitas.nip'), formatNip(orang.nip)] : [t('identitas.nidn'), orang.nidn ?? '-'],
    [t('identitas.jabatan'), orang.nama_jabatan_fungsional],
    [t('identitas.norekening'), orang.norekening ?? '-'],
    [t('identitas.id_bkd'), orang.id_bkd ?? '-'],
    periode,
  ];
  return (
    <Card size="2">
      <DataList.Root size="2">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth="140px">{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Card>
  );
}
