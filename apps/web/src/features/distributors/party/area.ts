/** The most the API answers in one page: enough for every distributor in a filter or form select. */
export const ALL_OPTIONS_PAGE_SIZE = 500;
