import { S3Client } from '@aws-sdk/client-s3';

/**
 * The S3 client every origin command uses. Endpoint, region and credentials come from the standard
 * AWS variables (AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, or any
 * other source of the SDK's default chain); nothing here reads or prints a secret.
 *
 * - Path-style addressing: self-hosted gateways (Ceph, MinIO) have no per-bucket host names.
 * - Checksums only where the API requires them: with the SDK's default a streamed body is sent
 *   aws-chunked with a trailing checksum, which some gateways refuse (411).
 * - Retries: the SDK's standard strategy backs off exponentially on throttling (503 SlowDown),
 *   5xx and network errors, six attempts; a longer outage (a gateway restart) is the commands'
 *   to ride out (outage.ts), as the SDK's retry budget runs dry when many calls fail at once.
 * - Timeouts: a connection must open within 3 s, and a call on which no byte moves for
 *   ROO_DOCS_S3_IDLE_MS (10 s) is cut and retried: without them a stalled connection to a slow
 *   store holds a publish, or an edge's request, for ever.
 */
export function createS3Client(env: NodeJS.ProcessEnv = process.env): S3Client {
  // The pinned SDK runs on Node 20; its notice about later releases needing Node 22 is not ours to print on every command.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    forcePathStyle: true,
    region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    ...(env.AWS_ENDPOINT_URL ? { endpoint: env.AWS_ENDPOINT_URL } : {}),
    // Keys given in `env` are the ones to use (the SDK's chain would read process.env's instead).
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          },
        }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: Number(env.ROO_DOCS_S3_ATTEMPTS ?? 6),
    requestHandler: { connectionTimeout: 3000, socketTimeout: Number(env.ROO_DOCS_S3_IDLE_MS ?? 10_000) },
  });
  // Ceph's gateway refuses an If-Match whose ETag is quoted (as S3 returns it) even when it
  // matches; the unquoted form means the same to every implementation. Added before signing.
  client.middlewareStack.add(
    (next) => (args) => {
      const headers = (args.request as { headers?: Record<string, string> }).headers;
      if (headers?.['if-match']) headers['if-match'] = headers['if-match'].replace(/^"(.*)"$/, '$1');
      return next(args);
    },
    { step: 'build', name: 'unquoteIfMatch' },
  );
  return client;
}
