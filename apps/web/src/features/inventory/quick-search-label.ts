/** The header's vehicle jump's name, its own module so the header's stand-in icon needs no more of it. */
export const QUICK_SEARCH_LABEL = 'Find a vehicle';
