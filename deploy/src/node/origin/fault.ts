/**
 * Named points where a deploy can be killed on purpose, so tests can prove that an interrupted
 * deploy is recovered from wherever it stopped. `ROO_DEPLOY_FAULT=journal` kills the process with
 * SIGKILL (no cleanup, as a power cut or OOM kill would) when it reaches the point named `journal`;
 * `ROO_DEPLOY_FAULT=step:3` at the fourth point it reaches, whatever its name, so a test can kill a
 * deploy at every step in turn without listing them. The point's name goes to stderr first.
 *
 * `ROO_DEPLOY_PAUSE=<name>` stops the process there instead (SIGSTOP, after `fault: paused at
 * '<name>'` on stderr), the first time it gets there, until it is sent SIGCONT: a test can take the object store away while the
 * deploy's other calls are in flight, then let it go on into the outage.
 */
let reached = 0;
let paused = false;

export function faultPoint(name: string): void {
  const wanted = process.env.ROO_DEPLOY_FAULT;
  if (wanted && (wanted === name || wanted === `step:${reached++}`)) {
    process.stderr.write(`fault: killed at '${name}'\n`);
    process.kill(process.pid, 'SIGKILL');
  }
  // Once: a step run again after the outage passes the point again.
  if (process.env.ROO_DEPLOY_PAUSE === name && !paused) {
    paused = true;
    process.stderr.write(`fault: paused at '${name}'\n`);
    process.kill(process.pid, 'SIGSTOP');
  }
}
