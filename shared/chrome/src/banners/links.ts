// The Roo Code Team early-access sign-up, tagged so the docs' banners show up in campaign reports.
const SIGNUP = 'https://app.roocode.com/l/teams?utm_source=docs&utm_medium=banner&utm_campaign=teams';

export const ANNOUNCEMENT_SIGNUP_URL = SIGNUP;
export const TEAMS_BANNER_SIGNUP_URL = `${SIGNUP}&utm_content=page-banner`;
