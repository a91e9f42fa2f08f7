// CPU time by process group, from /proc: where a round's work went (API process, PostgreSQL's
// processes, the bench process that generates the load or runs the bare loop).
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

function commOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** CPU ms so far of the API process, every `postgres` process, and this process. */
export function cpuSnapshot(apiPid) {
  let postgres = 0;
  for (const name of readdirSync('/proc')) if (/^\d+$/.test(name) && commOf(name) === 'postgres') postgres += ticksOf(name);
  const own = process.cpuUsage();
  return { api: apiPid ? ticksOf(apiPid) * TICK_MS : 0, postgres: postgres * TICK_MS, bench: (own.user + own.system) / 1000 };
}

/** CPU ms per group between two snapshots (a PostgreSQL backend that exited in between is lost). */
export function cpuSpent(before, after) {
  return { api: after.api - before.api, postgres: Math.max(0, after.postgres - before.postgres), bench: after.bench - before.bench };
}

/** "api 1.2 + pg 3.4 + bench 0.8 ms per save" for a log line. */
export const cpuPer = (spent, n, what) => `CPU/${what}: api ${(spent.api / n).toFixed(2)} + pg ${(spent.postgres / n).toFixed(2)} + bench ${(spent.bench / n).toFixed(2)} ms`;
