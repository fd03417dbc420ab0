export { prefetchColumnLayout, useColumnLayout } from './useColumnLayout';
export { screenOverlays, searchFields, searchQuery, searchScreen } from './searchScreen';
export { usePagedSearch, searchPage } from './usePagedSearch';
export type { SearchPage, SearchRequest } from './usePagedSearch';
