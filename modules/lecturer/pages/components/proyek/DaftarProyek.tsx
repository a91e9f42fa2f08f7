import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../../../core/contract/constants';
import { getPenugasanProyek } from '../../../api-proyek';
import { TAHAP_PROYEK, type TahapProyek } from '../../../proyek-aturan';
import type { PenugasanProyek, PenugasanProyekList } from '../../../schemas-proyek';
import { Saring, useDaftarTersaring } from '../Saring';

/** GET penugasan-proyek as a list store paged by 7 (spec section 9), with `saring` for the stage and the search. */
export function useDaftarProyek() {
  return useDaftarTersaring<PenugasanProyek, PenugasanProyekList>(
    ({ pilih, ...q }) => getPenugasanProyek({ ...q, status: pilih as TahapProyek | undefined }), PAGE_SIZE.PROJECT_ASSIGNMENT);
}

/** The stage filter (every stage, or all) and the search box, `placeholder` saying what the search matches. */
export function SaringProyek({ placeholder, onSaring }: { placeholder: string; onSaring: ReturnType<typeof useDaftarProyek>['saring'] }) {
  const { t } = useTranslation('lecturer');
  return (
    <Saring label={t('proyek.field.status')} semua={t('proyek.halaman.semua')} placeholder={placeholder} onSaring={onSaring}
      options={TAHAP_PROYEK.map((s) => ({ value: s, label: t(`proyek.status.${s}`) }))} />
  );
}
