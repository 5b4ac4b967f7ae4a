/**
 * Named points where a deploy can be killed on purpose, so tests can prove that an interrupted
 * deploy is recovered from wherever it stopped. `ROO_DEPLOY_FAULT=move:3` kills the process with
 * SIGKILL (no cleanup, as a power cut or OOM kill would) when it reaches the fourth move.
 */
export function faultPoint(name: string): void {
  const wanted = process.env.ROO_DEPLOY_FAULT;
  if (wanted && wanted === name) process.kill(process.pid, 'SIGKILL');
}
