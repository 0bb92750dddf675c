/** The most the API answers in one page: every distributor or retailer for a select. */
export const OPTIONS_PAGE_SIZE = 500;

export interface OptionsFilter {
  /** Only ACTIVE parties (new orders and assignments go to active ones only). */
  activeOnly?: boolean;
  enabled?: boolean;
}
