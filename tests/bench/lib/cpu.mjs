// CPU time by process group, from /proc: where a round's work went (API process, PostgreSQL's
// processes, the bench process that generates the load or runs the bare loop).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** User and system CPU ms of a process (`/proc/<pid>/stat`) or a thread (`/proc/<pid>/task/<tid>/stat`); null once it is gone. */
function cpuMsOf(statPath) {
  try {
    const stat = readFileSync(statPath, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) * TICK_MS, sys: Number(fields[12]) * TICK_MS };
  } catch {
    return null;
  }
}

function msOf(pid) {
  const cpu = cpuMsOf(`/proc/${pid}/stat`);
  return cpu ? cpu.user + cpu.sys : 0;
}

function commOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** CPU ms so far of the API process, of each `postgres` process (by pid), and of this process. */
export function cpuSnapshot(apiPid) {
  const postgres = new Map();
  for (const name of readdirSync('/proc')) if (/^\d+$/.test(name) && commOf(name) === 'postgres') postgres.set(name, msOf(name));
  const own = process.cpuUsage();
  return { api: apiPid ? msOf(apiPid) : 0, postgres, bench: (own.user + own.system) / 1000, machine: machineTicks() };
}

/** The machine's CPU ticks since boot from /proc/stat: all, idle (with iowait) and stolen by the hypervisor. */
function machineTicks() {
  const [, ...v] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return { all: v.slice(0, 8).reduce((a, b) => a + b, 0), idle: v[3] + v[4], steal: v[7] };
}

/**
 * CPU ms this process needs for a fixed piece of work (hashing 4 MB), the median of three, run when
 * the machine is otherwise quiet between rounds. A rise means the virtual machine itself got slower
 * (a busy neighbour on the host); a steady value does not rule that out, as this work stays in the
 * CPU's cache and a slow spell may hit memory only.
 */
export function calibrate() {
  const block = Buffer.alloc(4096, 7);
  const once = () => {
    const start = process.cpuUsage();
    for (let i = 0; i < 1024; i++) createHash('sha256').update(block).digest();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  return [once(), once(), once()].sort((a, b) => a - b)[1];
}

/**
 * CPU ms per group between two snapshots. PostgreSQL is counted backend by backend: one that the
 * pool opened in between counts from zero, one that exited in between is lost (its last seconds
 * only, not its whole history, which a plain sum would subtract).
 */
export function cpuSpent(before, after) {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) {
    const prev = before.postgres.get(pid) ?? 0;
    postgres += ms >= prev ? ms - prev : ms; // less than before: the pid was reused by a new backend
  }
  const all = after.machine.all - before.machine.all || 1;
  return { api: after.api - before.api, postgres, bench: after.bench - before.bench,
    idle: (after.machine.idle - before.machine.idle) / all, steal: (after.machine.steal - before.machine.steal) / all };
}

/** "api 1.2 + pg 3.4 + bench 0.8 ms per save" for a log line. */
export const cpuPer = (spent, n, what) => `CPU/${what}: api ${(spent.api / n).toFixed(2)} + pg ${(spent.postgres / n).toFixed(2)} + bench ${(spent.bench / n).toFixed(2)} ms (menganggur ${pct(spent.idle)}, dicuri ${pct(spent.steal)})`;
const pct = (x) => `${(x * 100).toFixed(0)}%`;

/**
 * User and system CPU ms of a process's main thread and of all its other threads together (in the
 * API process: the hashing threads, V8's and libuv's helpers). A thread that ends between two
 * snapshots is lost from the second.
 */
export function threadSnapshot(pid) {
  const sum = { main: { user: 0, sys: 0 }, others: { user: 0, sys: 0 } };
  let tids = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return sum;
  }
  for (const tid of tids) {
    const cpu = cpuMsOf(`/proc/${pid}/task/${tid}/stat`);
    if (!cpu) continue; // the thread ended
    const into = tid === String(pid) ? sum.main : sum.others;
    into.user += cpu.user;
    into.sys += cpu.sys;
  }
  return sum;
}

/** "per thread/login: utama 0.81 (sistem 0.12) + thread lain 9.40 (sistem 1.90) ms" for a log line. */
export function threadsPer(before, after, n, what) {
  const part = (k) => {
    const user = after[k].user - before[k].user;
    const sys = after[k].sys - before[k].sys;
    return `${((user + sys) / n).toFixed(2)} (sistem ${(sys / n).toFixed(2)})`;
  };
  return `per thread/${what}: utama ${part('main')} + thread lain ${part('others')} ms`;
}
