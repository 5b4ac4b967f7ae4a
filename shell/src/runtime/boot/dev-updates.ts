import { DEV_PAGE_EVENT, DEV_ROUTES_EVENT } from '@roo-docs/schemas/contract';

/**
 * Under `npm run dev` a section's development build announces a replaced page or route table:
 * `refresh` fetches the navigation again, so the sidebar's titles and pages follow.
 */
export function followDevRouteChanges(refresh: () => void): void {
  for (const event of [DEV_PAGE_EVENT, DEV_ROUTES_EVENT]) addEventListener(event, refresh);
}
