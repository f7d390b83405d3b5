import type { ComponentType } from 'react';
import type { MountedRoute } from './feature-route.ts';

// By path: the router and the warm-up each list the routes, as objects of their own.
const loaded = new Map<string, ComponentType>();

/** Fetches a route's screen (its chunk) and remembers the screen once it is in. */
export const loadScreen = (route: MountedRoute): Promise<{ Component: ComponentType }> =>
  route.load().then((module) => {
    loaded.set(route.path, module.Component);
    return module;
  });

/**
 * The route's screen if its chunk is already in (the first load's warm-up fetched it beside the rules),
 * so the guard draws it in the same render as the layout. Drawn through React.lazy instead, it would
 * suspend once, show the spinner, and React holds a revealed page back until 300 ms after its spinner
 * appeared (issue 30: the dashboard's first heading came 450–600 ms after the layout on a phone).
 */
export const loadedScreen = (route: MountedRoute): ComponentType | undefined => loaded.get(route.path);
