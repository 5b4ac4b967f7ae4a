/**
 * The versions every part of the site shares through Module Federation, and the ranges they
 * accept: the shell offers its React and React Router, each remote declares these ranges. One
 * owner, because a remote whose range missed the shell's copy would run a second React.
 */
export const REACT_RANGE = '^19.3.0';

/** React Router: the version the shell and each remote offer (a remote built against another minor runs on the shell's copy). */
export const REACT_ROUTER_VERSION = '7.18.6';
export const REACT_ROUTER_RANGE = '^7.18.0';
