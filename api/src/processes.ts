// Whether a process still runs on this host: for the records a process leaves
// behind it (a job run's lease, the embedded database's folder lock), so a dead
// owner's can be taken over.

/** Whether a process with this pid exists on this host (EPERM: it does, as another user). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
