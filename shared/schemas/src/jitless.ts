import { z } from 'zod';

// The site's pages forbid eval (their CSP has no 'unsafe-eval'). zod would probe `Function('')` to
// decide whether to compile its validators, and under that policy the probe is a reported
// violation; interpreted validators are fast enough for the documents the site checks.
z.config({ jitless: true });
