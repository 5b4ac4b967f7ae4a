/** PostHog project key from `ROO_DOCS_POSTHOG_KEY` at build time; '' turns analytics off. */
declare const __POSTHOG_KEY__: string;
/** PostHog API host from `ROO_DOCS_POSTHOG_HOST` at build time. */
declare const __POSTHOG_HOST__: string;
/** UTC year the shell was built in (both the browser and the prerender build). */
declare const __BUILD_YEAR__: number;
/** True only in the shell's development build (`npm run dev`): code behind it leaves every other build. */
declare const __DEV_SERVER__: boolean;
