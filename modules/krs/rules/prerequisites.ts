// Prerequisites of domain-rules.md ("KRS"): a course needs its prerequisite courses passed.

/** One link of master_data.prasyarat. */
export interface PrerequisiteLink {
  id_mata_kuliah: number;
  id_mata_kuliah_prasyarat: number;
}

/**
 * For each wanted course, the prerequisite courses not passed yet (a course is passed when its
 * counting grade is at least the programme minimum). Courses with nothing missing are left out.
 */
export function missingPrerequisites(wanted: readonly number[], links: readonly PrerequisiteLink[], passed: ReadonlySet<number>): Map<number, number[]> {
  const missing = new Map<number, number[]>();
  for (const course of new Set(wanted)) {
    const lacking = links.filter((l) => l.id_mata_kuliah === course && !passed.has(l.id_mata_kuliah_prasyarat)).map((l) => l.id_mata_kuliah_prasyarat);
    if (lacking.length) missing.set(course, lacking);
  }
  return missing;
}
