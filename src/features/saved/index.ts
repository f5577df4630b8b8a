/** Public entry of the saved feature: the Save toggle and the SAVED count. */
export { SaveButton } from './components/save-button';
export { useSavedCount } from './api/get-saved-count';
