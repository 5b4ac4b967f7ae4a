/**
 * Named points where a deploy can be killed on purpose, so tests can prove that an interrupted
 * deploy is recovered from wherever it stopped. `ROO_DEPLOY_FAULT=journal` kills the process with
 * SIGKILL (no cleanup, as a power cut or OOM kill would) when it reaches the point named `journal`;
 * `ROO_DEPLOY_FAULT=step:3` at the fourth point it reaches, whatever its name, so a test can kill a
 * deploy at every step in turn without listing them. The point's name goes to stderr first.
 */
let reached = 0;

export function faultPoint(name: string): void {
  const wanted = process.env.ROO_DEPLOY_FAULT;
  if (!wanted) return;
  if (wanted === name || wanted === `step:${reached++}`) {
    process.stderr.write(`fault: killed at '${name}'\n`);
    process.kill(process.pid, 'SIGKILL');
  }
}
