// Runs npm test's steps one at a time, each in a process group of its own, so that a stop from
// outside (SIGTERM, SIGINT, SIGHUP) reaches everything a step started (Jest's workers, Playwright's
// portal and platform) and nothing outlives the run.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';

/** How long a stopped step's processes get to finish before they are killed. */
const GRACE_MS = Number(process.env.TEST_STOP_GRACE_MS ?? 15_000);

let current = null;
let stopping = false;

/**
 * Whether any process of the group still runs. On Linux from /proc, not counting zombies: a killed
 * process waits there until its new parent reaps it, and some init processes (containers) are slow
 * to. Elsewhere, whether the group can be signalled.
 */
export function groupAlive(pgid) {
  if (existsSync('/proc/self/stat'))
    return readdirSync('/proc').some((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        // pid (comm) state ppid pgrp …: comm may hold spaces and parentheses, so read after the last ')'.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(pgrp) === pgid && state !== 'Z';
      } catch {
        return false;
      }
    });
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};

/** Resolves once no process of the group is left: at once, or after SIGKILL when the grace ends. */
async function groupGone(pid, graceMs) {
  const until = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
}

/**
 * Runs `command` to its end in a new process group and returns its exit code; whatever it leaves
 * running in its group afterwards is stopped too.
 */
export function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      // stdin stays closed: a background process group may not read the terminal.
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
      detached: true,
    });
    current = child;
    child.on('error', (error) => {
      console.error(error.message);
      current = null;
      resolve(1);
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      signalGroup(child.pid, 'SIGTERM');
      void groupGone(child.pid, GRACE_MS).then(() => {
        current = null;
        resolve(code ?? 128 + (constants.signals[signal] ?? 0));
      });
    });
  });
}

/**
 * On a stop from outside the running step's whole group is told, given its grace, then killed. A
 * stop also counts when the runner's parent goes away: `npm test` stopped with SIGTERM signals only
 * the shell it runs scripts in, which dies without passing the signal on.
 */
export function stopStepsOnSignal() {
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    const code = 128 + constants.signals[signal];
    if (!current) process.exit(code);
    signalGroup(current.pid, signal);
    void groupGone(current.pid, GRACE_MS).then(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop('SIGHUP');
  }, 500).unref();
}
