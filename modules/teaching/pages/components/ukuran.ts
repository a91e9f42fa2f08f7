/** A file size as people read it: '812 B', '12 KB', '1,5 MB'. */
export function formatUkuran(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${String(Math.round((bytes / 1024 / 1024) * 10) / 10).replace('.', ',')} MB`;
}
