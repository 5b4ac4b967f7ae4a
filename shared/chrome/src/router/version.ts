/**
 * The React Router every part of the site shares: the version the shell and each remote offer,
 * and the range they accept (a remote built against another minor runs on the shell's copy).
 */
export const REACT_ROUTER_VERSION = '7.18.6';
export const REACT_ROUTER_RANGE = '^7.18.0';
