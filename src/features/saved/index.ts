/** Public entry of the saved feature: the Save toggle, the SAVED count and the query keys. */
export { SaveButton, type SaveButtonProps } from './components/save-button';
export { useSavedCount, savedCountQueryOptions, getSavedCount } from './api/get-saved-count';
export { savedKeys } from './api/saved-keys';
export type { SavedItemType, SavedItem } from './types';
