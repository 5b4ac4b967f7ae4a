/**
 * React Router as the site shares it between the shell, every section and the parcels: one
 * instance per page, so a section's `<Link>` and `useLocation()` read the shell's router (or a
 * parcel's memory router). A shared module cannot be tree-shaken (its consumers are unknown when
 * it is built), and the whole package would weigh on every first visit (bench/RESULTS.md); so the
 * share holds what a page uses in declarative mode, and the remote build refuses a page that
 * imports anything else from react-router. Adding a name costs every first visit its bytes, and
 * reaches the site once the shell that offers it is published before the section that uses it.
 * `#react-router` is react-router itself under a name the remote builds' sharing does not
 * intercept, so this module is also a remote's own copy where no host offers one.
 */
export {
  createSearchParams,
  Link,
  MemoryRouter,
  Navigate,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from '#react-router';
