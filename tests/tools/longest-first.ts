import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The files that take longest in a run, longest first. Vitest orders files by their last run's
// duration, which a clean clone (CI) does not have: it falls back to file size, and a short file that
// runs long (the bench smoke run is 40 lines) started last, leaving the other core idle for its 40 s.
const LONGEST = [
  'tests/e2e/bench-smoke.test.ts',
  'tests/e2e/uaps-journey.test.ts',
  'tests/e2e/attendance-qr.test.ts',
  'tests/e2e/guard-and-gate.test.ts',
  'tests/integration/permission-matrix.test.ts',
];

const rank = (file: TestSpecification): number => {
  const at = LONGEST.findIndex((path) => file.moduleId.endsWith(path));
  return at < 0 ? LONGEST.length : at;
};

/** Vitest's order, with the files known to take longest moved to the front. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted.map((file, at) => ({ file, at })).sort((a, b) => rank(a.file) - rank(b.file) || a.at - b.at).map(({ file }) => file);
  }
}
