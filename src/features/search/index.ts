// The /search page is registered by the router (routes/search-page); other features link to it with
// searchHref from @/lib/search.
export { SEARCH_PAGE_SIZE, searchResultsQueryOptions } from './api/get-search-results';
