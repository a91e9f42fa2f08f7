/** A NIP of 18 digits as printed: 8-6-1-3 ("19770705 200704 1 000", domain-rules.md); anything else as it is. */
export const formatNip = (nip: string) => (nip.length === 18 ? `${nip.slice(0, 8)} ${nip.slice(8, 14)} ${nip.slice(14, 15)} ${nip.slice(15)}` : nip);
