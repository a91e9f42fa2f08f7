// A full run measures ratios, but a machine still busy with other work (a test run that has just
// ended, a build) slows the rounds that run first and not the ones after (session 16's QR burst).
import os from 'node:os';
import { log } from './stats.mjs';

/** Waits until the one-minute load average is below half the cores, or `maxSeconds` have passed. */
export async function waitForQuietMachine(maxSeconds = 240) {
  const limit = os.cpus().length / 2;
  const started = Date.now();
  let said = -Infinity;
  while (os.loadavg()[0] >= limit && Date.now() - started < maxSeconds * 1000) {
    if (Date.now() - said >= 30_000) {
      log(`menunggu mesin tenang: beban ${os.loadavg()[0].toFixed(2)} (batas ${limit}), paling lama ${maxSeconds} s`);
      said = Date.now();
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  if (os.loadavg()[0] >= limit) log(`mesin masih sibuk setelah ${maxSeconds} s (beban ${os.loadavg()[0].toFixed(2)}): diukur juga`);
}
