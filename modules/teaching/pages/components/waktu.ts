/** A moment as the teaching pages list it (an upload, a grade change): medium date and short time in Asia/Jakarta. */
export const formatWaktu = (iso: string) => new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
