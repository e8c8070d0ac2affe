// CPU time read from Linux's /proc, to split a run's cost per request between the server, the
// database and the load generator on the one machine they share. Elsewhere every reader answers
// null and the benchmarks print no CPU figures.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// Clock ticks per second, the unit of /proc's CPU times (100 on nearly every Linux).
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** A process's name, parent and CPU seconds (user + system) so far, or null once it is gone. */
function processStat(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may itself hold spaces or parentheses.
    const nameEnd = stat.lastIndexOf(')');
    const fields = stat.slice(nameEnd + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, nameEnd),
      parent: Number(fields[1]),
      seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

/** CPU seconds a process has used so far, or null where /proc cannot tell. */
export function cpuSeconds(pid) {
  return processStat(pid)?.seconds ?? null;
}

function allProcesses() {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => [Number(entry), processStat(entry)])
    .filter(([, stat]) => stat !== null);
}

/**
 * CPU seconds used so far by a server (its process and every descendant, so a store's cluster
 * workers too), by every PostgreSQL process on the machine, by this process (autocannon runs
 * in it) and by the whole machine; null where /proc cannot tell.
 */
export function cpuSnapshot(serverPid) {
  let processes;
  try {
    processes = allProcesses();
  } catch {
    return null;
  }
  const tree = new Set([serverPid]);
  // Parents come before their children in /proc's order, but not always: repeat until stable.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, stat] of processes) {
      if (!tree.has(pid) && tree.has(stat.parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  const sum = (keep) => processes.filter(keep).reduce((total, [, stat]) => total + stat.seconds, 0);
  const [, ...machine] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const busy = machine[0] + machine[1] + machine[2] + machine[5] + machine[6] + machine[7];
  const own = process.cpuUsage();
  return {
    server: sum(([pid]) => tree.has(pid)),
    postgres: sum(([, stat]) => stat.name === 'postgres'),
    load: (own.user + own.system) / 1e6,
    machine: busy / TICKS_PER_SECOND,
  };
}

/** Milliseconds of CPU per request between two snapshots, for each part. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || requests === 0) return null;
  const perRequest = (part) => (1000 * (after[part] - before[part])) / requests;
  return {
    server: perRequest('server'),
    postgres: perRequest('postgres'),
    load: perRequest('load'),
    machine: perRequest('machine'),
  };
}
