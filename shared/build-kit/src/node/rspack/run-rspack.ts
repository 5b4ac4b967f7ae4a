import { rspack, type RspackOptions, type Stats } from '@rspack/core';

/** Runs one or more rspack configs and fails with every compilation error, not just the first. */
export function runRspack(configs: RspackOptions[]): Promise<Stats[]> {
  return new Promise((resolve, reject) => {
    rspack(configs, (err, multi) => {
      if (err) return reject(err);
      if (!multi) return reject(new Error('rspack returned no stats'));
      const errors = multi.stats.flatMap((s) =>
        s.hasErrors() ? (s.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? []) : [],
      );
      if (errors.length) return reject(new Error(`Build failed:\n${errors.join('\n\n')}`));
      resolve(multi.stats);
    });
  });
}
