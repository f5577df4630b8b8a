import type { Tables } from '@/types/database.types';

/** What a reader can save (saved_items.item_type). */
export type SavedItemType = Tables<'saved_items'>['item_type'];

export const SAVED_ITEM_COLUMNS = 'id, item_type, item_id, created_at';

export type SavedItem = Pick<Tables<'saved_items'>, 'id' | 'item_type' | 'item_id' | 'created_at'>;
