// Schedule clash of domain-rules.md ("KRS"): two chosen classes may not meet at the same time.

/** One weekly meeting of a class. Times are 'HH:MM' or 'HH:MM:SS'. */
export interface Meeting {
  id_kelas: number;
  hari: number;
  jam_mulai: string;
  jam_selesai: string;
}

export interface Clash {
  a: Meeting;
  b: Meeting;
}

const minutes = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Every pair of meetings of different classes on the same day whose time ranges overlap. Ranges
 * are half-open: a class ending at 10.10 does not clash with one starting at 10.10.
 */
export function findClashes(meetings: readonly Meeting[]): Clash[] {
  const sorted = [...meetings].sort((x, y) => x.hari - y.hari || minutes(x.jam_mulai) - minutes(y.jam_mulai) || x.id_kelas - y.id_kelas);
  const clashes: Clash[] = [];
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j].hari === sorted[i].hari; j++) {
      if (minutes(sorted[j].jam_mulai) >= minutes(sorted[i].jam_selesai)) break;
      if (sorted[j].id_kelas !== sorted[i].id_kelas) clashes.push({ a: sorted[i], b: sorted[j] });
    }
  }
  return clashes;
}
