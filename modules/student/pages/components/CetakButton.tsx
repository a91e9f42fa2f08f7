import { UnduhButton as Tombol } from '../../../../core/client';
import { unduh } from '../../download';

/** 'Cetak' / 'Unduh': downloads a binary call and saves it under the server's file name. */
export function UnduhButton({ path, query, label, fallback, disabled }: { path: string; query?: Record<string, string | number | undefined>; label?: string; fallback?: string; disabled?: boolean }) {
  return <Tombol unduh={() => unduh(path, query, fallback)} label={label} disabled={disabled} />;
}
